import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, Service, type EntityItem } from 'electrodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isDeepStrictEqual } from 'node:util';
import { isQuoteSent, QUOTE_STATUSES, type QuoteStatus } from '@schemas/enums';
import type { Estimate } from '@schemas/estimates';
import { batchGet } from '@functions/core/data/batch-reads';
import { isConditionalFailure } from '@functions/core/data/conditional';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { statusIn } from '@functions/core/data/status-condition';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, type TransactItem } from '@functions/core/data/transact-write';

/**
 * A quote: one per company per move request. Keys (all casing 'none'):
 * - main: MOVE#<move_request_id> / QUOTE#<moving_company_id>, so the quotes of a move are one
 *   Query next to the request (MOVE#<id>/REQUEST), and a conditional create enforces one
 *   quote per company per move.
 * - gsi3 byQuoteId: QUOTE#<id> / QUOTE, the lookup for /quote/{id}/... routes.
 * - gsi2 byCompany: COMPANY#<company id>#QUOTES / <created_at>#<id>, a company's leads in
 *   order of request (created_at never changes, so updates never move the key).
 * - gsi4 byLastActivity: COMPANY#<company id>#LEADS / <updated_at>#<move_request_id>#QUOTE, the
 *   lead manager's list by last interaction, shared with the unquoted saved leads
 *   (saved-leads.ts, ...#SAVED; read together by lead-manager-page.ts). Every write moves it.
 * - gsi5 byCustomerNews: COMPANY#<company id>#LEADNEWS#<lead_news> / <updated_at>#<move_request_id>:
 *   lead_news is NEWS while the status is one only the customer sets (requested, booked,
 *   cancelled), else NONE (a partition never read), so the Manage leads dot counts the news
 *   after a time by key range. ElectroDB keeps it with every status write.
 * Every read and write of a quote is below; nothing changes a quote without naming the
 * status it expects (a conditional write), so a parallel change is never overwritten.
 */
/** The statuses only the customer moves a quote to (request, book, cancel): the lead manager's news. */
const CUSTOMER_MOVES: readonly QuoteStatus[] = ['QUOTE_REQUESTED', 'BOOKED', 'CANCELLED'];

const LEAD_NEWS = ['NEWS', 'NONE'] as const;
type LeadNews = (typeof LEAD_NEWS)[number];
const leadNewsOf = (status: QuoteStatus): LeadNews => (CUSTOMER_MOVES.includes(status) ? 'NEWS' : 'NONE');

