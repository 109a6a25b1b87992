import { CompanyProfile } from '@web/features/companies/components/company-profile';
import { CompanyEditPage } from '@web/features/company-profile/pages/company-edit-page';

/** /profile/company-edit: the editor previews the public company page before saving. */
export function CompanyEditRoute() {
  return <CompanyEditPage renderPreview={(company) => <CompanyProfile company={company} canSave={false} />} />;
}
