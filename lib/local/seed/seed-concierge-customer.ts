import { findUserByEmail, updateProfile } from '@functions/core/data/user/users';
import {
  addConciergeNote,
  findConciergeCase,
  notesOf,
  openConciergeCase,
  recommendQuote,
} from '@functions/core/data/concierge/concierge-desk';
import { findMoveRequest, setMoveMaxPrice } from '@functions/core/data/move-request/move-requests';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { ensureMoveRequest, ensureQuote } from './seed-moves';

const MOVE_ID = '01JDSEEDM00000000000000101';
const BULL_CITY = '01JDSEEDC00000000000000002';
const QUEEN_CITY = '01JDSEEDC00000000000000003';
const GATE_CITY = '01JDSEEDC00000000000000004';
const MAX_PRICE = 2500;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long ago the demo customer bought Concierge. */
const UPGRADED_DAYS_AGO = 3;

/**
 * concierge@example.com (docs/concierge.md, Demo): a concierge customer moving Durham →
 * Wilmington in four weeks with a maximum of $2,500, three companies asked (two quoted), a staff
 * note and a recommendation of Bull City Movers waiting for their answer. Idempotent: each part
 * is written only when missing.
 */
export async function seedConciergeCustomer(): Promise<boolean> {
  const customer = await findUserByEmail('concierge@example.com');
  const admin = await findUserByEmail('admin@example.com');
  if (!customer || !admin) return false;
  await ensureMoveRequest({
    customerId: customer.id,
    moveId: MOVE_ID,
    from: { address: '2 Duke St', city: 'Durham', state: 'NC', zip: '27701' },
    to: { address: '21 Water St', city: 'Wilmington', state: 'NC', zip: '28401' },
    startInDays: 28,
    spanDays: 3,
    bedrooms: 3,
  });
  const move = await findMoveRequest(MOVE_ID, { consistent: true });
  if (!move || move.user_id !== customer.id) return false;

  const base = { moveId: MOVE_ID, customerId: customer.id };
  // The unanswered request first, so every request comes before the quotes on the timeline.
  await ensureQuote({ ...base, companyId: GATE_CITY, status: 'QUOTE_REQUESTED' });
  await ensureQuote({ ...base, companyId: BULL_CITY, status: 'QUOTED', price: 2400 });
  await ensureQuote({ ...base, companyId: QUEEN_CITY, status: 'QUOTED', price: 2650, topPrice: 2900 });

  const now = new Date();
  if (!customer.is_concierge) await updateProfile(customer.id, { is_concierge: true });
  // The upgrade came first: the timeline reads upgrade, requests, quotes, recommendation.
  await openConciergeCase(customer.id, new Date(now.getTime() - UPGRADED_DAYS_AGO * DAY_MS));
  if (move.max_price === undefined) await setMoveMaxPrice(move, MAX_PRICE);
  const staff = { author_id: admin.id, author_name: `${admin.firstName} ${admin.lastName}` };
  if ((await notesOf(customer.id)).length === 0) {
    await addConciergeNote(
      { customer_id: customer.id, text: 'Asked Bull City to match the Queen City crew size; they agreed.', ...staff },
      now,
    );
  }
  const quote = await findQuoteOf(MOVE_ID, BULL_CITY);
  if (quote && !(await findConciergeCase(customer.id))?.rec_quote_id) {
    await recommendQuote(
      customer.id,
      {
        quote_id: quote.id,
        company_name: 'Bull City Movers',
        price: 2400,
        top_price: null,
        reason: 'the best-reviewed crew of the three, and within your maximum',
        by: admin.id,
      },
      now,
    );
  }
  return true;
}
