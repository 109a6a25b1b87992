import { useState } from 'react';
import { Button } from '@mantine/core';
import { AppDialog } from '@web/components/app-modal';
import { AVAILABILITY_MESSAGES } from '../messages';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';

/** Publish → confirm (Publish / Keep editing / Discard my changes); discarding asks once more. */
export function PublishDialogs({ calendar }: { calendar: AvailabilityCalendarState }) {
  const { dialog, setDialog } = calendar;
  const close = () => setDialog(null);
  const pendingCount = Object.keys(calendar.pending).length;
  // Publishing empties the edits while the dialog fades out: keep saying the count it was opened
  // with, not "Publish 0 changed days?" (state adjusted during render, React's pattern).
  const [lastCount, setLastCount] = useState(pendingCount);
  if (pendingCount > 0 && pendingCount !== lastCount) setLastCount(pendingCount);
  const changed = pendingCount > 0 ? pendingCount : lastCount;
  return (
    <>
      <AppDialog
        opened={dialog === 'confirm-publish'}
        title="Publish Calendar"
        onClose={close}
        actions={
          <>
            <Button
              variant="subtle"
              color="red.9"
              onClick={() => setDialog('confirm-discard')}
              disabled={calendar.publishing}
            >
              {AVAILABILITY_MESSAGES.discard}
            </Button>
            <Button variant="default" onClick={close} disabled={calendar.publishing}>
              {AVAILABILITY_MESSAGES.keepEditing}
            </Button>
            <Button onClick={calendar.confirmPublish} loading={calendar.publishing} data-autofocus>
              {AVAILABILITY_MESSAGES.publish}
            </Button>
          </>
        }
      >
        {`Publish ${changed} changed ${changed === 1 ? 'day' : 'days'}? Customers and matching will use your calendar right away.`}
      </AppDialog>
      <AppDialog
        opened={dialog === 'confirm-discard'}
        title="Discard your changes?"
        onClose={() => setDialog('confirm-publish')}
        actions={
          <>
            <Button variant="default" onClick={close} data-autofocus>
              {AVAILABILITY_MESSAGES.keepEditing}
            </Button>
            <Button color="red.9" onClick={calendar.revert}>
              {AVAILABILITY_MESSAGES.discard}
            </Button>
          </>
        }
      >
        {AVAILABILITY_MESSAGES.editsLost}
      </AppDialog>
    </>
  );
}
