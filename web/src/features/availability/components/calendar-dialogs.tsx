import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { AppDialog } from '@web/components/app-modal';
import { PaymentRequiredModal } from '@web/components/payment-required-modal';
import { paths } from '@web/config/paths';
import { AVAILABILITY_MESSAGES } from '../messages';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';
import { PublishDialogs } from './publish-dialogs';

/** The calendar's dialogs: publishing, 'now live' and the subscription's. */
export function CalendarDialogs({ calendar }: { calendar: AvailabilityCalendarState }) {
  const { dialog, setDialog } = calendar;
  const close = () => setDialog(null);
  return (
    <>
      <PublishDialogs calendar={calendar} />
      <AppDialog
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
      </AppDialog>
      <PaymentRequiredModal opened={dialog === 'subscription'} variant="inactive" onClose={close} />
    </>
  );
}
