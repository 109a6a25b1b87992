import { CompanyPublicProfile } from '@web/features/companies/components/company-public-profile';
import { CompanyEditPage } from '@web/features/company-profile/pages/company-edit-page';

/** /profile/company-edit: the editor previews the public company page before saving. */
export function CompanyEditRoute() {
  return <CompanyEditPage renderPreview={(company) => <CompanyPublicProfile company={company} canSave={false} />} />;
}
