/**
 * Files quotes and saved leads stored before the paged lead manager under its keys (gsi4
 * COMPANY#<id>#LEADS, gsi2 COMPANY#<id>#SAVEDLEADS; `backfillLeadManagerIndex`, docs/company-quotes.md)
 * and quotes under the Manage leads dot's news index (gsi5 COMPANY#<id>#LEADNEWS#NEWS).
 * Idempotent; the local seed runs it on every start. Run once after deploying, against the table
 * named by TABLE_NAME (DYNAMODB_ENDPOINT for a local one):
 * `TABLE_NAME=movematch npx tsx scripts/backfill-lead-manager-index.ts`.
 */
import { backfillLeadManagerIndex } from '@functions/core/data/lead-manager/lead-manager-backfill';

const result = await backfillLeadManagerIndex();
console.log(
  `lead manager index: ${result.companies} companies, ${result.quotes} quotes and ${result.savedLeads} saved leads filed`,
);
