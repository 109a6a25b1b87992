import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AVAILABILITY_MESSAGES } from '../messages';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';

interface DialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** False: no close button, Escape or outside click; only the actions leave. */
  dismissable?: boolean;
}

/** One of the calendar's small dialogs: a title, a sentence and its buttons (stacked on phones). */
export function CalendarDialog({ opened, title, onClose, children, actions, dismissable = true }: DialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      withCloseButton={dismissable}
      closeOnEscape={dismissable}
      closeOnClickOutside={dismissable}
      styles={{ title: { fontWeight: 800 } }}
    >
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </Modal>
  );
}

/** Publish confirmation, discard confirmation, 'now live', publish-first and subscription dialogs. */
export function CalendarDialogs({ calendar }: { calendar: AvailabilityCalendarState }) {
  const { dialog, setDialog } = calendar;
  const close = () => setDialog(null);
  const changed = Object.keys(calendar.pending).length;
  return (
    <>
      <CalendarDialog
        opened={dialog === 'confirm-publish'}
        title="Publish Calendar"
        onClose={close}
        actions={
          <>
            <Button variant="subtle" color="red" onClick={() => setDialog('confirm-discard')} disabled={calendar.publishing}>
              Cancel
            </Button>
            <Button variant="default" onClick={close} disabled={calendar.publishing}>
              Continue editing
            </Button>
            <Button onClick={calendar.confirmPublish} loading={calendar.publishing} data-autofocus>
              OK
            </Button>
          </>
        }
      >
        {`Publish ${changed} changed ${changed === 1 ? 'day' : 'days'}? Customers and matching will use your calendar right away.`}
      </CalendarDialog>
      <CalendarDialog
        opened={dialog === 'confirm-discard'}
        title="Discard your edits?"
        onClose={() => setDialog('confirm-publish')}
        actions={
          <>
            <Button variant="default" onClick={close} data-autofocus>
              Continue editing
            </Button>
            <Button color="red" onClick={calendar.revert}>
              OK
            </Button>
          </>
        }
      >
        {AVAILABILITY_MESSAGES.editsLost}
      </CalendarDialog>
      <CalendarDialog
        opened={dialog === 'published'}
        title="Calendar published"
        onClose={close}
        actions={
          <>
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button component={Link} to={paths.findLeads} data-autofocus>
              Find Leads
            </Button>
          </>
        }
      >
        {AVAILABILITY_MESSAGES.live}
      </CalendarDialog>
      <CalendarDialog
        opened={dialog === 'publish-first'}
        title={AVAILABILITY_MESSAGES.unsaved}
        onClose={close}
        actions={
          <Button onClick={close} data-autofocus>
            OK
          </Button>
        }
      >
        {AVAILABILITY_MESSAGES.publishBeforeSwitching}
      </CalendarDialog>
      <CalendarDialog
        opened={dialog === 'subscription'}
        title="Subscription required"
        onClose={close}
        actions={
          <Button component={Link} to={paths.profile} data-autofocus>
            Manage Subscription
          </Button>
        }
      >
        {AVAILABILITY_MESSAGES.subscriptionInactive}
      </CalendarDialog>
    </>
  );
}
