/**
 * Files colleague invites stored before the lapse index existed under its keys, so the hourly
 * sweep finds them (`backfillInviteLapseIndex`, docs/deploy.md). Idempotent. Run once after
 * deploying, against the table named by TABLE_NAME (DYNAMODB_ENDPOINT for a local one):
 * `TABLE_NAME=movematch npx tsx scripts/backfill-invite-lapse-index.ts`.
 */
import { backfillInviteLapseIndex } from '@functions/core/data/invites/invite-lapse-backfill';

const { companies, refiled } = await backfillInviteLapseIndex();
console.log(`invite lapse index: ${companies} companies read, ${refiled} waiting invites refiled`);
