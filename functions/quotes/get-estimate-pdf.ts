import { routes } from '@schemas/routes';
import { licenceLine } from '@schemas/licences';
import { moveRegimeOf } from '@schemas/move-regime';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findMoveRequest, type StoredLocation } from '@functions/core/data/move-request/move-requests';
import { findQuoteById, findQuoteOf, type QuoteItem } from '@functions/core/data/quote/quotes';
import { findUser } from '@functions/core/data/user/users';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { pdfFileOf } from '@functions/platform/pdf/pdf-writer';
import { depositTaken, quoteValuationOffer } from './booking';
import { callersQuote, QUOTE_NOT_FOUND } from './callers-quote';
import { estimatePdf } from './estimate-pdf';
import { bookedTermsOf } from '@functions/core/data/quote/bookings';

export const NO_PRICE_YET = 'This quote has no price yet: the company has not answered.';

/** The quote as the caller may read it: the customer's own, or one of the caller's company. */
async function readableQuote(auth: AuthContext, quoteId: string): Promise<QuoteItem> {
  if (auth.role === 'MOVER') return callersQuote(auth, quoteId);
  const keys = await findQuoteById(quoteId);
  const companyId = (await findUser(auth.userId))?.moving_company_id;
  if (!keys || !companyId || keys.moving_company_id !== companyId) throw notFound(QUOTE_NOT_FOUND);
  const quote = await findQuoteOf(keys.move_request_id, keys.moving_company_id);
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  return quote;
}

const placeOf = (location: StoredLocation) => `${location.city}, ${location.state} ${location.zip}`;

/**
 * GET /api/quote/{id}/estimate-pdf: the quote's estimate as a PDF with its type on its face and
 * the carrier's numbers (estimate-pdf.ts), for the quote's customer or a user of its company;
 * 404 for anyone else (another customer's or company's quote). 409 before the company priced it.
 * The company reads the customer's first name only until the move is booked, as on its lead card.
 * Reads: the quote by id (access pattern M6) and by its key, the move request, the company, the
 * customer's profile (and the caller's, for a company user).
 */
export const getEstimatePdf: PlainHandler<typeof routes.getEstimatePdf> = async ({ auth, params }) => {
  const quote = await readableQuote(auth, params.id);
  if (quote.price == null) throw conflict(NO_PRICE_YET);
  const [move, company, customer] = await Promise.all([
    findMoveRequest(quote.move_request_id),
    findCompany(quote.moving_company_id),
    findUser(quote.customer_id),
  ]);
  if (!move || !company) throw notFound(QUOTE_NOT_FOUND);
  const fullName = auth.role === 'MOVER' || quote.status === 'BOOKED';
  const pdf = await estimatePdf({
    quoteId: quote.id,
    companyName: company.name,
    carrierNumbers: licenceLine({ ...company.vetting_facts, usdot_number: company.dot_number }),
    customerName: [customer?.firstName, fullName ? customer?.lastName : null].filter(Boolean).join(' '),
    from: placeOf(move.from_location),
    to: placeOf(move.to_location),
    firstDay: move.start_date,
    lastDay: move.end_date,
    regime: moveRegimeOf(move.from_location, move.to_location),
    price: quote.price,
    topPrice: quote.top_price ?? null,
    estimate: bookedTermsOf(quote).estimate,
    description: quote.description ?? null,
    valuation: quoteValuationOffer(quote, move),
    depositPath: depositTaken(quote, company) === null ? 'direct' : 'protected',
    issuedAt: quote.updated_at ?? new Date().toISOString(),
  });
  return pdfFileOf(pdf, `estimate-${quote.id}.pdf`);
};

export const handler = httpHandler(routes.getEstimatePdf, getEstimatePdf);
