import { useState } from 'react';
import { Button } from '@mantine/core';
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
  const pending = booking.change_proposal;
  const history = <ChangeHistory history={booking.change_history} />;
  if (pending) {
    return (
      <>
        <PendingChangePanel quoteId={booking.quote_id} proposal={pending} side={side} />
        {booking.change_history.length > 0 && <BookingSectionCard title={M.historyTitle}>{history}</BookingSectionCard>}
      </>
    );
  }
  const canPropose = side === 'company' && booking.stage === 'UPCOMING' && !booking.awaiting_completion;
  if (!canPropose) {
    return booking.change_history.length > 0 ? (
      <BookingSectionCard title={M.historyTitle}>{history}</BookingSectionCard>
    ) : null;
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