export const quoteEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'quote', version: '1', service: 'movematch' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          move_request_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          customer_id: { type: 'string', required: true, readOnly: true },
          status: { type: QUOTE_STATUSES, required: true },
          /**
           * True when the customer asked this company for the quote (createQuotes); false when
           * the company reached out from lead search. Absent on quotes stored before it existed.
           */
          asked_by_customer: { type: 'boolean' },
          /**
           * Set once when the customer said 'Not interested' to a quote they did not ask for
           * (quote-choice.ts): hidden from the customer, no further quote or message from the company.
           */
          customer_not_interested_at: { type: 'string' },
          /** When the customer cancelled their booking of this quote (the last time). */
          cancelled_at: { type: 'string' },
          /**
           * The figures the company quoted before the customer cancelled and asked again, with
           * when it was cancelled: kept as history while the company quotes afresh.
           */
          earlier_quote: {
            type: 'map',
            properties: {
              price: { type: 'number', required: true },
              top_price: { type: 'number' },
              cancelled_at: { type: 'string', required: true },
            },
          },
          /** Whole dollars as the company typed them; absent until quoted. */
          price: { type: 'number' },
          top_price: { type: 'number' },
          description: { type: 'string' },
          /**
           * The structured quote (schemas/estimates.ts), normalised; price and top_price are its
           * totals. Absent on a price-only quote.
           */
          estimate: { type: 'any' },
          quoted_by_user_id: { type: 'string' },
          quoted_by_name: { type: 'string' },
          /**
           * The move request's version and updated_at when the company last sent this quote,
           * so the lead manager can say 'Move request has changed since this job was quoted'.
           */
          quoted_move_version: { type: 'number' },
          quoted_move_updated_at: { type: 'string' },
          /** The inventory version the quote was last sent for (docs/inventory.md); absent: sent before any inventory. */
          quoted_inventory_version: { type: 'number' },
          /**
           * When the company used 'Mark as Booked' (companyStatus). `status` stays the
           * customer's side: only the customer's own booking sets it BOOKED, and with it the
           * booking lock and the contact reveal; the mark is the company's record only.
           */
          company_marked_booked_at: { type: 'string' },
          /**
           * The customer's last name, copied in by the customer's own booking, so the company's
           * conversation list reveals it without reading each profile. Read only while BOOKED.
           */
          customer_last_name: { type: 'string' },
          /**
           * Sent by a pay-per-lead company without a token left: stored, shown to the company
           * with its status, hidden from the customer until a refill pays for it (payment
           * pending). `pending_from_status` is what the customer saw before: QUOTE_REQUESTED
           * when they had asked; absent when the company started the quote (then hidden).
           */
          payment_pending_since: { type: 'string' },
          pending_from_status: { type: ['QUOTE_REQUESTED'] as const },
          /**
           * Copied in by the lead manager list (lead-manager-page.ts) the first time it needs
           * them, without touching updated_at, so a row of the list reads the quote and its move
           * only: the customer's first name, the company's paid-lead record (never undone: a
           * refunded lead stays paid) and its saved lead (cleared by the unsave).
           */
          customer_first_name: { type: 'string' },
          lead_paid: { type: 'boolean' },
          lead_saved: { type: 'boolean' },
          /** NEWS while the status is one the customer sets (CUSTOMER_MOVES), else NONE: the news index's partition (gsi5). */
          lead_news: {
            type: LEAD_NEWS,
            watch: ['status'],
            set: (value?: LeadNews, item?: { status?: unknown }) =>
              typeof item?.status === 'string' ? leadNewsOf(item.status as QuoteStatus) : value,
          },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byMove: {
            pk: { field: 'pk', composite: ['move_request_id'], template: 'MOVE#${move_request_id}', casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['moving_company_id'],
              template: 'QUOTE#${moving_company_id}',
              casing: 'none',
            },
          },
          byCompany: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}#QUOTES',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['created_at', 'id'], template: '${created_at}#${id}', casing: 'none' },
          },
          byQuoteId: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['id'], template: 'QUOTE#${id}', casing: 'none' },
            sk: { field: 'gsi3sk', composite: [], template: 'QUOTE', casing: 'none' },
          },
          byCustomerNews: {
            index: 'gsi5',
            pk: {
              field: 'gsi5pk',
              composite: ['moving_company_id', 'lead_news'],
              template: 'COMPANY#${moving_company_id}#LEADNEWS#${lead_news}',
              casing: 'none',
            },
            sk: {
              field: 'gsi5sk',
              composite: ['updated_at', 'move_request_id'],
              template: '${updated_at}#${move_request_id}',
              casing: 'none',
            },
          },
          byLastActivity: {
            index: 'gsi4',
            pk: {
              field: 'gsi4pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}#LEADS',
              casing: 'none',
            },
            sk: {
              field: 'gsi4sk',
              composite: ['updated_at', 'move_request_id'],
              template: '${updated_at}#${move_request_id}#QUOTE',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type QuoteItem = EntityItem<ReturnType<typeof quoteEntity>>;

// ---- Reads ----

/** The quotes of one move request (one Query on the main key). */
export async function quotesOfMove(
  moveRequestId: string,
  options: { consistent?: boolean } = {},
): Promise<QuoteItem[]> {
  const { data } = await quoteEntity()
    .query.byMove({ move_request_id: moveRequestId })
    .go({ pages: 'all', consistent: options.consistent ?? false });
  return data;
}

/**
 * The quote by the key of its move and company: one strongly consistent GetItem of
 * the Quote's main key (the current status, right after a write).
 */
export async function findQuoteOf(moveRequestId: string, companyId: string): Promise<QuoteItem | null> {
  const { data } = await quoteEntity()
    .get({ move_request_id: moveRequestId, moving_company_id: companyId })
    .go({ consistent: true });
  return data ?? null;
}

/**
 * Access pattern M6, the quote by id (eventually consistent: ids come from lists read earlier). Its keys
 * are readOnly, so they are never stale; read the current status with findQuoteOf.
 */
export async function findQuoteById(id: string): Promise<QuoteItem | null> {
  const { data } = await quoteEntity().query.byQuoteId({ id }).go({ limit: 1 });
  return data[0] ?? null;
}

/** The company's quotes of these moves, by move (any status): one BatchGet MOVE#<id>/QUOTE#<company>, only the ones found cost a read. */
export async function companyQuotesOfMoves(companyId: string, moveIds: string[]): Promise<Map<string, QuoteItem>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ move_request_id, moving_company_id: companyId }));
  if (keys.length === 0) return new Map();
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await quoteEntity().get(k).go();
    return {
      data,
      unprocessed: unprocessed.map((u) => ({ move_request_id: u.move_request_id, moving_company_id: companyId })),
    };
  });
  return new Map(items.map((q) => [q.move_request_id, q]));
}

