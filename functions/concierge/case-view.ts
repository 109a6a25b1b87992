import type { ConciergeCase } from '@schemas/concierge-desk';
import { notesOf, type ConciergeCaseItem } from '@functions/core/data/concierge/concierge-desk';
import { findCompanies } from '@functions/core/data/company/moving-companies';
import { findMoveRequest, moveRouteOf, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { findBooking } from '@functions/core/data/quote/bookings';
import { quotesOfMove } from '@functions/core/data/quote/quotes';
import { findUser } from '@functions/core/data/user/users';
import { findMatchingCompanies } from '@functions/matches';
import { customerSideOfAll } from '@functions/quote-visibility';
import { readRecommendedQuoteNow, recommendationView } from './recommendation-view';

/** How many not-yet-asked matching companies the queue offers per customer, best first. */
const MATCHES_SHOWN = 10;

/** The customer's move request, when they have one of their own. */
export async function conciergeMoveOf(customerId: string): Promise<MoveRequestItem | null> {
  const profile = await findUser(customerId, { consistent: true });
  const move = profile?.move_request_id ? await findMoveRequest(profile.move_request_id, { consistent: true }) : null;
  return move?.user_id === customerId ? move : null;
}

/**
 * One customer's case as staff see it in the queue: who, the move, the maximum price, the
 * quotes (as the customer sees them), the matching companies not asked yet, notes and the
 * recommendation. Reads: the profile, the move request, the booking lock, the move's quotes, the
 * notes, the companies (BatchGet) and, while nothing is booked, the move's matches.
 */
export async function conciergeCaseView(item: ConciergeCaseItem): Promise<ConciergeCase> {
  const [profile, move, booking, notes] = await Promise.all([
    findUser(item.customer_id),
    conciergeMoveOf(item.customer_id),
    findBooking(item.customer_id),
    notesOf(item.customer_id),
  ]);
  const quotes = move ? customerSideOfAll(await quotesOfMove(move.id, { consistent: true })) : [];
  const asked = new Set(quotes.map((q) => q.moving_company_id));
  const [companies, matches] = await Promise.all([
    findCompanies([...asked]),
    move && !booking ? findMatchingCompanies(move, MATCHES_SHOWN + asked.size) : null,
  ]);
  const maxPrice = move?.max_price ?? null;
  return {
    customer: {
      id: item.customer_id,
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      email: profile?.email ?? '',
    },
    upgraded_at: item.upgraded_at,
    has_booking: booking !== null,
    move: move && { id: move.id, ...moveRouteOf(move) },
    max_price: maxPrice,
    quotes: quotes.map((q) => ({
      id: q.id,
      company_name: companies.get(q.moving_company_id)?.name ?? 'A company no longer listed',
      status: q.status,
      price: q.price ?? null,
      top_price: q.top_price ?? null,
    })),
    matching_companies: (matches?.matches ?? [])
      .filter(({ company }) => !asked.has(company.id))
      .slice(0, MATCHES_SHOWN)
      .map(({ company }) => ({ id: company.id, name: company.name })),
    notes: notes.map((note) => ({ id: note.id, text: note.text, author_name: note.author_name, at: note.at })),
    recommendation: recommendationView(item, maxPrice, await readRecommendedQuoteNow(item, quotes, booking !== null)),
    fee_paid_at: profile?.concierge_fee_paid_at ?? null,
  };
}
