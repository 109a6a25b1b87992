import type Stripe from 'stripe';
import type { EvidenceBundle } from '@schemas/chargebacks';
import type { MoveDayStageView } from '@schemas/move-day-record';
import { formatInstantDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import { bookedPriceText } from '@schemas/bookings';

/*
 * What MoveMatch tells the customer's bank about a disputed booking (docs/payments-for-moves.md, Disputes
 * and chargebacks): Stripe's text fields of a dispute's evidence, written from the evidence
 * bundle (get-evidence-bundle.ts), so what the admin downloads and what the bank reads agree.
 */

/** Stripe's limit on one text field of a dispute's evidence. */
const STRIPE_TEXT_MAX = 20_000;

const place = (location: { city: string; state: string }) => `${location.city}, ${location.state}`;

function stageLine(name: string, stage: MoveDayStageView): string {
  if (!stage.signed_at) return `${name}: not signed by the customer.`;
  const exceptions = stage.exceptions.trim() ? ` Exceptions noted: ${stage.exceptions.trim()}` : '';
  return `${name}: ${stage.items.length} inventory lines checked, signed "${stage.signed_name}" on ${formatInstantDay(stage.signed_at)}.${exceptions}`;
}

/** The booking's story for the bank, oldest first: terms, documents read, move day, completion, the customer's answer. */
function bookingStory(bundle: EvidenceBundle, note: string): string {
  const { booking, move_day_record: record } = bundle;
  const { terms, parties, completion } = booking;
  const lines = [
    `Household move booked through MoveMatch on ${formatInstantDay(booking.booked_at)} with ${parties.company.name}, from ${place(parties.move_from)} to ${place(parties.move_to)} on ${booking.move_day}.`,
    `Price as booked: ${bookedPriceText(terms)}; the most the customer could be billed: ${formatDollars(booking.highest_final_price)}.`,
  ];
  for (const ack of terms.acknowledgements ?? [])
    lines.push(
      `The customer confirmed reading "${ack.title}" (${ack.version}) on ${formatInstantDay(ack.acknowledged_at)}.`,
    );
  for (const change of booking.change_history)
    lines.push(
      `A change the company proposed was ${change.decision.toLowerCase()} by the customer on ${formatInstantDay(change.decided_at)}.`,
    );
  lines.push(stageLine('Loading record', record.loading), stageLine('Delivery record', record.delivery));
  if (completion) {
    lines.push(
      `Completed by the company on ${formatInstantDay(completion.completed_at)} at ${formatDollars(completion.final_price)}.`,
    );
    if (completion.confirmed_at)
      lines.push(
        completion.auto_confirmed
          ? `Not disputed by the customer within 7 days: confirmed on ${formatInstantDay(completion.confirmed_at)}.`
          : `Confirmed by the customer on ${formatInstantDay(completion.confirmed_at)}.`,
      );
    if (completion.dispute)
      lines.push(
        `The customer disputed the final price with MoveMatch on ${formatInstantDay(completion.dispute.disputed_at)}: "${completion.dispute.reason}"`,
      );
    if (completion.resolution)
      lines.push(
        `MoveMatch resolved that dispute on ${formatInstantDay(completion.resolution.resolved_at)}: ${completion.resolution.note}`,
      );
  }
  if (note) lines.push(`MoveMatch's note: ${note}`);
  return lines.join('\n').slice(0, STRIPE_TEXT_MAX);
}

/** Stripe's evidence fields for this booking's dispute, with the admin's note. */
export function stripeEvidenceOf(bundle: EvidenceBundle, note: string): Stripe.DisputeUpdateParams.Evidence {
  const { booking } = bundle;
  const { parties, terms } = booking;
  const freeDays = terms.estimate?.free_cancellation_days;
  return {
    customer_name: `${parties.customer.first_name} ${parties.customer.last_name}`.trim(),
    customer_email_address: parties.customer.email,
    service_date: booking.move_day,
    product_description: `Household move by ${parties.company.name} on ${booking.move_day}, ${place(parties.move_from)} to ${place(parties.move_to)}, booked through MoveMatch at the terms the customer accepted.`,
    ...(freeDays !== undefined
      ? {
          cancellation_policy_disclosure: `Shown before booking and in the booked terms: free cancellation until ${freeDays} days before the move; after that the deposit goes to the mover.`,
        }
      : {}),
    uncategorized_text: bookingStory(bundle, note),
  };
}