/** Query gsi2 COMPANY#<id>#QUOTES: every quote of the company, oldest request first. */
export async function listCompanyQuotes(companyId: string): Promise<QuoteItem[]> {
  const { data } = await quoteEntity().query.byCompany({ moving_company_id: companyId }).go({ pages: 'all' });
  return data;
}

/**
 * The company's quotes created at or after `since` (all when null): one Query of the
 * company's quotes (access pattern M7) from `since` on, reading only id, status, price, when it
 * came in and the company's booked mark (what the company's status is made of). Never a Scan; a
 * window reads only its own key range.
 */
export async function companyQuotesSince(
  companyId: string,
  since: string | null,
): Promise<Array<Pick<QuoteItem, 'id' | 'status' | 'price' | 'created_at' | 'company_marked_booked_at'>>> {
  const query = quoteEntity().query.byCompany({ moving_company_id: companyId });
  const ranged = since ? query.gte({ created_at: since }) : query;
  const { data } = await ranged.go({
    pages: 'all',
    attributes: ['id', 'status', 'price', 'created_at', 'company_marked_booked_at'],
  });
  return data;
}

/** Which of these moves the company has sent a quote for (isQuoteSent; a bare request is not one): BatchGet MOVE#<id>/QUOTE#<company>. */
export async function movesQuotedBy(companyId: string, moveIds: string[]): Promise<Set<string>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ move_request_id, moving_company_id: companyId }));
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await quoteEntity()
      .get(k)
      .go({ attributes: ['move_request_id', 'status'] });
    return {
      data,
      unprocessed: unprocessed.map((u) => ({ move_request_id: u.move_request_id, moving_company_id: companyId })),
    };
  });
  return new Set(items.filter((q) => isQuoteSent(q.status)).map((q) => q.move_request_id));
}

/**
 * Which of these moves the customer booked with this company (its quote's status BOOKED: the
 * customer's own booking, never the company's mark), with the last name the booking copied onto
 * the quote (null on quotes booked before it did): one BatchGet of those quotes.
 * The contact reveal on messaging follows it, as toCompanyView does.
 */
