import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import type { ChangeProposalView } from '@schemas/booking-changes';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import type { BookingSectionProps } from '../model/booking-section';
import { BookingSectionCard } from './booking-section-card';
import { ChangeHistory } from './change-history';
import { PendingChangePanel } from './pending-change-panel';
import { ProposeChangeForm } from './propose-change-form';

/**
 * Changes of the booking: the pending proposal (the customer answers it), or for the company of
 * an upcoming move 'Propose a change'; the decided ones beneath.
 */
export function ChangeProposalSection({ booking, side }: BookingSectionProps) {
  const [proposing, setProposing] = useState(false);
  const [accepted, setAccepted] = useState<ChangeProposalView | null>(null);
  const pending = booking.change_proposal;
  const history = <ChangeHistory history={booking.change_history} />;
  const acceptedNotice = accepted && !pending && (
    <Alert color="green" variant="light" title={M.changeAcceptedTitle} data-testid="change-accepted">
      {M.changeAcceptedText(longDayLabel(accepted.after.move_day), accepted.after.arrival_window.label)}
    </Alert>
  );
  if (pending) {
    return (
      <>
        <PendingChangePanel quoteId={booking.quote_id} proposal={pending} side={side} onAccepted={setAccepted} />
        {booking.change_history.length > 0 && <BookingSectionCard title={M.historyTitle}>{history}</BookingSectionCard>}
      </>
    );
  }
  const canPropose = side === 'company' && booking.stage === 'UPCOMING' && !booking.awaiting_completion;
  if (!canPropose) {
    return (
      <>
        {acceptedNotice}
        {booking.change_history.length > 0 && <BookingSectionCard title={M.historyTitle}>{history}</BookingSectionCard>}
      </>
    );
  }
  return (
    <BookingSectionCard title={M.proposeTitle} testId="propose-change">
      {proposing ? (
        <ProposeChangeForm
          quoteId={booking.quote_id}
          moveRequestId={booking.move_request_id}
          onDone={() => setProposing(false)}
        />
      ) : (
        <div>
          <Button variant="light" onClick={() => setProposing(true)}>
            {M.proposeOpen}
          </Button>
        </div>
      )}
      <ChangeHistory history={booking.change_history} heading />
    </BookingSectionCard>
  );
}
