import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { requestQuotesFor } from './request';

/**
 * POST /api/quote — one quote request; the same reads, writes and rules as POST /quote/bulk
 * (request.ts). A company already asked for this move: 400 'No companies available for quote
 * requests.'. Callers: MOVER, own move only. Answers 201 with the quote.
 */
export const requestQuote: PlainHandler<typeof routes.requestQuote> = async ({ auth, profile, body }) => {
  const [quote] = await requestQuotesFor(auth, profile, body.move_request_id, [body.moving_company_id]);
  return quote;
};

export const handler = httpHandler(routes.requestQuote, requestQuote);
