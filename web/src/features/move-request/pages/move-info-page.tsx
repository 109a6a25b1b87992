import { Container, Stack, Text, Title } from '@mantine/core';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useMyMoveRequest } from '@web/lib/api/get-my-move-request';
import { RoleNotice, isWrongRole } from '@web/components/role-notice';
import { MoveInfoForm } from '../components/move-info-form';
import { WithdrawMoveRequest } from '../components/withdraw-move-request';
import { ConciergeMaxPrice } from '../components/concierge-max-price';
import { InventorySummary } from '../components/inventory-summary';
import { LoadingState } from '@web/components/loading-state';

/** /move-info: the customer's move request (spec section 2). Signed-in only, see routes.tsx. */
export function MoveInfoPage() {
  usePageTitle('Find movers');
  const request = useMyMoveRequest();

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Find your moving company
          </Title>
          <Text c="gray.7">Tell us about your move and we'll show you vetted movers who can do it.</Text>
        </Stack>
        {request.data !== undefined ? (
          <>
            <MoveInfoForm saved={request.data} />
            {request.data && <InventorySummary moveRequestId={request.data.id} />}
            {request.data && <ConciergeMaxPrice />}
            {request.data && <WithdrawMoveRequest />}
          </>
        ) : request.isError && isWrongRole(request.error) ? (
          <RoleNotice feature="Find movers" roles={['MOVER']} />
        ) : request.isError ? (
          <LoadErrorAlert
            title="We couldn't load your move request"
            error={request.error}
            retrying={request.isFetching}
            onRetry={() => void request.refetch()}
          />
        ) : (
          <LoadingState label="Loading your move request" />
        )}
      </Stack>
    </Container>
  );
}
