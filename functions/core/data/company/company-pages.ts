import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { movingCompanyEntity, type MovingCompanyItem } from './moving-companies';

/*
 * Pages of the company directory (GET /moving-company-list): a key range after the cursor with
 * Limit, never the whole list. Two orders, each on two indexes (keys in moving-companies.ts):
 * - by state, then name: every company (gsi1 COMPANIES / STATE#<state>#NAME#<name>, the
 *   admin's) or the verified ones only (gsi4 DIRECTORY#VERIFIED, a customer's or company's);
 * - by lower-case name (<name>#<id>): every company (gsi3 COMPANIES#NAME, the admin's selector)
 *   or the verified ones (gsi5 DIRECTORY#VERIFIED#NAME); a name search is a key prefix
 *   (begins_with), so a search reads only the companies it answers.
 * A verified-only page reads only verified companies: its reads equal its rows and it is full
 * whatever stretch of unverified companies the admin's list holds.
 * A position is the index sort key plus the company id (the table key): the ExclusiveStartKey.
 */

export type CompanyOrder = 'state' | 'name';

const INDEXES = {
  state: {
    all: { index: 'gsi1', pkField: 'gsi1pk', skField: 'gsi1sk', partition: 'COMPANIES' },
    verified: { index: 'gsi4', pkField: 'gsi4pk', skField: 'gsi4sk', partition: 'DIRECTORY#VERIFIED' },
  },
  name: {
    all: { index: 'gsi3', pkField: 'gsi3pk', skField: 'gsi3sk', partition: 'COMPANIES#NAME' },
    verified: { index: 'gsi5', pkField: 'gsi5pk', skField: 'gsi5sk', partition: 'DIRECTORY#VERIFIED#NAME' },
  },
} as const;

type DirectoryIndex = (typeof INDEXES)[CompanyOrder]['all' | 'verified'];

const indexOf = (order: CompanyOrder, verifiedOnly?: boolean): DirectoryIndex =>
  INDEXES[order][verifiedOnly ? 'verified' : 'all'];

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
 * One page: a Query of the order's index after the position with Limit = what the page still
 * needs (asked again only when DynamoDB stopped early at its 1 MB cap), so it reads its rows.
 */
export async function companyPage(request: CompanyPageRequest): Promise<CompanyPage> {
  const directory = indexOf(request.order, request.verifiedOnly);
  const { index, pkField, skField, partition } = directory;
  const prefix = request.namePrefix && request.order === 'name' ? request.namePrefix : undefined;
  const companies: MovingCompanyItem[] = [];
  let start = request.after ? startKey(directory, request.after) : undefined;
  while (companies.length < request.size) {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: index,
        KeyConditionExpression: prefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pkField, ...(prefix ? { '#sk': skField } : {}) },
        ExpressionAttributeValues: { ':pk': partition, ...(prefix ? { ':prefix': prefix } : {}) },
        ExclusiveStartKey: start,
        Limit: request.size - companies.length,
      }),
    );
    companies.push(...(movingCompanyEntity().parse({ Items: page.Items ?? [] }).data as MovingCompanyItem[]));
    start = page.LastEvaluatedKey;
    if (!start) return { companies, next: null };
  }
  const last = start!;
  return { companies, next: { sortKey: String(last[skField]), id: String(last.pk).replace(/^COMPANY#/, '') } };
}

function startKey(directory: DirectoryIndex, after: CompanyPosition): Record<string, string> {
  const { pkField, skField, partition } = directory;
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
          ':pk': INDEXES.name.all.partition,
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

/**
 * Files a company stored before the verified directory existed under it (gsi4 and gsi5 with
 * directory_listing, the values its entity derives; scripts/backfill-verified-directory.ts, the
 * local seed): only while it has no directory_listing and is unchanged since read (updated_at),
 * so a verification or rename meanwhile, which writes the keys itself, wins.
 */
export async function indexVerifiedDirectory(company: MovingCompanyItem): Promise<boolean> {
  if (company.directory_listing || !company.updated_at) return false;
  const { Item } = movingCompanyEntity()
    .put({ ...company, is_verified: company.is_verified === true })
    .params<{ Item: Record<string, unknown> }>();
  const names = ['directory_listing', 'gsi4pk', 'gsi4sk', 'gsi5pk', 'gsi5sk'];
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: Item.pk, sk: Item.sk },
        UpdateExpression: `SET ${names.map((name) => `${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_not_exists(directory_listing) AND updated_at = :read',
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name) => [`:${name}`, Item[name]])),
          ':read': company.updated_at,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
