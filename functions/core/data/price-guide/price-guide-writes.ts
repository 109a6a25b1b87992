import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { transactWrite, type TransactItem } from '@functions/core/data/transact-write';
import { companyKey, finalBin, marketKey, quotedBin, sampleKey } from './price-guide-items';
import { middleHalf } from './price-histogram';

/*
 * The price guide's writes (price-guide-items.ts), all idempotent per quote: the sample item
 * remembers where a quote was counted, and each change moves its count in the same transaction
 * that moves the sample, conditioned on the sample's version, so a re-sent quote, a redelivered
 * event or two deliveries at once count it once.
 */

/** Where one quote (or completed move) goes: its buckets (its bedroom count and both neighbours) and price bin. */
export interface PricePlacement {
  buckets: string[];
  bin: number;
}

interface StoredSample extends PricePlacement {
  version: number;
}

const SAMPLE_ATTEMPTS = 5;

async function readSample(quoteId: string, kind: 'QUOTED' | 'FINAL'): Promise<StoredSample | null> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: sampleKey(quoteId, kind), ConsistentRead: true }),
  );
  if (!Item) return null;
  return { buckets: (Item.buckets as string[]) ?? [], bin: Item.bin as number, version: (Item.version as number) ?? 0 };
}

/** The count changes per bucket: -1 on the old bin of every old bucket, +1 on the new bin of every new one. */
function deltasOf(before: PricePlacement | null, after: PricePlacement): Map<string, Map<number, number>> {
  const deltas = new Map<string, Map<number, number>>();
  const add = (bucket: string, bin: number, delta: number) => {
    const bins = deltas.get(bucket) ?? new Map<number, number>();
    bins.set(bin, (bins.get(bin) ?? 0) + delta);
    if (bins.get(bin) === 0) bins.delete(bin);
    deltas.set(bucket, bins);
  };
  for (const bucket of before?.buckets ?? []) add(bucket, before!.bin, -1);
  for (const bucket of after.buckets) add(bucket, after.bin, 1);
  for (const [bucket, bins] of deltas) if (bins.size === 0) deltas.delete(bucket);
  return deltas;
}

/** An ADD of each bin's change (and SET of the extra expression), as a raw transact Update. */
function addBins(
  key: Record<string, unknown>,
  bins: Map<number, number>,
  name: (edge: number) => string,
  extra: { set?: string; add?: string; values?: Record<string, unknown> } = {},
): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ...extra.values };
  const adds = [...bins].map(([edge, delta], i) => {
    names[`#b${i}`] = name(edge);
    values[`:d${i}`] = delta;
    return `#b${i} :d${i}`;
  });
  if (extra.add) adds.push(extra.add);
  const expression = [extra.set ? `SET ${extra.set}` : '', `ADD ${adds.join(', ')}`].filter(Boolean).join(' ');
  return {
    Update: {
      TableName: config.tableName,
      Key: key,
      UpdateExpression: expression,
      ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
      ExpressionAttributeValues: values,
    },
  };
}

const marketUpdate = (bucket: string, bins: Map<number, number>, name: (edge: number) => string) =>
  addBins(marketKey(bucket), bins, name, {
    set: 'companies = if_not_exists(companies, :noCompanies)',
    values: { ':noCompanies': {} },
  });

function samplePut(
  quoteId: string,
  kind: 'QUOTED' | 'FINAL',
  placement: PricePlacement,
  before: StoredSample | null,
  companyId?: string,
): TransactItem {
  const version = (before?.version ?? 0) + 1;
  return {
    Put: {
      TableName: config.tableName,
      Item: {
        ...sampleKey(quoteId, kind),
        quote_id: quoteId,
        kind,
        ...(companyId ? { moving_company_id: companyId } : {}),
        buckets: placement.buckets,
        bin: placement.bin,
        version,
      },
      ConditionExpression: before ? 'version = :seen' : 'attribute_not_exists(pk)',
      ExpressionAttributeValues: before ? { ':seen': before.version } : undefined,
    },
  };
}

const samePlacement = (a: PricePlacement, b: PricePlacement) =>
  a.bin === b.bin && a.buckets.length === b.buckets.length && a.buckets.every((bucket, i) => bucket === b.buckets[i]);

/**
 * A quote was sent or re-sent at `placement`: its count moves to the new bin and buckets (the
 * market's and its company's) in one transaction with its sample; then the company's middle
 * half on each market item it touched is refreshed. False when nothing changed.
 */
export async function recordQuotedPrice(
  quoteId: string,
  companyId: string,
  placement: PricePlacement,
): Promise<boolean> {
  for (let attempt = 1; attempt <= SAMPLE_ATTEMPTS; attempt++) {
    const before = await readSample(quoteId, 'QUOTED');
    if (before && samePlacement(before, placement)) return false;
    const deltas = deltasOf(before, placement);
    const outcome = await transactWrite({
      sample: samplePut(quoteId, 'QUOTED', placement, before, companyId),
      markets: [...deltas].map(([bucket, bins]) => marketUpdate(bucket, bins, quotedBin)),
      companies: [...deltas].map(([bucket, bins]) =>
        addBins(companyKey(bucket, companyId), bins, quotedBin, { add: 'version :one', values: { ':one': 1 } }),
      ),
    });
    if (outcome.ok) {
      await Promise.all([...deltas.keys()].map((bucket) => refreshCompanyRange(bucket, companyId)));
      return true;
    }
    if (!outcome.refused('sample')) throw new Error(`Price guide write refused: ${outcome.reasons}`);
  }
  throw new Error(`Price guide: quote ${quoteId} kept changing`);
}

/** A move completed at its final price: counted once in the buckets of its move (a second call changes nothing). */
export async function recordFinalPrice(quoteId: string, placement: PricePlacement): Promise<boolean> {
  const outcome = await transactWrite({
    sample: samplePut(quoteId, 'FINAL', placement, null),
    markets: placement.buckets.map((bucket) => marketUpdate(bucket, new Map([[placement.bin, 1]]), finalBin)),
  });
  if (outcome.ok) return true;
  if (outcome.refused('sample')) return false;
  throw new Error(`Price guide write refused: ${outcome.reasons}`);
}

/**
 * Copies the company's middle half in a bucket onto the bucket's market item, unless a newer
 * version is there already (two refreshes racing: the later histogram wins).
 */
async function refreshCompanyRange(bucket: string, companyId: string): Promise<void> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: companyKey(bucket, companyId), ConsistentRead: true }),
  );
  if (!Item) return;
  const histogram = new Map<number, number>();
  for (const [name, value] of Object.entries(Item))
    if (name.startsWith('q_') && typeof value === 'number') histogram.set(Number(name.slice(2)), value);
  const half = middleHalf(histogram);
  const version = (Item.version as number) ?? 0;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: marketKey(bucket),
        UpdateExpression: 'SET companies.#company = :range',
        ConditionExpression:
          'attribute_exists(companies) AND (attribute_not_exists(companies.#company) OR companies.#company.version < :version)',
        ExpressionAttributeNames: { '#company': companyId },
        ExpressionAttributeValues: {
          ':range': { count: half?.count ?? 0, low: half?.low ?? 0, high: half?.high ?? 0, version },
          ':version': version,
        },
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}
