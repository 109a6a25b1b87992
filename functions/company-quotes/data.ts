import type { QuoteStatus } from '@schemas/enums';
import { isConditionalFailure } from '@functions/core/data/conditional';
import type { MoveRequestItem } from '@functions/core/data/move-requests';
import { quoteEntity, type QuoteItem } from '@functions/core/data/quotes';

/*
 * The reads and conditional writes of a company's quotes. Keys are the quote entity's
 * (MOVE#<move>/QUOTE#<company>, gsi2 COMPANY#<id>#QUOTES, gsi3 QUOTE#<id>); nothing here
 * reads and then writes unconditionally: every change names the status it expects.
 */

/** GetItem MOVE#<move>/QUOTE#<company> (consistent: the editor reloads right after a save). */
export async function findCompanyQuote(moveRequestId: string, companyId: string): Promise<QuoteItem | null> {
  const { data } = await quoteEntity()
    .get({ move_request_id: moveRequestId, moving_company_id: companyId })
    .go({ consistent: true });
  return data ?? null;
}

/** Query gsi3 QUOTE#<id> (eventually consistent: ids come from lists read earlier). */
export async function findQuoteById(id: string): Promise<QuoteItem | null> {
  const { data } = await quoteEntity().query.byQuoteId({ id }).go({ limit: 1 });
  return data[0] ?? null;
}

/** Query gsi2 COMPANY#<id>#QUOTES: every quote of the company, oldest request first. */
export async function listCompanyQuotes(companyId: string): Promise<QuoteItem[]> {
  const { data } = await quoteEntity().query.byCompany({ moving_company_id: companyId }).go({ pages: 'all' });
  return data;
}

export interface QuoteContent {
  price: number;
  top_price: number | null;
  description: string | null;
  quoted_by_user_id: string;
  quoted_by_name: string;
}

/** What the quote remembers of the move when it is sent (for "changed since quoted"). */
const moveStamp = (move: MoveRequestItem) => ({
  quoted_move_version: move.version ?? 0,
  quoted_move_updated_at: move.updated_at!,
});

/** A fresh QUOTED quote (a saved or searched lead): conditional create; null if one exists. */
export async function createSentQuote(
  quote: { id: string; move: MoveRequestItem; companyId: string },
  content: QuoteContent,
): Promise<QuoteItem | null> {
  const { top_price, description, ...rest } = content;
  try {
    const { data } = await quoteEntity()
      .create({
        id: quote.id,
        move_request_id: quote.move.id,
        moving_company_id: quote.companyId,
        customer_id: quote.move.user_id,
        status: 'QUOTED',
        ...rest,
        ...(top_price === null ? {} : { top_price }),
        ...(description ? { description } : {}),
        ...moveStamp(quote.move),
      })
      .go();
    return data as QuoteItem;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

const statusIn = (from: readonly QuoteStatus[]) => (attr: { status: unknown }, op: { eq: (a: never, b: string) => string }) =>
  `(${from.map((status) => op.eq(attr.status as never, status)).join(' OR ')})`;

/**
 * Sends or edits the quote: the new content and status, only while its status is one of
 * `from` (else null: it changed meanwhile). A null range end or description is removed.
 */
export async function writeQuoteContent(
  quote: QuoteItem,
  change: { status: QuoteStatus; content: Partial<QuoteContent>; move?: MoveRequestItem },
  from: readonly QuoteStatus[],
): Promise<QuoteItem | null> {
  const { top_price, description, ...rest } = change.content;
  const set: Record<string, unknown> = { status: change.status, ...rest };
  const remove: Array<'top_price' | 'description'> = [];
  if (top_price === null) remove.push('top_price');
  else if (top_price !== undefined) set.top_price = top_price;
  if (description === null || description === '') remove.push('description');
  else if (description !== undefined) set.description = description;
  if (change.move) Object.assign(set, moveStamp(change.move));
  try {
    let update = quoteEntity()
      .patch({ move_request_id: quote.move_request_id, moving_company_id: quote.moving_company_id })
      .set(set as never);
    if (remove.length > 0) update = update.remove(remove);
    const { data } = await update.where(statusIn(from) as never).go({ response: 'all_new' });
    return data as QuoteItem;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}
