import { routes } from '@schemas/routes';
import { findCompanies } from '@functions/core/data/company/moving-companies';
import { findUser } from '@functions/core/data/user/users';
import { quotesOfMove } from '@functions/core/data/quote/quotes';
import { bookedDayOf, findBookedMoves } from '@functions/core/data/quote/booked-moves';
import { customerSideOfAll } from '@functions/quote-visibility';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { toCustomerQuote } from './views';

/**
 * GET /api/my-quotes — the customer's quotes, newest activity first, each with its company.
 * Reads: the caller's profile (access pattern 1) (a customer has one move request), Query of the
 * move's quotes (access pattern M5), BatchGet of the companies (quotes of unverified companies are left out)
 * and of a booked quote's booked move (its day and window as they stand, B3).
 * Callers: MOVER. No move request: [].
 */
export const listMyQuotes: PlainHandler<typeof routes.listMyQuotes> = async ({ auth }) => {
  const profile = await findUser(auth.userId, { consistent: true });
  if (!profile?.move_request_id) return [];
  // A payment-pending quote has not been sent: the customer sees their request, or nothing.
  const quotes = customerSideOfAll(await quotesOfMove(profile.move_request_id, { consistent: true })).filter(
    (q) => q.customer_id === auth.userId,
  );
  if (quotes.length === 0) return [];
  const [companies, bookedMoves] = await Promise.all([
    findCompanies(quotes.map((q) => q.moving_company_id)),
    findBookedMoves(quotes.filter((q) => q.status === 'BOOKED').map((q) => q.id)),
  ]);
  const bookedDays = new Map(bookedMoves.map((move) => [move.quote_id, bookedDayOf(move)]));
  return (
    quotes
      // A company an admin has not verified is never offered to the customer (nor bookable).
      .filter((q) => {
        const company = companies.get(q.moving_company_id);
        return !company || company.is_verified === true;
      })
      .map((q) => toCustomerQuote(q, companies.get(q.moving_company_id), bookedDays.get(q.id)))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
  );
};

export const handler = httpHandler(routes.listMyQuotes, listMyQuotes);
