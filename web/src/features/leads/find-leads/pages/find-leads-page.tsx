import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { LeadTokenBalance } from '@web/components/lead-token-balance';
import { LoadingState } from '@web/components/loading-state';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useViewer } from '@web/hooks/use-viewer';
import { LeadSearch } from '../components/lead-search';
import { FIND_LEADS_MESSAGES as M } from '../messages';

/** /find-leads: a moving company's lead search (spec section 2). Signed-in only, see routes.tsx. */
export function FindLeadsPage() {
  usePageTitle(M.title);
  const viewer = useViewer();
  const roleKnown = viewer.status === 'signed-in' && !viewer.profileLoading;
  const isCompany = roleKnown && viewer.role === 'MOVING_COMPANY';
  const companyId = isCompany ? viewer.user?.moving_company_id : null;

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {M.title}
          </Title>
          <Text c="gray.7">{M.intro}</Text>
        </Stack>
        {companyId && <LeadTokenBalance companyId={companyId} />}
        {isCompany ? (
          <LeadSearch />
        ) : roleKnown ? (
          <Alert color="gray" variant="light" title={M.companiesOnlyTitle} role="alert">
            {M.companiesOnly}
          </Alert>
        ) : (
          <LoadingState label="Loading" />
        )}
      </Stack>
    </Container>
  );
}
