import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { NotificationSetting } from './notification-settings';

interface TurnOffDialogProps {
  /** The switch being turned off, or null when the dialog is closed. */
  setting: NotificationSetting | null;
  onTurnOff: () => void;
  onLeaveOn: () => void;
}

/** Spec section 4: turning a switch off asks first; leaving it on is the default action. */
export function TurnOffDialog({ setting, onTurnOff, onLeaveOn }: TurnOffDialogProps) {
  return (
    <Modal opened={setting !== null} onClose={onLeaveOn} title="Don't miss your best deal! Keep alerts on." centered>
      <Stack gap="md">
        <Text>
          Without e-mails about {setting?.topic ?? 'this'}, you may miss a reply or a better offer from a mover.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onTurnOff}>
            Turn off
          </Button>
          <Button onClick={onLeaveOn} data-autofocus>
            Leave on
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
