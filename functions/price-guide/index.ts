/**
 * The price guide's public face: where a move's prices are filed (the seed files its demo
 * history through the same writes). Other domains and lib/ import this folder only through this file.
 */
export { bucketOf, moveMiles, placementOf, quotedTotal, type MoveShape } from './buckets';
