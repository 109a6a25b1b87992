import { Entity, type EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import { TOKEN_LEDGER_KINDS, type TokenLedgerEntry } from '@schemas/payments';
import { batchGet } from '@functions/core/data/batch-reads';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';

/**
 * A pay-per-lead company's lead tokens (spec sections 7 and 9; refunds beyond the spec). Keys
 * (casing 'none'):
 * - COMPANY#<id> / TOKENS: the balance, never below 0 (every decrement is conditional on >= 1).
 * - COMPANY#<id> / TOKENLEDGER#<ulid>: one entry per change (bought +n, spent -1, refunded +1);
 *   the ulid sorts them, so newest first is one Query read backwards.
 * - COMPANY#<id> / TOKENCREDIT#<checkout session id>: a paid session credits once (created
 *   with attribute_not_exists in the credit's transaction).
 * - MOVE#<moveId> / PAIDLEAD#<companyId>: the company paid for this lead (has_token), next to
 *   the move's quotes, so a move's paid leads are one Query and a refund reads them all.
 * Every change of the balance is one transaction with its ledger entry (and the paid-lead or
 * session record that makes it happen once), so the ledger always adds up to the balance.
 */

/** Ledger ids sort in the order they were made, even within one millisecond. */
const ulid = monotonicFactory();

const companyKey = {
  field: 'pk',
  composite: ['moving_company_id'],
  template: 'COMPANY#${moving_company_id}',
  casing: 'none',
} as const;

export const tokenBalanceEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tokenBalance', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          balance: { type: 'number', required: true },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byCompany: { pk: companyKey, sk: { field: 'sk', composite: [], template: 'TOKENS', casing: 'none' } },
        },
      },
      entityConfig(),
    ),
);