export async function movesBookedWith(companyId: string, moveIds: string[]): Promise<Map<string, string | null>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ move_request_id, moving_company_id: companyId }));
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await quoteEntity()
      .get(k)
      .go({ attributes: ['move_request_id', 'status', 'customer_last_name'] });
    return {
      data,
      unprocessed: unprocessed.map((u) => ({ move_request_id: u.move_request_id, moving_company_id: companyId })),
    };
  });
  return new Map(
    items.filter((q) => q.status === 'BOOKED').map((q) => [q.move_request_id, q.customer_last_name ?? null]),
  );
}

/**
 * How many of the company's quotes the customer changed after `since` (all when null): its
 * status is one the customer sets and its updated_at is later. One keys-only Query (Select
 * COUNT, every page) of the news index gsi5 COMPANY#<id>#LEADNEWS#NEWS with sk > <since>#~ (the
 * '~' sorts after every move id, so a quote changed exactly at `since` is not news): it reads
 * only the quotes it counts.
 */
export async function customerNewsCount(companyId: string, since: string | null): Promise<number> {
  const params = quoteEntity()
    .query.byCustomerNews({ moving_company_id: companyId, lead_news: 'NEWS' })
    .params<{ TableName: string; IndexName: string; ExpressionAttributeValues: Record<string, unknown> }>();
  const pk = params.ExpressionAttributeValues[':pk'];
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: params.TableName,
        IndexName: params.IndexName,
        KeyConditionExpression: since ? '#pk = :pk AND #sk > :after' : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi5pk', ...(since ? { '#sk': 'gsi5sk' } : {}) },
        ExpressionAttributeValues: { ':pk': pk, ...(since ? { ':after': `${since}#~` } : {}) },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

// ---- Conditional writes ----

/** The raw key of the company's quote of a move (for the updates that must not move updated_at). */
function quoteKey(companyId: string, moveRequestId: string): Record<string, unknown> {
  return quoteEntity()
    .get({ move_request_id: moveRequestId, moving_company_id: companyId })
    .params<{ Key: Record<string, unknown> }>().Key;
}

/**
 * Copies facts the lead manager list needs onto the quote (customer_first_name, lead_paid,
 * lead_saved) without touching updated_at, so the quote keeps its place in the list; a quote
 * gone meanwhile is left alone. Returns the raw Update for a transaction.
 */
export function quoteFactsUpdate(
  companyId: string,
  moveRequestId: string,
  facts: Partial<Pick<QuoteItem, 'customer_first_name' | 'lead_paid' | 'lead_saved'>>,
) {
  const names = Object.keys(facts).filter((name) => facts[name as keyof typeof facts] !== undefined);
  return {
    TableName: config.tableName,
    Key: quoteKey(companyId, moveRequestId),
    UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(
      names.map((name, i) => [`:f${i}`, facts[name as keyof typeof facts]]),
    ),
  };
}

/** The unsave's half: the company's quote of the move (if any) is no longer marked saved. */
export async function clearQuoteSavedMark(companyId: string, moveRequestId: string): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: quoteKey(companyId, moveRequestId),
        UpdateExpression: 'REMOVE lead_saved',
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/**
 * Records that the move's sent quotes were made for this inventory version, leaving the quotes
 * as they are (their change time too): for the local seed, whose customers list their goods
 * before the companies quote. Requested quotes are left alone.
 */
export async function stampSentQuotesWithInventory(moveRequestId: string, version: number): Promise<number> {
  const sent = (await quotesOfMove(moveRequestId, { consistent: true })).filter(
    (quote) => quote.status !== 'QUOTE_REQUESTED',
  );
  for (const quote of sent)
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: quoteKey(quote.moving_company_id, quote.move_request_id),
        UpdateExpression: 'SET quoted_inventory_version = :version',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':version': version },
      }),
    );
  return sent.length;
}

const quoteService = lazyEntity(() => new Service({ quote: quoteEntity() }, entityConfig()));

/**
 * A requested quote; the customer's first name and the company's paid mark ride along so its
 * lead manager row needs no profile or paid read.
 */
