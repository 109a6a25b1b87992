import { Button, Group, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@schemas/admin';
import { AppModal } from '@web/components/app-modal';
import { userDisplayName } from '../model/format';

interface UserStatusDialogProps {
  user: AdminUser | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (user: AdminUser) => void;
}

/**
 * The spec's delete-user confirmation dialog, wired as deactivation: a deactivated
 * user is signed out everywhere and refused on every call; reactivating undoes it.
 */
export function UserStatusDialog({ user, saving, onCancel, onConfirm }: UserStatusDialogProps) {
  const deactivating = user?.account_status !== 'DISABLED';
  const name = user ? userDisplayName(user) : '';
  return (
    <AppModal
      opened={user !== null}
      onClose={onCancel}
      title={deactivating ? 'Deactivate user?' : 'Reactivate user?'}
      size="sm"
      remountOnOpen={false}
    >
      <Stack gap="md">
        <Text>
          {deactivating ? (
            <>
              <b>{name}</b> ({user?.email}) will be signed out everywhere and can no longer use MoveMatch until
              reactivated.
            </>
          ) : (
            <>
              <b>{name}</b> ({user?.email}) will be able to sign in again.
            </>
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color={deactivating ? 'red' : 'brand'} loading={saving} onClick={() => user && onConfirm(user)}>
            {deactivating ? 'Deactivate' : 'Reactivate'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