export const tokenLedgerEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tokenLedgerEntry', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          kind: { type: TOKEN_LEDGER_KINDS, required: true, readOnly: true },
          /** Signed: +20 bought, -1 spent, +1 refunded. */
          tokens: { type: 'number', required: true, readOnly: true },
          move_request_id: { type: 'string', readOnly: true },
          lead_label: { type: 'string', readOnly: true },
          reason: { type: 'string', required: true, readOnly: true },
          /** The checkout session of a purchase. */
          session_id: { type: 'string', readOnly: true },
          created_at: { type: 'string', readOnly: true, default: nowIso },
        },
        indexes: {
          byCompany: {
            pk: companyKey,
            sk: { field: 'sk', composite: ['id'], template: 'TOKENLEDGER#${id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export const tokenCreditEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tokenCredit', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          session_id: { type: 'string', required: true, readOnly: true },
          tokens: { type: 'number', required: true, readOnly: true },
          ledger_entry_id: { type: 'string', required: true, readOnly: true },
          created_at: { type: 'string', readOnly: true, default: nowIso },
        },
        indexes: {
          byCompany: {
            pk: companyKey,
            sk: { field: 'sk', composite: ['session_id'], template: 'TOKENCREDIT#${session_id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export const paidLeadEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'paidLead', version: '1', service: 'movematch' },
        attributes: {
          move_request_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          spent_at: { type: 'string', required: true, readOnly: true },
          /** The 'spent' ledger entry. */
          ledger_entry_id: { type: 'string', required: true, readOnly: true },
          lead_label: { type: 'string', readOnly: true },
          /** Set once, with the refund's balance ADD and ledger entry. */
          refunded_at: { type: 'string' },
          refund_reason: { type: 'string' },
        },
        indexes: {
          byMove: {
            pk: { field: 'pk', composite: ['move_request_id'], template: 'MOVE#${move_request_id}', casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['moving_company_id'],
              template: 'PAIDLEAD#${moving_company_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type PaidLeadItem = EntityItem<ReturnType<typeof paidLeadEntity>>;
type LedgerItem = EntityItem<ReturnType<typeof tokenLedgerEntity>>;

// ---- Reads ----

/** The company's balance (consistent GetItem COMPANY#<id>/TOKENS); 0 before any purchase. */
export async function tokenBalance(companyId: string): Promise<number> {
  const { data } = await tokenBalanceEntity().get({ moving_company_id: companyId }).go({ consistent: true });
  return data?.balance ?? 0;
}

const toLedgerEntry = (item: LedgerItem): TokenLedgerEntry => ({
  id: item.id,
  kind: item.kind,
  tokens: item.tokens,
  move_request_id: item.move_request_id ?? null,
  lead_label: item.lead_label ?? null,
  reason: item.reason,
  created_at: item.created_at!,
});

/** The company's ledger, newest first: one Query COMPANY#<id> begins_with TOKENLEDGER#, read backwards. */
export async function listTokenLedger(
  companyId: string,
  options: { limit?: number } = {},
): Promise<TokenLedgerEntry[]> {
  const query = tokenLedgerEntity().query.byCompany({ moving_company_id: companyId });
  const { data } = options.limit
    ? await query.go({ order: 'desc', limit: options.limit })
    : await query.go({ order: 'desc', pages: 'all' });
  return data.map(toLedgerEntry);
}

/**
 * A page of the company's ledger, newest first, older than the entry `afterId`: access
 * pattern T2, the ledger's key range up to `afterId`, backwards (a key range, so
 * the company's other items are never read) with Limit = size + 1, dropping `afterId` itself.
 * `nextId` is the page's last entry while more may follow.
 */
export async function tokenLedgerPage(
  companyId: string,
  size: number,
  afterId?: string,
): Promise<{ entries: TokenLedgerEntry[]; nextId: string | null }> {
  const query = tokenLedgerEntity().query.byCompany({ moving_company_id: companyId });
  const { data, cursor } = afterId
    ? await query.between({ id: '0' }, { id: afterId }).go({ order: 'desc', limit: size + 1 })
    : await query.go({ order: 'desc', limit: size });
  const page = data.filter((item) => item.id !== afterId).slice(0, size);
  // DynamoDB stopped at the limit: more may follow (an exactly full last page is followed by an empty one).
  return { entries: page.map(toLedgerEntry), nextId: cursor ? (page.at(-1)?.id ?? null) : null };
}

/** The company's paid-lead record of this move (consistent GetItem MOVE#<id>/PAIDLEAD#<company>). */
export async function findPaidLead(companyId: string, moveRequestId: string): Promise<PaidLeadItem | null> {
  const { data } = await paidLeadEntity()
    .get({ move_request_id: moveRequestId, moving_company_id: companyId })
    .go({ consistent: true });
  return data ?? null;
}

/** Which of these moves the company paid a token for (has_token): BatchGet MOVE#<id>/PAIDLEAD#<company>. */
export async function paidLeadIds(companyId: string, moveIds: string[]): Promise<Set<string>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ move_request_id, moving_company_id: companyId }));
  if (keys.length === 0) return new Set();
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await paidLeadEntity().get(k).go();
    return {
      data,
      unprocessed: unprocessed.map((u) => ({ move_request_id: u.move_request_id, moving_company_id: companyId })),
    };
  });
  return new Set(items.map((p) => p.move_request_id));
}

/** Every company's paid-lead record of a move: one Query MOVE#<id> begins_with PAIDLEAD#. */
export async function paidLeadsOfMove(moveRequestId: string): Promise<PaidLeadItem[]> {
  const { data } = await paidLeadEntity()
    .query.byMove({ move_request_id: moveRequestId })
    .go({ pages: 'all', consistent: true });
  return data;
}

// ---- Transaction items (each of this module's keys; flows compose them with others) ----

/** Balance + n (creates the balance item on the first purchase). */
const addToBalance = (companyId: string, tokens: number): TransactItem =>
  transactItem(tokenBalanceEntity().update({ moving_company_id: companyId }).add({ balance: tokens }));

type NewLedgerEntry = Omit<LedgerItem, 'moving_company_id' | 'created_at'>;
const ledgerEntry = (companyId: string, entry: NewLedgerEntry, at: string): TransactItem =>
  transactItem(tokenLedgerEntity().create({ ...entry, moving_company_id: companyId, created_at: at }));

/** What a lead is called in the ledger and on the paid-lead record. */
export interface LeadToSpend {
  companyId: string;
  moveRequestId: string;
  /** e.g. 'Jane: Raleigh, NC → Durham, NC'. */
  leadLabel: string;
  reason: string;
}

/**
 * The three items of one token spent on a lead: the balance - 1 (condition: balance >= 1), the
 * paid-lead record (condition: attribute_not_exists) and the 'spent' ledger entry. The write
 * the token pays for (a quote, a message) joins the same transaction.
 */
export function leadSpendItems(spend: LeadToSpend, at: string = nowIso()) {
  const entryId = ulid();
  return {
    balance: transactItem(
      tokenBalanceEntity()
        .patch({ moving_company_id: spend.companyId })
        .subtract({ balance: 1 })
        .where((attr, op) => op.gte(attr.balance, 1)),
    ),
    paidLead: transactItem(
      paidLeadEntity().create({
        move_request_id: spend.moveRequestId,
        moving_company_id: spend.companyId,
        spent_at: at,
        ledger_entry_id: entryId,
        lead_label: spend.leadLabel,
      }),
    ),
    spentEntry: ledgerEntry(
      spend.companyId,
      {
        id: entryId,
        kind: 'spent',
        tokens: -1,
        move_request_id: spend.moveRequestId,
        lead_label: spend.leadLabel,
        reason: spend.reason,
      },
      at,
    ),
  };
}

/**
 * A lead that could not be won when it was quoted (the customer had booked another company):
 * the paid-lead record, already refunded, and the 'spent' and 'refunded' ledger entries, so
 * the ledger says why; the balance is not touched (a transaction may change an item once).
 * The paid-lead record (paidLead, as in a spend) is created with attribute_not_exists.
 */
export function freeLeadItems(spend: LeadToSpend, refundReason: string, at: string = nowIso()) {
  const entryId = ulid();
  const refundId = ulid();
  const lead = { move_request_id: spend.moveRequestId, lead_label: spend.leadLabel };
  return {
    refundedEntry: ledgerEntry(
      spend.companyId,
      { id: refundId, kind: 'refunded', tokens: 1, ...lead, reason: refundReason },
      at,
    ),
    paidLead: transactItem(
      paidLeadEntity().create({
        ...lead,
        moving_company_id: spend.companyId,
        spent_at: at,
        ledger_entry_id: entryId,
        refunded_at: at,
        refund_reason: refundReason,
      }),
    ),
    spentEntry: ledgerEntry(
      spend.companyId,
      { id: entryId, kind: 'spent', tokens: -1, ...lead, reason: spend.reason },
      at,
    ),
  };
}

export type SpendOutcome =
  | { spent: true }
  /** The company had already paid for this lead (a colleague, or an earlier quote): nothing spent. */
  | { spent: false; reason: 'alreadyPaid' }
  /** No token left: nothing written. */
  | { spent: false; reason: 'noTokens' }
  /** One of the joined items refused its own condition (its index in `with`). */
  | { spent: false; reason: 'refused'; index: number };

/**
 * Spends one token on a lead together with the writes it pays for (`with`: a quote's or a
 * message's transaction items), all in one TransactWriteItems: either everything is written
 * or nothing is. Says why not: the lead was already paid (write again without the spend),
 * no token was left (the caller stores its write as payment-pending), or a joined item refused.
 */
export async function spendLeadToken(
  spend: LeadToSpend,
  withItems: readonly TransactItem[] = [],
): Promise<SpendOutcome> {
  const outcome = await transactWrite({ ...leadSpendItems(spend), paidFor: withItems });
  if (outcome.ok) return { spent: true };
  if (outcome.refused('paidLead')) return { spent: false, reason: 'alreadyPaid' };
  const joined = outcome.refusedIndex('paidFor');
  if (joined >= 0) return { spent: false, reason: 'refused', index: joined };
  if (outcome.refused('balance')) return { spent: false, reason: 'noTokens' };
  throw new Error(`Token spend refused without a reason: ${outcome.reasons}`);
}

/**
 * Credits a paid checkout session's tokens once: one transaction of the balance ADD, a
 * 'bought' ledger entry and the session's marker (attribute_not_exists). A session seen before
 * (the webhook and the redirect racing, a replayed event) answers credited: false.
 */
export async function creditTokensOnce(credit: {
  companyId: string;
  sessionId: string;
  tokens: number;
  reason: string;
}): Promise<{ credited: boolean; balance: number }> {
  if (!Number.isInteger(credit.tokens) || credit.tokens <= 0)
    throw new Error('Tokens to credit must be a positive integer');
  const entryId = ulid();
  const at = nowIso();
  const outcome = await transactWrite({
    sessionMarker: transactItem(
      tokenCreditEntity().create({
        moving_company_id: credit.companyId,
        session_id: credit.sessionId,
        tokens: credit.tokens,
        ledger_entry_id: entryId,
        created_at: at,
      }),
    ),
    balance: addToBalance(credit.companyId, credit.tokens),
    boughtEntry: ledgerEntry(
      credit.companyId,
      { id: entryId, kind: 'bought', tokens: credit.tokens, reason: credit.reason, session_id: credit.sessionId },
      at,
    ),
  });
  if (!outcome.ok && !outcome.refused('sessionMarker')) throw new Error(`Token credit refused: ${outcome.reasons}`);
  return { credited: outcome.ok, balance: await tokenBalance(credit.companyId) };
}

/**
 * The three items of one paid lead's token given back: the paid-lead record gets refunded_at
 * (condition: not refunded yet), the balance + 1 and a 'refunded' ledger entry with the reason.
 * Another write (the customer's 'Not interested') may join the same transaction.
 */
export function refundPaidLeadItems(paid: PaidLeadItem, reason: string, at: string = nowIso()) {
  return {
    paidLead: transactItem(
      paidLeadEntity()
        .patch({ move_request_id: paid.move_request_id, moving_company_id: paid.moving_company_id })
        .set({ refunded_at: at, refund_reason: reason })
        .where((attr, op) => op.notExists(attr.refunded_at)),
    ),
    balance: addToBalance(paid.moving_company_id, 1),
    refundedEntry: ledgerEntry(
      paid.moving_company_id,
      {
        id: ulid(),
        kind: 'refunded',
        tokens: 1,
        move_request_id: paid.move_request_id,
        lead_label: paid.lead_label,
        reason,
      },
      at,
    ),
  };
}

/**
 * Gives one paid lead's token back, once (refundPaidLeadItems in one transaction). False when
 * it was already refunded. The lead stays paid (has_token).
 */
export async function refundPaidLead(paid: PaidLeadItem, reason: string): Promise<boolean> {
  const outcome = await transactWrite(refundPaidLeadItems(paid, reason));
  if (outcome.ok) return true;
  if (outcome.refused('paidLead')) return false;
  throw new Error(`Token refund refused: ${outcome.reasons}`);
}

/**
 * Refunds every company's token spent on this move and not refunded yet (an admin found the
 * request invalid; with `spentSince`, only tokens spent at or after it: a withdrawal within
 * 48 hours). Answers how many tokens came back.
 */
export async function refundLeadTokens(
  moveRequestId: string,
  reason: string,
  options: { spentSince?: string } = {},
): Promise<number> {
  const paid = await paidLeadsOfMove(moveRequestId);
  const due = paid.filter((p) => !p.refunded_at && (!options.spentSince || p.spent_at >= options.spentSince));
  const refunded = await Promise.all(due.map((p) => refundPaidLead(p, reason)));
  return refunded.filter(Boolean).length;
}