export type NewQuote = Pick<QuoteItem, 'id' | 'move_request_id' | 'moving_company_id' | 'customer_id'> &
  Partial<Pick<QuoteItem, 'customer_first_name' | 'lead_paid'>> & {
    /** When the request was made; now unless given (the local seed writes past moves' history). */
    created_at?: string;
  };

/**
 * Creates the quotes in one transaction of conditional creates (attribute_not_exists): if
 * any company already has a quote for the move (a parallel request won), nothing is written
 * and false is returned, so the caller re-reads and decides again. At most 100 items.
 */
export async function createQuotes(quotes: readonly NewQuote[]): Promise<boolean> {
  const now = nowIso();
  const { canceled } = await quoteService()
    .transaction.write(({ quote }) =>
      quotes.map((q) =>
        quote
          .create({
            ...q,
            status: 'QUOTE_REQUESTED',
            asked_by_customer: true,
            created_at: q.created_at ?? now,
            updated_at: now,
          })
          .commit(),
      ),
    )
    .go();
  return !canceled;
}

export interface QuoteContent {
  price: number;
  top_price: number | null;
  description: string | null;
  estimate: Estimate | null;
  quoted_by_user_id: string;
  quoted_by_name: string;
}

/** The quote's stored estimate, typed (the entity keeps it as an opaque map). */
export const quoteEstimate = (quote: Pick<QuoteItem, 'estimate'>): Estimate | null =>
  (quote.estimate as Estimate | undefined) ?? null;

/** What the quote remembers of the move when it is sent (for "changed since quoted" and the inventory it was made for). */
const moveStamp = (move: MoveRequestItem) => ({
  quoted_move_version: move.version ?? 0,
  quoted_move_updated_at: move.updated_at!,
  ...(move.inventory_version === undefined ? {} : { quoted_inventory_version: move.inventory_version }),
});

/** A stored optional value and a sent one compared with null, '' and absent as the same "none". */
const sameValue = (stored: unknown, sent: unknown) => (stored ?? null) === (sent === '' ? null : (sent ?? null));

/**
 * Whether the change would leave what the customer sees as stored: the same status, and
 * every price, range end and description sent equal to the stored one (absent = unchanged).
 * Who sent it and the move it was quoted against follow a real change only.
 */
export function quoteChangesNothing(
  quote: QuoteItem,
  change: { status: QuoteStatus; content: Partial<QuoteContent> },
): boolean {
  const { price, top_price, description, estimate } = change.content;
  return (
    change.status === quote.status &&
    (price === undefined || sameValue(quote.price, price)) &&
    (top_price === undefined || sameValue(quote.top_price, top_price)) &&
    (description === undefined || sameValue(quote.description, description)) &&
    (estimate === undefined || isDeepStrictEqual(quoteEstimate(quote), estimate))
  );
}

/** How a send is paid: nothing to pay (or paid with it), or stored as payment-pending. */
export type QuotePayment = 'none' | 'pending';

export interface QuoteChange {
  status: QuoteStatus;
  content: Partial<QuoteContent>;
  move?: MoveRequestItem;
}

/** The update of a quote's content and status (a null range end or description is removed). */
function contentUpdate(
  quote: QuoteItem,
  change: QuoteChange,
  from: readonly QuoteStatus[],
  payment: QuotePayment | null,
  marks: SendMarks = {},
) {
  const { top_price, description, estimate, ...rest } = change.content;
  const set: Record<string, unknown> = { status: change.status, ...rest };
  if (marks.leadPaid) set.lead_paid = true;
  const remove: Array<'top_price' | 'description' | 'estimate' | 'payment_pending_since' | 'pending_from_status'> = [];
  if (top_price === null) remove.push('top_price');
  else if (top_price !== undefined) set.top_price = top_price;
  if (estimate === null) remove.push('estimate');
  else if (estimate !== undefined) set.estimate = estimate;
  if (description === null || description === '') remove.push('description');
  else if (description !== undefined) set.description = description;
  if (change.move) Object.assign(set, moveStamp(change.move));
  if (payment === 'pending') {
    set.payment_pending_since = quote.payment_pending_since ?? nowIso();
    const before = quote.payment_pending_since ? quote.pending_from_status : quote.status;
    if (before === 'QUOTE_REQUESTED') set.pending_from_status = before;
  } else if (payment === 'none' && quote.payment_pending_since) {
    remove.push('payment_pending_since', 'pending_from_status');
  }
  let update = quoteEntity()
    .patch({ move_request_id: quote.move_request_id, moving_company_id: quote.moving_company_id })
    .set(set);
  if (remove.length > 0) update = update.remove(remove);
  return update.where(statusIn(from));
}

