import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { quoteEntity, quoteFactsUpdate, type QuoteItem } from '@functions/core/data/quote/quotes';
import { savedLeadEntity, type SavedLeadItem } from '@functions/core/data/saved/saved-leads';

/*
 * The lead manager's list (GET /my-company-quotes): the company's quotes and its saved leads
 * without a quote, last interaction first, one index for both (gsi4 COMPANY#<id>#LEADS, keys
 * in quotes.ts and saved-leads.ts), so a page is one Query with Limit = the page size and the
 * merge order holds across pages. A row then reads its move only: what else it shows is
 * copied onto its record the first time the list finds it missing (first name, paid, saved).
 */

export type LeadRowKind = 'QUOTE' | 'SAVED';

/** A row's place in the list (its gsi4 sort key's parts): where a page ends. */
export interface LeadManagerPosition {
  at: string;
  move_request_id: string;
  kind: LeadRowKind;
}

export type LeadManagerEntry = { kind: 'QUOTE'; quote: QuoteItem } | { kind: 'SAVED'; saved: SavedLeadItem };

export interface LeadManagerPage {
  entries: LeadManagerEntry[];
  /** Set while more may follow: the last entry's position (the next page starts after it). */
  next: LeadManagerPosition | null;
}

type QueryParams = {
  TableName: string;
  IndexName: string;
  KeyConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
};

/** The Query of the list, after a position: key values built by the entities' own templates. */
function pageQuery(companyId: string, after?: LeadManagerPosition): QueryParams {
  if (!after) return quoteEntity().query.byLastActivity({ moving_company_id: companyId }).params<QueryParams>();
  const params =
    after.kind === 'QUOTE'
      ? quoteEntity()
          .query.byLastActivity({ moving_company_id: companyId })
          .lt({ updated_at: after.at, move_request_id: after.move_request_id })
          .params<QueryParams>()
      : savedLeadEntity()
          .query.byLastActivity({ moving_company_id: companyId })
          .lt({ created_at: after.at, move_request_id: after.move_request_id })
          .params<QueryParams>();
  // The templates end in #QUOTE / #SAVED; the range stops just before the position's own key.
  return {
    ...params,
    ExpressionAttributeValues: {
      ...params.ExpressionAttributeValues,
      ':sk1': `${String(params.ExpressionAttributeValues[':sk1'])}#${after.kind}`,
    },
  };
}

const positionOf = (entry: LeadManagerEntry): LeadManagerPosition =>
  entry.kind === 'QUOTE'
    ? { at: entry.quote.updated_at!, move_request_id: entry.quote.move_request_id, kind: 'QUOTE' }
    : { at: entry.saved.created_at!, move_request_id: entry.saved.move_request_id, kind: 'SAVED' };

/**
 * One page of the list, newest interaction first, after `after`: access pattern M8, the lead
 * manager index backwards after the position and Limit = size (it reads what it returns). `next` is
 * set when DynamoDB stopped at the limit (a last page exactly full is followed by an empty one).
 */
export async function leadManagerPage(
  companyId: string,
  size: number,
  after?: LeadManagerPosition,
): Promise<LeadManagerPage> {
  const params = pageQuery(companyId, after);
  const out = await documentClient().send(new QueryCommand({ ...params, ScanIndexForward: false, Limit: size }));
  const entries: LeadManagerEntry[] = [];
  for (const item of out.Items ?? []) {
    if (item.__edb_e__ === 'quote') {
      const quote = quoteEntity().parse({ Item: item }).data;
      if (quote) entries.push({ kind: 'QUOTE', quote });
    } else if (item.__edb_e__ === 'savedLead') {
      const saved = savedLeadEntity().parse({ Item: item }).data;
      if (saved) entries.push({ kind: 'SAVED', saved });
    }
  }
  const last = entries.at(-1);
  return { entries, next: out.LastEvaluatedKey && last ? positionOf(last) : null };
}

const ignoreGone = (error: unknown) => {
  if (!isConditionalFailure(error) && (error as { name?: string }).name !== 'TransactionCanceledException') throw error;
};

/** Copies facts onto a quote (never its updated_at, so it keeps its place); a quote gone meanwhile is skipped. */
export async function copyQuoteFacts(quote: QuoteItem, facts: Parameters<typeof quoteFactsUpdate>[2]): Promise<void> {
  await documentClient()
    .send(new UpdateCommand(quoteFactsUpdate(quote.moving_company_id, quote.move_request_id, facts)))
    .catch(ignoreGone);
}

const savedKey = (saved: SavedLeadItem) =>
  savedLeadEntity()
    .get({ moving_company_id: saved.moving_company_id, move_request_id: saved.move_request_id })
    .params<{ Key: Record<string, unknown>; TableName: string }>();

/** Copies the first name or the paid mark onto a saved lead (a saved lead gone meanwhile is skipped). */
export async function copySavedFacts(
  saved: SavedLeadItem,
  facts: Partial<Pick<SavedLeadItem, 'customer_first_name' | 'lead_paid'>>,
): Promise<void> {
  const names = Object.keys(facts).filter((name) => facts[name as keyof typeof facts] !== undefined);
  if (names.length === 0) return;
  const { Key, TableName } = savedKey(saved);
  await documentClient()
    .send(
      new UpdateCommand({
        TableName,
        Key,
        UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          names.map((name, i) => [`:f${i}`, facts[name as keyof typeof facts]]),
        ),
      }),
    )
    .catch(ignoreGone);
}

/**
 * A saved lead the company has since quoted: the quote is its row. One transaction takes the
 * saved lead off the list index (removes its gsi4 keys, only while it exists) and marks the
 * quote `lead_saved`; an unsave deletes the record first, so the mark is never set for a lead
 * no longer saved (and the unsave clears a mark set before it).
 */
export async function foldSavedIntoQuote(
  saved: SavedLeadItem,
  quote: Pick<QuoteItem, 'moving_company_id' | 'move_request_id'>,
): Promise<void> {
  const { Key, TableName } = savedKey(saved);
  await documentClient()
    .send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key,
              UpdateExpression: 'REMOVE gsi4pk, gsi4sk',
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          { Update: quoteFactsUpdate(quote.moving_company_id, quote.move_request_id, { lead_saved: true }) },
        ],
      }),
    )
    .catch(ignoreGone);
}
