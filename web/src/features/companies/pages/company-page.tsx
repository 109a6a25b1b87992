import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { MessageScreen } from '../../../components/message-screen';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useViewer } from '../../auth/use-viewer';
import { isCompanyNotFound, useMovingCompany } from '../api/get-moving-company';
import { CompanyPageSkeleton } from '../components/company-page-skeleton';
import { CompanyProfile } from '../components/company-profile';
import { COMPANY_MESSAGES } from '../messages';
import { canSaveCompany, type MessagingViewer } from '../model/company-display';

/** /moving-company/:id: a company's public page (spec section 2). Signed-in only, see routes.tsx. */
export function CompanyPage() {
  const { id = '' } = useParams();
  const company = useMovingCompany(id);
  const viewer = useViewer();
  const notFound = company.isError && isCompanyNotFound(company.error);
  usePageTitle(company.data?.name ?? (notFound ? COMPANY_MESSAGES.notFound : 'Moving company'));

  const user = viewer.status === 'signed-in' ? viewer.user : null;
  const viewerPending = viewer.status === 'loading' || (viewer.status === 'signed-in' && viewer.profileLoading);
  const messagingViewer: MessagingViewer | null = user ? { role: user.role, move_request_id: user.move_request_id } : null;

  if (notFound) return <CompanyNotFound />;

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      {company.data ? (
        <CompanyProfile company={company.data} canSave={canSaveCompany(user?.role)} viewer={messagingViewer} viewerPending={viewerPending} />
      ) : company.isError ? (
        <Alert color="red" variant="light" title="We couldn't load this moving company" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{company.error.message}</Text>
            <Button size="sm" variant="white" color="red" loading={company.isFetching} onClick={() => void company.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <CompanyPageSkeleton />
      )}
    </Container>
  );
}

function CompanyNotFound() {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default': the page the app was opened on, so there is nothing of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));
  return (
    <MessageScreen
      eyebrow="404"
      title={COMPANY_MESSAGES.notFound}
      action={
        <Button size="md" onClick={() => void goBack()}>
          Go Back
        </Button>
      }
    >
      This moving company doesn't exist or is no longer listed on MoveMatch.
    </MessageScreen>
  );
}
