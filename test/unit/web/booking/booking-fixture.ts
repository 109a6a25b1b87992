import type { BookingWithChangesView } from '@schemas/booking-changes';
import type { Location } from '@schemas/move-requests';
import { testLocation } from '@test/support/fixtures/locations';

const location = (id: string, overrides: Partial<Location> = {}): Location => ({ ...testLocation(), id, ...overrides });

/** GET /booking/{id} of an upcoming afternoon move, booked at $1,500, price only. */
export function bookingView(overrides: Partial<BookingWithChangesView> = {}): BookingWithChangesView {
  return {
    quote_id: 'Q1',
    move_request_id: 'M1',
    moving_company_id: 'C1',
    stage: 'UPCOMING',
    move_day: '2026-12-27',
    arrival_window: { code: 'AFTERNOON', label: 'Afternoon, 12–5 pm' },
    terms: { price: 1500, top_price: null, description: 'Two movers and a truck', estimate: null },
    agreed_total: 1500,
    highest_final_price: 1500,
    booked_at: '2026-11-27T10:00:00.000Z',
    arrival_confirmed_at: null,
    arrival_unconfirmed: false,
    awaiting_completion: false,
    completion: null,
    payment: {
      kind: 'direct',
      deposit_paid: null,
      deposit_paid_at: null,
      card_last4: null,
      deposit_after_cancel: null,
      balance_held: null,
      hold_failed: false,
      balance_charged: null,
      deposit_refunded_part: null,
      chargeback: null,
    },
    cancellation: null,
    no_show: null,
    parties: {
      company: { id: 'C1', name: 'Tar Heel Moving Co.', email: 'office@tarheel.example', phone: '9195550100' },
      customer: { first_name: 'Jordan', last_name: 'Rivera', email: 'customer@example.com' },
      move_from: location('loc-1'),
      move_to: location('loc-2', { address: '9 Elm Ave', city: 'Durham', zip: '27701' }),
      move_regime: 'NC_INTRASTATE',
      special_considerations: 'Piano on the ground floor',
      is_packing_required: true,
    },
    change_proposal: null,
    change_history: [],
    ...overrides,
  };
}
