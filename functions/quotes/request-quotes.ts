import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { requestQuotesFor } from './request';

/**
 * POST /api/quote/bulk — quote requests to up to 5 companies for the customer's own move.
 * Reads: the move request (access pattern 10), Query of the move's quotes (access pattern M4), BatchGet of the companies,
 * one availability Query per company. Writes: one TransactWriteItems of conditional Puts
 * the company's quote of the move. Callers: MOVER (another customer's move: 404). Answers 201 with
 * the created quotes; rules in request.ts.
 */
export const requestQuotes: PlainHandler<typeof routes.requestQuotes> = async ({ auth, profile, body }) =>
  requestQuotesFor(auth, profile, body.move_request_id, body.moving_company_ids);

export const handler = httpHandler(routes.requestQuotes, requestQuotes);
