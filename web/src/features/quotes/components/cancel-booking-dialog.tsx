import { useState } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import {
  CUSTOMER_CANCELLATION_MESSAGES as M,
  CUSTOMER_CANCELLATION_REASON_LABELS,
  CUSTOMER_CANCELLATION_REASONS,
  CUSTOMER_CANCELLATION_RULES,
  type CustomerCancellationBody,
  type CustomerCancellationReason,
} from '@schemas/booking-cancellation';
import { AppDialog } from '@web/components/app-modal';

interface Props {
  opened: boolean;
  /** The booking it asks about; it stays set while the dialog fades out. */
  cancel: { quoteId: string; companyName: string; cost: string | null } | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (quoteId: string, body: CustomerCancellationBody) => void;
}

/**
 * 'Cancel your booking?': what cancelling costs today by the quote's terms (free until a day,
 * then the deposit), and why, optionally, which the company is told with the cancellation.
 */
export function CancelBookingDialog({ opened, cancel, busy, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState<CustomerCancellationReason | ''>('');
  const [details, setDetails] = useState('');
  const close = () => {
    if (busy) return;
    setReason('');
    setDetails('');
    onClose();
  };
  const confirm = () =>
    cancel &&
    onConfirm(cancel.quoteId, {
      ...(reason ? { reason } : {}),
      ...(details.trim() ? { details: details.trim() } : {}),
    });
  return (
    <AppDialog
      opened={opened && cancel !== null}
      title="Cancel your booking?"
      onClose={close}
      actions={
        <>
          <Button variant="default" onClick={close} disabled={busy}>
            Keep booking
          </Button>
          <Button color="red" onClick={confirm} loading={busy} data-autofocus>
            Cancel booking
          </Button>
        </>
      }
    >
      {cancel && (
        <Stack gap="sm">
          <Text>Are you sure you want to cancel your booking with {cancel.companyName}?</Text>
          {cancel.cost && (
            <Alert color="yellow" variant="light" data-testid="cancellation-cost">
              {cancel.cost}
            </Alert>
          )}
          <NativeSelect
            label={M.reasonLabel}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as CustomerCancellationReason | '')}
            data={[
              { value: '', label: 'Choose a reason' },
              ...CUSTOMER_CANCELLATION_REASONS.map((value) => ({
                value,
                label: CUSTOMER_CANCELLATION_REASON_LABELS[value],
              })),
            ]}
          />
          <Textarea
            label={M.detailsLabel}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            maxLength={CUSTOMER_CANCELLATION_RULES.detailsMax}
            autosize
            minRows={2}
          />
        </Stack>
      )}
    </AppDialog>
  );
}