/** Does this send change nothing: the content and status as stored, and the same payment state? */
function sendChangesNothing(
  quote: QuoteItem,
  change: QuoteChange,
  from: readonly QuoteStatus[],
  payment: QuotePayment,
): boolean {
  const pendingNow = Boolean(quote.payment_pending_since);
  return from.includes(quote.status) && quoteChangesNothing(quote, change) && pendingNow === (payment === 'pending');
}

/** A new quote, or its id when a send creates one (a saved or searched lead). */
export interface QuoteToSend {
  /** The stored quote; null when the send creates it. */
  quote: QuoteItem | null;
  /** Used only when the send creates the quote. */
  newId: string;
  move: MoveRequestItem;
  companyId: string;
  change: QuoteChange;
  /** The statuses the stored quote must still have. */
  from: readonly QuoteStatus[];
  /** The customer's first name, stored on a quote the send creates (its lead manager row then reads no profile). */
  customerFirstName?: string;
}

/** Facts a send knows that the lead manager row shows: the lead is paid (the send joins its token spend). */
export interface SendMarks {
  leadPaid?: boolean;
}

/**
 * The transaction item of a quote's send (a create with attribute_not_exists, or an update
 * conditional on `from`), so a token spend can join it. 'pending' stores it as
 * payment-pending (hidden from the customer); 'none' sends it and clears a pending mark.
 * Null when the send would change nothing (no write: updated_at lights the customer's count).
 */
export function quoteSendItem(send: QuoteToSend, payment: QuotePayment, marks: SendMarks = {}): TransactItem | null {
  const { quote, change } = send;
  if (quote) {
    if (sendChangesNothing(quote, change, send.from, payment)) return null;
    return transactItem(contentUpdate(quote, change, send.from, payment, marks));
  }
  const { top_price, description, estimate, ...rest } = change.content;
  return transactItem(
    quoteEntity().create({
      id: send.newId,
      move_request_id: send.move.id,
      moving_company_id: send.companyId,
      customer_id: send.move.user_id,
      status: change.status,
      asked_by_customer: false,
      ...(rest as Pick<QuoteContent, 'price' | 'quoted_by_user_id' | 'quoted_by_name'>),
      ...(top_price === null || top_price === undefined ? {} : { top_price }),
      ...(description ? { description } : {}),
      ...(estimate ? { estimate } : {}),
      ...moveStamp(send.move),
      ...(payment === 'pending' ? { payment_pending_since: nowIso() } : {}),
      ...(send.customerFirstName ? { customer_first_name: send.customerFirstName } : {}),
      ...(marks.leadPaid ? { lead_paid: true } : {}),
    }),
  );
}

/**
 * Sends or edits the quote: the new content and status, only while its status is one of
 * `from` (else null: it changed meanwhile). A null range end or description is removed.
 * A change that changes nothing writes nothing: updated_at is what lights the customer's
 * new-quote count, so an empty PATCH must not look like a re-sent quote. A payment-pending
 * mark is left as it is.
 */
