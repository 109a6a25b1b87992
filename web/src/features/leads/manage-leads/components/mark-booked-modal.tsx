import { Button, Group, Stack, Text } from '@mantine/core';
import type { CompanyLead } from '@schemas/company-quotes';
import { AppModal } from '@web/components/app-modal';

interface MarkBookedModalProps {
  lead: CompanyLead | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (lead: CompanyLead) => void;
}

/**
 * Confirms 'Mark as Booked'. The mark is the company's own record; the customer is e-mailed to
 * confirm it with a real booking, and only that booking opens their contact details.
 */
export function MarkBookedModal({ lead, saving, onCancel, onConfirm }: MarkBookedModalProps) {
  return (
    <AppModal title="Mark as Booked" opened={lead !== null} onClose={onCancel} size="sm">
      {lead && (
        <Stack gap="lg">
          <Text>
            Mark this job for {lead.move_request.user?.firstName ?? 'this customer'} as booked? We'll e-mail the
            customer to confirm the booking; their contact details show in View Booking once they do.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              Cancel
            </Button>
            <Button loading={saving} onClick={() => onConfirm(lead)}>
              Mark as Booked
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
