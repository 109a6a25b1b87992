/**
 * Files profiles stored before the admin user list existed under its keys (newest-first gsi2,
 * name search gsi3/gsi4) and sets the user counter (docs/admin.md, Users; `backfillUserSearchIndex`).
 * Idempotent; the local seed runs it on every start. Run once after deploying, against the
 * table named by TABLE_NAME (DYNAMODB_ENDPOINT for a local one):
 * `TABLE_NAME=movematch npx tsx scripts/backfill-user-search-index.ts`.
 */
import { backfillUserSearchIndex } from '@functions/core/data/user/user-search-backfill';

const result = await backfillUserSearchIndex();
console.log(
  `user search index: ${result.profiles} profiles, ${result.indexed} filed, ${result.changedMeanwhile} changed meanwhile (filed by that change); counter set to ${result.profiles}`,
);