export async function writeQuoteContent(
  quote: QuoteItem,
  change: QuoteChange,
  from: readonly QuoteStatus[],
): Promise<QuoteItem | null> {
  if (from.includes(quote.status) && quoteChangesNothing(quote, change)) return quote;
  try {
    const { data } = await contentUpdate(quote, change, from, null).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

// ---- Payment-pending quotes ----

/** The company's payment-pending quotes, oldest first: Query gsi2 COMPANY#<id>#QUOTES, filtered. */
export async function pendingQuotesOfCompany(companyId: string): Promise<QuoteItem[]> {
  const { data } = await quoteEntity()
    .query.byCompany({ moving_company_id: companyId })
    .where((attr, op) => op.exists(attr.payment_pending_since))
    .go({ pages: 'all' });
  return data.sort((a, b) => (a.payment_pending_since ?? '').localeCompare(b.payment_pending_since ?? ''));
}

/**
 * The customer asks a company whose own quote is waiting for its payment (hidden from them):
 * from now on the customer sees it as their request. One conditional UpdateItem (still
 * pending, not requested yet); false when it was not.
 */
export async function markPendingQuoteRequested(quote: QuoteItem): Promise<boolean> {
  try {
    await quoteEntity()
      .patch({ move_request_id: quote.move_request_id, moving_company_id: quote.moving_company_id })
      .set({ pending_from_status: 'QUOTE_REQUESTED', asked_by_customer: true })
      .where((attr, op) => `${op.exists(attr.payment_pending_since)} AND ${op.notExists(attr.pending_from_status)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * The item that sends a payment-pending quote once its token is paid: the pending mark
 * removed (updated_at moves on, so the customer's count lights), the lead marked paid when a
 * token pays for it (the lead manager row's mark), only while it is still pending and QUOTED.
 */
export function releasePendingQuoteItem(quote: QuoteItem, marks: SendMarks = {}): TransactItem {
  const patch = quoteEntity().patch({
    move_request_id: quote.move_request_id,
    moving_company_id: quote.moving_company_id,
  });
  return transactItem(
    (marks.leadPaid ? patch.set({ lead_paid: true }) : patch)
      .remove(['payment_pending_since', 'pending_from_status'])
      .where((attr, op) => op.exists(attr.payment_pending_since))
      .where(statusIn(['QUOTED'])),
  );
}

/**
 * The customer asks again after a cancellation: CANCELLED → QUOTE_REQUESTED with the old
 * price, range, structured estimate, description and author removed (the company quotes
 * afresh, so no old term can be booked by mistake); the old price and
 * range stay as `earlier_quote` with when it was cancelled. One conditional UpdateItem; false
 * when the quote was no longer CANCELLED.
 */
export async function reopenCancelledQuote(quote: QuoteItem): Promise<boolean> {
  const earlier = earlierQuoteOf(quote);
  try {
    await quoteEntity()
      .patch({ move_request_id: quote.move_request_id, moving_company_id: quote.moving_company_id })
      // Asked again: from now on the customer's own request, whoever started the quote.
      .set({ status: 'QUOTE_REQUESTED', asked_by_customer: true, ...(earlier ? { earlier_quote: earlier } : {}) })
      .remove([
        'price',
        'top_price',
        'estimate',
        'description',
        'quoted_by_user_id',
        'quoted_by_name',
        'quoted_move_version',
        'quoted_move_updated_at',
        'quoted_inventory_version',
      ])
      .where(statusIn(['CANCELLED']))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** The figures a cancelled quote leaves as history; none when it was never priced. */
function earlierQuoteOf(quote: QuoteItem): QuoteItem['earlier_quote'] {
  if (quote.price === undefined) return quote.earlier_quote;
  return {
    price: quote.price,
    ...(quote.top_price !== undefined ? { top_price: quote.top_price } : {}),
    // Quotes cancelled before cancelled_at was stored: their last change was the cancellation.
    cancelled_at: quote.cancelled_at ?? quote.updated_at ?? nowIso(),
  };
}
