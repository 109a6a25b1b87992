import { Text } from '@mantine/core';
import { COMPLETION_UI as M } from '../completion-messages';
import type { BookingSectionProps } from '../model/booking-section';
import { moveDayHasCome } from '../model/completion-form';
import { BookingSectionCard } from './booking-section-card';
import { CompleteMoveForm } from './complete-move-form';
import { CompletionAnswer } from './completion-answer';
import { DisputeSideForm } from './dispute-side-form';
import { CompletionSummary } from '@web/components/booking/completion-summary';

/**
 * After the move, on the booking page: the company marks it completed (from the move day on);
 * then both sides see the final price and adjustments, and the customer confirms or disputes it
 * within 7 days. Nothing before the company can act, or for a cancelled booking.
 */
export function CompletionSection({ booking, side }: BookingSectionProps) {
  const { completion } = booking;
  if (booking.stage === 'CANCELLED') return null;
  if (!completion && side !== 'company') return null;
  const answering = side === 'customer' && booking.stage === 'COMPLETED_PENDING';
  return (
    <BookingSectionCard title={M.title} testId="completion-section">
      {completion ? (
        <>
          <CompletionSummary completion={completion} agreedTotal={booking.agreed_total} answering={answering} />
          {answering && (
            <CompletionAnswer
              quoteId={booking.quote_id}
              answerBy={completion.answer_by}
              prices={{ final: completion.final_price, agreed: booking.agreed_total }}
            />
          )}
          {side === 'company' && booking.stage === 'DISPUTED' && completion.dispute && (
            <DisputeSideForm quoteId={booking.quote_id} statement={completion.dispute.company_statement} />
          )}
        </>
      ) : moveDayHasCome(booking.move_day) ? (
        <CompleteMoveForm
          quoteId={booking.quote_id}
          terms={booking.terms}
          agreedTotal={booking.agreed_total}
          highestFinalPrice={booking.highest_final_price}
        />
      ) : (
        <Text c="gray.7">{M.beforeDay(booking.move_day)}</Text>
      )}
    </BookingSectionCard>
  );
}
