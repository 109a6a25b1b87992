/**
 * The single DynamoDB table, described once. The CDK data construct and the local
 * DynamoDB set-up both build the table from this object, so they cannot drift apart.
 * Key meanings per entity live in docs/access-patterns.md and functions/core/data/.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
} as const;

export interface GsiDefinition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

/** Overloaded GSIs: each entity decides what it stores in gsiNpk/gsiNsk. */
export const GLOBAL_SECONDARY_INDEXES: GsiDefinition[] = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
];

/** Every key attribute is a string. */
export const KEY_ATTRIBUTES: string[] = [
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  ...GLOBAL_SECONDARY_INDEXES.flatMap((g) => [g.partitionKey, g.sortKey]),
];

export const DEFAULT_TABLE_NAME = 'movematch';
