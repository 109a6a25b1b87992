import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { movingCompanyEntity, type MovingCompanyItem } from './moving-companies';

/*
 * Pages of the company directory (GET /moving-company-list): a key range after the cursor with
 * Limit, never the whole list. Two orders:
 * - by state, then name (gsi1 COMPANIES / STATE#<state>#NAME#<name>): the directory; a
 *   non-admin sees verified companies only, so unverified ones are read and dropped;
 * - by lower-case name (gsi3 COMPANIES#NAME / <name>#<id>): the admin's selector, and its name
 *   search as a key prefix (begins_with), so a search reads only the companies it answers.
 * A position is the index sort key plus the company id (the table key): the ExclusiveStartKey.
 */

export type CompanyOrder = 'state' | 'name';

const ORDERS = {
  state: { index: 'gsi1', pkField: 'gsi1pk', skField: 'gsi1sk', partition: 'COMPANIES' },
  name: { index: 'gsi3', pkField: 'gsi3pk', skField: 'gsi3sk', partition: 'COMPANIES#NAME' },
} as const;

/** Where a page ended: the index sort key and the company id. */
export interface CompanyPosition {
  sortKey: string;
  id: string;
}

export interface CompanyPage {
  companies: MovingCompanyItem[];
  /** Set while more may follow: the next page starts after it. */
  next: CompanyPosition | null;
}

export interface CompanyPageRequest {
  order: CompanyOrder;
  size: number;
  after?: CompanyPosition;
  /** Verified companies only (a non-admin's directory). */
  verifiedOnly?: boolean;
  /** Lower-case name prefix (order 'name' only). */
  namePrefix?: string;
}

/**
 * One page. Reads at most `size` items a Query; a verified-only page that dropped unverified
 * companies asks again for what it still needs, until it has `size` or has read 2 × size
 * (then it answers what it has and where it stopped), so a page never reads more than twice
 * its size whatever the list holds.
 */
export async function companyPage(request: CompanyPageRequest): Promise<CompanyPage> {
  const { index, pkField, skField, partition } = ORDERS[request.order];
  const companies: MovingCompanyItem[] = [];
  let start = request.after ? startKey(request.order, request.after) : undefined;
  let read = 0;
  while (companies.length < request.size && read < 2 * request.size) {
    const limit = Math.min(request.size - companies.length, 2 * request.size - read);
    const prefix = request.namePrefix && request.order === 'name' ? request.namePrefix : undefined;
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: index,
        KeyConditionExpression: prefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pkField, ...(prefix ? { '#sk': skField } : {}) },
        ExpressionAttributeValues: { ':pk': partition, ...(prefix ? { ':prefix': prefix } : {}) },
        ExclusiveStartKey: start,
        Limit: limit,
      }),
    );
    read += page.ScannedCount ?? 0;
    const items = movingCompanyEntity().parse({ Items: page.Items ?? [] }).data as MovingCompanyItem[];
    companies.push(...(request.verifiedOnly ? items.filter((c) => c.is_verified) : items));
    start = page.LastEvaluatedKey;
    if (!start) return { companies, next: null };
  }
  const last = start!;
  return { companies, next: { sortKey: String(last[skField]), id: String(last.pk).replace(/^COMPANY#/, '') } };
}

function startKey(order: CompanyOrder, after: CompanyPosition): Record<string, string> {
  const { pkField, skField, partition } = ORDERS[order];
  return { pk: `COMPANY#${after.id}`, sk: 'PROFILE', [pkField]: partition, [skField]: after.sortKey };
}

/** Whether a cursor's sort key belongs to this order's index (a cursor of the other order is refused). */
export function isSortKeyOf(order: CompanyOrder, sortKey: string, namePrefix?: string): boolean {
  if (order === 'state') return sortKey.startsWith('STATE#');
  return !sortKey.startsWith('STATE#') && (!namePrefix || sortKey.startsWith(namePrefix));
}

/**
 * Gives a company stored before the name index its gsi3 keys (scripts/backfill-company-name-index.ts,
 * the local seed). Only while it has none and its name is the one read; updated_at is left alone.
 */
export async function indexCompanyName(company: MovingCompanyItem): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: `COMPANY#${company.id}`, sk: 'PROFILE' },
        UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
        ConditionExpression: 'attribute_not_exists(gsi3pk) AND #name = :name',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':pk': ORDERS.name.partition,
          ':sk': `${company.name.toLowerCase()}#${company.id}`,
          ':name': company.name,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
