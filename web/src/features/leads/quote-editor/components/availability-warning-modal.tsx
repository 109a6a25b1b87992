import { Button, Group, Stack, Text } from '@mantine/core';
import { QUOTE_EDITOR_MESSAGES } from '../messages';
import { AppModal } from '@web/components/app-modal';

interface AvailabilityWarningModalProps {
  opened: boolean;
  onNo: () => void;
  onYes: () => void;
}

/** Spec section 2: the company's calendar says it is not free during the move. */
export function AvailabilityWarningModal({ opened, onNo, onYes }: AvailabilityWarningModalProps) {
  return (
    <AppModal title="Are you available?" opened={opened} onClose={onNo} size="sm">
      <Stack gap="lg">
        <Text>{QUOTE_EDITOR_MESSAGES.availabilityWarning}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onNo} data-autofocus>
            No
          </Button>
          <Button onClick={onYes}>Yes</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
