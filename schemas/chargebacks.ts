import * as z from 'zod';
import { BookingWithChangesViewSchema } from './booking-changes';
import { ChargebackViewSchema } from './chargeback-view';
import { MoveDayRecordViewSchema } from './move-day-record';

/**
 * GET /admin/bookings/{id}/evidence: what MoveMatch knows of the booking, to answer a chargeback
 * with: the terms as booked (estimate, valuation chosen, documents acknowledged with their
 * versions, the inventory booked), the payment, the change history, the move-day record, the
 * completion and the customer's confirmation or dispute.
 */
export const EvidenceBundleSchema = z.object({
  generated_at: z.string(),
  chargeback: ChargebackViewSchema.nullable(),
  booking: BookingWithChangesViewSchema,
  move_day_record: MoveDayRecordViewSchema,
});
export type EvidenceBundle = z.infer<typeof EvidenceBundleSchema>;
