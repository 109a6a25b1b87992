import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { RoleNotice, isWrongRole } from '@web/components/role-notice';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useMyMoveRequest } from '@web/lib/api/get-my-move-request';
import { useInventory } from '../api/inventory';
import { InventoryEditor } from '../components/inventory-editor';
import { INVENTORY_COPY as C } from '../inventory-copy';

/** /move-info/inventory: what the customer is moving, room by room (docs/inventory.md). */
export function InventoryPage() {
  usePageTitle(C.pageTitle);
  const request = useMyMoveRequest();
  const inventory = useInventory(request.data?.id);
  const failed = request.isError ? request : inventory.isError ? inventory : null;

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {C.pageTitle}
          </Title>
          <Text c="gray.7">{C.intro}</Text>
        </Stack>
        {request.isError && isWrongRole(request.error) ? (
          <RoleNotice feature="Find movers" roles={['MOVER']} />
        ) : failed ? (
          <LoadErrorAlert
            title={C.loadFailed}
            error={failed.error}
            retrying={failed.isFetching}
            onRetry={() => void failed.refetch()}
          />
        ) : request.data === null ? (
          <Text>
            {C.noMoveRequest}{' '}
            <Anchor component={Link} to={paths.moveInfo}>
              {C.goToMoveInfo}
            </Anchor>
          </Text>
        ) : request.data && inventory.data !== undefined ? (
          <InventoryEditor moveRequestId={request.data.id} saved={inventory.data} />
        ) : (
          <LoadingState label={C.loading} />
        )}
      </Stack>
    </Container>
  );
}
