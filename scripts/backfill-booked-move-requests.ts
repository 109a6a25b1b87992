/**
 * Marks the move requests of upcoming bookings made before a booking marked its request
 * (booked_quote_id: the move leaves lead search and takes no new quote; docs/leads.md).
 * Idempotent. Run once after deploying, against the table named by TABLE_NAME
 * (DYNAMODB_ENDPOINT for a local one): `TABLE_NAME=movematch npx tsx scripts/backfill-booked-move-requests.ts`.
 */
import { backfillBookedMoveRequests } from '@functions/core/data/move-request/booked-mark-backfill';

const { read, marked } = await backfillBookedMoveRequests();
console.log(`booked move requests: ${read} upcoming bookings read, ${marked} requests marked`);
