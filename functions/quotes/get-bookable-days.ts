import { routes } from '@schemas/routes';
import { offeredArrivalWindows } from '@schemas/booking-days';
import { documentsForRegime } from '@schemas/move-documents';
import { moveRegimeOf } from '@schemas/move-regime';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { bookedDaysBetween } from '@functions/core/data/quote/day-capacity';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { notFound } from '@functions/platform/http/errors';
import { bookableDays } from './bookable-days';
import { quoteValuationOffer } from './booking';
import { callersQuote, QUOTE_NOT_FOUND } from './callers-quote';

/**
 * GET /api/quote/{id}/bookable-days: the days of the customer's own quote's move range the
 * company has published available and still has a crew for (today or later), and the arrival
 * windows it offers (morning, afternoon, its own when it has one). Reads: the quote by id
 * (access pattern M6), the company's quote of the move (consistent), the move request, the
 * company (access pattern 5), one Query of the company's booked days in the range (day capacity).
 * With them, the valuation options of the quote for this move (schemas/valuation.ts) and the
 * documents of its regime the customer acknowledges (schemas/move-documents.ts).
 * Refusals: another customer's or an unknown quote 404; other roles 403.
 */
export const getBookableDays: PlainHandler<typeof routes.getBookableDays> = async ({ auth, params }) => {
  const quote = await callersQuote(auth, params.id);
  const [move, company] = await Promise.all([
    findMoveRequest(quote.move_request_id),
    findCompany(quote.moving_company_id),
  ]);
  if (!move || !company) throw notFound(QUOTE_NOT_FOUND);
  const booked = await bookedDaysBetween(company.id, move.start_date, move.end_date);
  return {
    days: bookableDays(move, company, booked, new Date()),
    arrival_windows: offeredArrivalWindows(company.own_arrival_window),
    valuation: quoteValuationOffer(quote, move),
    documents: documentsForRegime(moveRegimeOf(move.from_location, move.to_location)),
  };
};

export const handler = httpHandler(routes.getBookableDays, getBookableDays);
