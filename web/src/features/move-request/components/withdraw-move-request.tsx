import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { AppDialog } from '@web/components/app-modal';
import { notify } from '@web/lib/notify';
import { useWithdrawMoveRequest } from '../api/withdraw-move-request';
import { MOVE_REQUEST_MESSAGES } from '../messages';

/**
 * 'Withdraw my move request': companies stop seeing it, quotes on it close, and the customer
 * may post a new one. Refused while a booking stands (the server's 409 says so).
 */
export function WithdrawMoveRequest() {
  const withdraw = useWithdrawMoveRequest();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(MOVE_REQUEST_MESSAGES.withdrawn);
      },
      onError: (error) => {
        setConfirming(false);
        notify.failure(MOVE_REQUEST_MESSAGES.withdrawFailed, error, { reasonInstead: true });
      },
    });

  return (
    <Paper component="section" aria-labelledby="withdraw-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="withdraw-title">
          Not moving after all?
        </Title>
        <Text size="sm" c="gray.7">
          Withdraw your move request and companies will no longer see it. You can post a new one at any time.
        </Text>
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          Withdraw my move request
        </Button>
      </Stack>
      <AppDialog
        opened={confirming}
        title="Withdraw your move request?"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button color="red" loading={withdraw.isPending} onClick={confirm} data-autofocus>
              Withdraw
            </Button>
          </>
        }
      >
        Companies will stop seeing your request and its quotes will close. Your conversations stay in Messages.
      </AppDialog>
    </Paper>
  );
}
