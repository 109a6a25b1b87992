import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { NoShowView } from '@schemas/booking-cancellation';
import { formatInstantDay } from '@schemas/date-text';
import { AppDialog } from '@web/components/app-modal';
import { notify } from '@web/lib/notify';
import { useConfirmNoShow } from '../api/booking-queue';

/** A customer's report that the company did not come, and the admin's confirmation (cancel and refund). */
export function NoShowReport({ quoteId, report }: { quoteId: string; report: NoShowView }) {
  const [asking, setAsking] = useState(false);
  const confirm = useConfirmNoShow();
  const confirmed = () =>
    confirm.mutate(quoteId, {
      onSuccess: () => {
        setAsking(false);
        notify.success('No-show confirmed: the booking is cancelled and the customer refunded.');
      },
      onError: (error) => notify.failure('The no-show could not be confirmed', error),
    });
  return (
    <Alert
      color="orange"
      variant="light"
      title="The customer reports that the company did not come"
      data-testid="no-show-report"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Reported {formatInstantDay(report.reported_at)}: “{report.details}”
        </Text>
        <Text size="sm">
          Call the company first. If it did not come, confirm: the booking is cancelled as the company’s and the
          customer gets back everything paid through MoveMatch.
        </Text>
        <Button color="orange" size="sm" onClick={() => setAsking(true)}>
          Confirm the no-show
        </Button>
      </Stack>
      <AppDialog
        opened={asking}
        title="Confirm that the company did not come?"
        onClose={() => setAsking(false)}
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              Not now
            </Button>
            <Button color="orange" onClick={confirmed} loading={confirm.isPending}>
              Cancel and refund
            </Button>
          </Group>
        }
      >
        The booking is cancelled as the company’s, everything the customer paid through MoveMatch is refunded, and the
        customer is e-mailed with a way to other companies.
      </AppDialog>
    </Alert>
  );
}
