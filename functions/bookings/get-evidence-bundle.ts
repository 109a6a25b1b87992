import { routes } from '@schemas/routes';
import type { EvidenceBundle } from '@schemas/chargebacks';
import { bookingPaymentOf, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingPageView } from './booking-page-view';
import { callersBooking } from './callers-booking';
import { moveDayRecordView } from './move-day-record';
import { chargebackViewOf } from './views';

/**
 * GET /api/admin/bookings/{id}/evidence (ADMIN): what MoveMatch holds of a booking to answer a
 * chargeback with (docs/payments-for-moves.md, Disputes and chargebacks), assembled when asked, so it is
 * ready as soon as the dispute is flagged: the booking as both sides see it (the terms as booked
 * with the valuation chosen, the documents acknowledged and their versions, the inventory booked;
 * the payment; the change history; the completion and the customer's confirmation or dispute),
 * the move-day record, and the chargeback. Unknown booking 404.
 * Reads: the booked move, the company, the move request, the customer's profile, the move-day record.
 */
export const getEvidenceBundle: PlainHandler<typeof routes.getEvidenceBundle> = async ({ auth, params }) => {
  const { move } = await callersBooking(auth, params.id);
  return evidenceBundleOf(move);
};

/** The bundle of one booking, as the admin downloads it and as Stripe is sent it (submit-chargeback-evidence.ts). */
export async function evidenceBundleOf(move: BookedMoveItem): Promise<EvidenceBundle> {
  const [booking, record] = await Promise.all([bookingPageView(move, 'admin'), moveDayRecordView(move)]);
  return {
    generated_at: new Date().toISOString(),
    chargeback: chargebackViewOf(bookingPaymentOf(move)?.chargeback),
    booking,
    move_day_record: record,
  };
}

export const handler = httpHandler(routes.getEvidenceBundle, getEvidenceBundle);
