import { DynamoDBClient, GetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS } from '@infra/data/table-definition';

/*
 * What a TransactWriteItems costs on AWS, item by item. DynamoDB Local does not report it as
 * the service bills it (a transaction of one small Put reports 4 write units, of five small Puts
 * also 4; AWS bills 2 and 10), so the journey cost bench reads each item before and after the
 * transaction (with a client of its own, not counted) and prices it by AWS's rules:
 * - a Put, Update or Delete: 2 write units per KB of the larger of the item's old and new size,
 *   in the table and again in each index whose entry it writes (our indexes project ALL, so an
 *   entry is the whole item; an entry whose key changed is a delete and a put);
 * - a ConditionCheck: a transactional read, 2 read units per 4 KB.
 */

export type StoredItem = Record<string, AttributeValue>;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** A number's size: about one byte per two significant digits, plus one. */
const numberBytes = (n: string) => Math.ceil(n.replace(/^[-+]?0*|\.|e.*$/gi, '').replace(/0+$/, '').length / 2) + 1;

function valueBytes(value: AttributeValue): number {
  if (value.S !== undefined) return utf8(value.S);
  if (value.N !== undefined) return numberBytes(value.N);
  if (value.B !== undefined) return value.B.length;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS) return value.SS.reduce((sum, s) => sum + utf8(s), 0);
  if (value.NS) return value.NS.reduce((sum, n) => sum + numberBytes(n), 0);
  if (value.BS) return value.BS.reduce((sum, b) => sum + b.length, 0);
  if (value.L) return 3 + value.L.reduce((sum, v) => sum + 1 + valueBytes(v), 0);
  if (value.M) return 3 + Object.entries(value.M).reduce((sum, [k, v]) => sum + utf8(k) + 1 + valueBytes(v), 0);
  return 0;
}

/** DynamoDB's size of an item: each attribute's name and value. */
export const itemBytes = (item: StoredItem) =>
  Object.entries(item).reduce((sum, [name, value]) => sum + utf8(name) + valueBytes(value), 0);

const writeKb = (item: StoredItem | undefined) => (item ? Math.max(1, Math.ceil(itemBytes(item) / 1024)) : 0);

/** An item's key in one index, or undefined when the item is not in it (sparse indexes). */
function indexKey(item: StoredItem | undefined, partition: string, sort: string): string | undefined {
  if (!item?.[partition] || !item[sort]) return undefined;
  return JSON.stringify([item[partition], item[sort]]);
}

/** The write units of one Put, Update or Delete in a transaction, from the item before and after it. */
export function transactWriteUnits(before: StoredItem | undefined, after: StoredItem | undefined): number {
  // Deleting an absent item still costs the minimum.
  const larger = Math.max(writeKb(before), writeKb(after), 1);
  let units = 2 * larger;
  for (const index of GLOBAL_SECONDARY_INDEXES) {
    const was = indexKey(before, index.partitionKey, index.sortKey);
    const now = indexKey(after, index.partitionKey, index.sortKey);
    if (was && now && was !== now) units += 2 * (writeKb(before) + writeKb(after));
    else if (was && now) units += 2 * larger;
    else if (now) units += 2 * writeKb(after);
    else if (was) units += 2 * writeKb(before);
  }
  return units;
}

/** The read units of a ConditionCheck: a transactional read of the item. */
export const conditionCheckUnits = (item: StoredItem | undefined) =>
  2 * Math.max(1, Math.ceil((item ? itemBytes(item) : 0) / 4096));

type TransactItem = Record<
  string,
  { TableName?: string; Key?: Record<string, unknown>; Item?: Record<string, unknown> }
>;

/** Keys arrive marshalled (DynamoDBClient) or plain (document client); every key attribute is a string. */
const asAttribute = (value: unknown): AttributeValue =>
  typeof value === 'string' ? { S: value } : (value as AttributeValue);

/**
 * Prices transactions as AWS bills them: call it before the transaction runs; the function it
 * answers, called after, gives the transaction's write and read units.
 */
export function createTransactPricer(endpoint: string) {
  const client = new DynamoDBClient({ endpoint, region: process.env.AWS_REGION ?? 'us-east-1' });
  const targets = (input: Record<string, unknown>) =>
    ((input.TransactItems ?? []) as TransactItem[]).map((entry) => {
      const [action, request] = Object.entries(entry)[0];
      const keySource = request.Key ?? request.Item ?? {};
      const Key = {
        [TABLE_KEYS.partitionKey]: asAttribute(keySource[TABLE_KEYS.partitionKey]),
        [TABLE_KEYS.sortKey]: asAttribute(keySource[TABLE_KEYS.sortKey]),
      };
      return {
        action,
        read: () => client.send(new GetItemCommand({ TableName: request.TableName, Key, ConsistentRead: true })),
      };
    });

  return async function priceTransaction(input: Record<string, unknown>) {
    const items = targets(input);
    const before = await Promise.all(items.map(async (t) => (await t.read()).Item));
    return async () => {
      const after = await Promise.all(items.map(async (t) => (await t.read()).Item));
      let writeUnits = 0;
      let readUnits = 0;
      items.forEach((t, i) => {
        if (t.action === 'ConditionCheck') readUnits += conditionCheckUnits(before[i]);
        else writeUnits += transactWriteUnits(before[i], after[i]);
      });
      return { writeUnits, readUnits };
    };
  };
}

export type TransactPricer = ReturnType<typeof createTransactPricer>;
