import { DEPOSIT_MESSAGES, maxDepositFor } from '@schemas/deposits';
import { QUOTE_MESSAGES, type UpdateCompanyQuoteBody } from '@schemas/company-quotes';
import { ESTIMATE_MESSAGES, type Estimate } from '@schemas/estimates';
import {
  estimateTotals,
  normalizeEstimate,
  priceByInventory,
  pricedChargeProblem,
  type InventoryQuantities,
} from '@schemas/estimate-totals';
import { formatDollars } from '@schemas/money';
import { quoteEstimate, type QuoteItem } from '@functions/core/data/quote/quotes';
import { isPastDate } from '@functions/platform/move-dates';
import { badRequest } from '@functions/platform/http/errors';

/** The price fields of a send or an edit: what the customer is quoted. */
export interface QuotedTerms {
  price: number;
  top_price: number | null;
  estimate: Estimate | null;
}

const fieldError = (field: string, message: string) => badRequest(message, { fields: { [field]: message } });

/**
 * The terms a send or edit leaves on the quote. A structured estimate decides the price and
 * the range end (its totals); a price or top price sent with it must agree, so no client can
 * state a total its parts do not add up to. Without an estimate in the body a stored one is
 * kept, and then a new price is refused for the same reason; `estimate: null` makes the quote
 * price-only again. An estimate priced by volume or weight takes its moving charge from the
 * move's current inventory (the version the send stamps on the quote); without one it is a 400.
 */
export function quotedTerms(
  body: Pick<UpdateCompanyQuoteBody, 'price' | 'top_price' | 'estimate'>,
  stored: QuoteItem | null,
  inventory: InventoryQuantities | null,
  now: Date = new Date(),
): QuotedTerms {
  const parts =
    body.estimate === undefined ? stored && quoteEstimate(stored) : body.estimate && normalizeEstimate(body.estimate);
  if (!parts) return priceOnlyTerms(body, stored);
  // Priced by volume or weight: the rate times the inventory the quote is sent for, now.
  const estimate = priceByInventory(parts, inventory);
  if (!estimate) throw fieldError('estimate.pricing_basis', ESTIMATE_MESSAGES.noInventoryToPrice);
  const tooHigh = pricedChargeProblem(estimate);
  if (tooHigh) throw fieldError('estimate.unit_rate', tooHigh);
  if (body.estimate && isPastDate(estimate.valid_until, now))
    throw fieldError('estimate.valid_until', ESTIMATE_MESSAGES.validUntilPast);
  const totals = estimateTotals(estimate);
  if (body.price !== undefined && body.price !== totals.price)
    throw fieldError('price', ESTIMATE_MESSAGES.totalMismatch(formatDollars(totals.price)));
  if (body.top_price !== undefined && (body.top_price ?? null) !== totals.top_price)
    throw fieldError('top_price', ESTIMATE_MESSAGES.topPriceMismatch(formatDollars(totals.top_price ?? totals.price)));
  // A deposit sent now is at most a quarter of the total (a stored one stands as it was sent).
  if (body.estimate && estimate.deposit > maxDepositFor(totals.price))
    throw fieldError('estimate.deposit', DEPOSIT_MESSAGES.tooHigh(maxDepositFor(totals.price)));
  return { price: totals.price, top_price: totals.top_price, estimate };
}

function priceOnlyTerms(
  body: Pick<UpdateCompanyQuoteBody, 'price' | 'top_price'>,
  stored: QuoteItem | null,
): QuotedTerms {
  const price = body.price ?? stored?.price;
  if (price === undefined) throw fieldError('price', QUOTE_MESSAGES.priceRequired);
  const topPrice = body.top_price !== undefined ? body.top_price : (stored?.top_price ?? null);
  if (topPrice !== null && topPrice < price) throw fieldError('top_price', QUOTE_MESSAGES.topPriceTooLow);
  return { price, top_price: topPrice, estimate: null };
}
