/**
 * Re-files every stored move request under the lead index keys of functions/core/data/move-request/lead-keys.ts
 * (docs/leads.md, "Existing data"): sets origin_state and the lead_* attributes from the request's
 * own dates and locations, so ElectroDB rebuilds gsi1pk … gsi4sk, and writes its lead trait items
 * (the residence boxes' index; `refileLeadIndex`, conditional on the version read). Run once after
 * deploying a change of the key shapes or of the trait items, against the table
 * named by TABLE_NAME (DYNAMODB_ENDPOINT for a local one):
 * `TABLE_NAME=movematch npx tsx scripts/refile-lead-index.ts`.
 */
import { everyMoveRequest, refileLeadIndex } from '@functions/core/data/move-request/move-request-writes';

const counts = { refiled: 0, unchanged: 0, 'changed meanwhile': 0 };
for await (const item of everyMoveRequest()) counts[await refileLeadIndex(item)] += 1;
console.log(
  `lead index: ${counts.refiled} re-filed, ${counts.unchanged} already right, ${counts['changed meanwhile']} changed meanwhile (filed by that change)`,
);
