import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { listAllCompanies } from '@functions/core/data/company/moving-companies';
import { findQuoteOf, listCompanyQuotes, quoteEntity, type QuoteItem } from '@functions/core/data/quote/quotes';
import { listSavedLeads, savedLeadEntity, type SavedLeadItem } from '@functions/core/data/saved/saved-leads';

type RawItem = Record<string, unknown>;

/** The named index keys of an item as its entity writes them (put params), never typed by hand here. */
const keysOf = (Item: RawItem, pattern: RegExp): RawItem =>
  Object.fromEntries(Object.entries(Item).filter(([name]) => pattern.test(name)));

async function setKeys(
  Key: RawItem,
  keys: RawItem,
  condition: { name: string; value: unknown } | null,
): Promise<boolean> {
  const names = Object.keys(keys);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key,
        UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :k${i}`).join(', ')}`,
        ConditionExpression: condition ? 'attribute_exists(pk) AND #c = :c' : 'attribute_exists(pk)',
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((name, i) => [`#k${i}`, name])),
          ...(condition ? { '#c': condition.name } : {}),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, i) => [`:k${i}`, keys[name]])),
          ...(condition ? { ':c': condition.value } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * A quote under the lead manager index (gsi4) and the Manage leads dot's news index (gsi5, with
 * its lead_news), for the updated_at read; a quote changed meanwhile is read again.
 */
async function fileQuote(quote: QuoteItem): Promise<void> {
  let current: QuoteItem | null = quote;
  for (let attempt = 0; current && attempt < 3; attempt++) {
    const { Item } = quoteEntity().put(current).params<{ Item: RawItem }>();
    const { Key } = quoteEntity().get(current).params<{ Key: RawItem }>();
    // A put stamps updated_at with now; the list key must carry the stored one.
    const keys = keysOf(Item, /^(gsi[45](pk|sk)|lead_news)$/);
    for (const sk of ['gsi4sk', 'gsi5sk'])
      keys[sk] = String(keys[sk]).replace(String(Item.updated_at), current.updated_at!);
    if (await setKeys(Key, keys, { name: 'updated_at', value: current.updated_at })) return;
    current = await findQuoteOf(current.move_request_id, current.moving_company_id);
  }
}

/** A saved lead under "my saved leads" (gsi2) and, while the company holds no quote of the move, the lead manager index (gsi4). */
async function fileSaved(saved: SavedLeadItem, quoted: boolean): Promise<void> {
  const { Item } = savedLeadEntity().put(saved).params<{ Item: RawItem }>();
  const { Key } = savedLeadEntity().get(saved).params<{ Key: RawItem }>();
  await setKeys(Key, keysOf(Item, quoted ? /^gsi2(pk|sk)$/ : /^gsi[24](pk|sk)$/), null);
}

export interface LeadManagerBackfill {
  companies: number;
  quotes: number;
  savedLeads: number;
}

/**
 * Files quotes and saved leads written before the paged lead manager under its keys: every
 * company's quotes in the lead manager index (M8, by updated_at) and the news index (the Manage
 * leads dot), its saved leads in my saved leads (S2) and, unless the company quoted the move, the
 * lead manager index. Idempotent (the keys are
 * rewritten to the same values). The first names, paid and saved marks a row shows are copied on
 * by the list itself the first time it needs them (lead-rows.ts), so they need no backfill.
 */
export async function backfillLeadManagerIndex(): Promise<LeadManagerBackfill> {
  const result: LeadManagerBackfill = { companies: 0, quotes: 0, savedLeads: 0 };
  for (const company of await listAllCompanies()) {
    result.companies += 1;
    const [quotes, saved] = await Promise.all([listCompanyQuotes(company.id), listSavedLeads(company.id)]);
    const quotedMoves = new Set(quotes.map((q) => q.move_request_id));
    for (const quote of quotes) await fileQuote(quote);
    for (const record of saved) await fileSaved(record, quotedMoves.has(record.move_request_id));
    result.quotes += quotes.length;
    result.savedLeads += saved.length;
  }
  return result;
}
