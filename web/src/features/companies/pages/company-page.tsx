import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { GoBackButton } from '@web/components/go-back-button';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { MessageScreen } from '@web/components/message-screen';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useViewer } from '@web/hooks/use-viewer';
import { isCompanyNotFound, useMovingCompany } from '@web/lib/api/get-moving-company';
import { CompanyPageSkeleton } from '../components/company-page-skeleton';
import { CompanyPublicProfile } from '../components/company-public-profile';
import { COMPANY_MESSAGES } from '../messages';
import { canSaveCompany } from '@web/lib/company-display';

/** /moving-company/:id: a company's public page (spec section 2). Signed-in only, see routes.tsx. */
export function CompanyPage() {
  const { id = '' } = useParams();
  const company = useMovingCompany(id);
  const viewer = useViewer();
  const notFound = company.isError && isCompanyNotFound(company.error);
  usePageTitle(company.data?.name ?? (notFound ? COMPANY_MESSAGES.notFound : 'Moving company'));

  const user = viewer.status === 'signed-in' ? viewer.user : null;
  const viewerPending = viewer.status === 'loading' || (viewer.status === 'signed-in' && viewer.profileLoading);

  if (notFound) return <CompanyNotFound />;

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      {company.data ? (
        <CompanyPublicProfile
          company={company.data}
          canSave={canSaveCompany(user?.role)}
          viewerPending={viewerPending}
          showPriceGuide={user?.role === 'MOVER'}
        />
      ) : company.isError ? (
        <LoadErrorAlert
          title="We couldn't load this moving company"
          error={company.error}
          retrying={company.isFetching}
          onRetry={() => void company.refetch()}
        />
      ) : (
        <CompanyPageSkeleton />
      )}
    </Container>
  );
}

function CompanyNotFound() {
  return (
    <MessageScreen eyebrow="404" title={COMPANY_MESSAGES.notFound} action={<GoBackButton fallback={paths.home} />}>
      This moving company doesn't exist or is no longer listed on MoveMatch.
    </MessageScreen>
  );
}
