import { recordCompanyResponse } from '@functions/core/data/company/moving-companies';
import { refileMatchListing } from '@functions/core/data/company/company-match-listing';
import type { QuoteItem } from '@functions/core/data/quote/quotes';
import { logger } from '@functions/platform/logger';

/*
 * A company's response time to quote requests (spec: company cards): the median of
 * its last answers, from the customer's request (the quote's created_at) to the company's
 * first quote the customer sees. Quotes a company started unasked are not answers.
 */

const MINUTE_MS = 60_000;

/**
 * The customer first sees the company's price on a quote they had requested: time it, once per
 * quote. `requested` says the customer had asked (the visible status before was
 * QUOTE_REQUESTED). Never fails the send: a lost record only leaves the median a sample short.
 */
export async function recordResponseTime(quote: QuoteItem, requested: boolean, answeredAt = new Date()): Promise<void> {
  if (!requested) return;
  const requestedAt = Date.parse(quote.created_at ?? '');
  if (!Number.isFinite(requestedAt)) return;
  const minutes = Math.max(0, (answeredAt.getTime() - requestedAt) / MINUTE_MS);
  try {
    // The response time is a ranking input: matching's rosters follow it.
    if (await recordCompanyResponse(quote.moving_company_id, quote.id, minutes))
      await refileMatchListing(quote.moving_company_id);
  } catch (error) {
    logger.error('Response time not recorded', { quoteId: quote.id, error: String(error) });
  }
}
