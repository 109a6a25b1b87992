import { Button, Group, Notification, Text } from '@mantine/core';
import classes from './shell.module.css';

/** The update toast's body; stays until the user chooses (a default export, loaded lazily). */
export default function UpdateNotice({ onReload, onClose }: { onReload: () => void; onClose: () => void }) {
  return (
    <div className={classes.updateToast}>
      <Notification
        title="A new version of MoveMatch is available"
        withCloseButton={false}
        role="status"
        className={classes.updateCard}
      >
        <Text size="sm" mb="sm">
          Reload to get the latest improvements.
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={onReload}>
            Reload
          </Button>
          <Button size="xs" variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Notification>
    </div>
  );
}
