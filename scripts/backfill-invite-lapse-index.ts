/**
 * Files colleague invites stored before the lapse index existed under its keys (gsi1
 * INVITES#WAITING / INVITED#<invited_at>#…, docs/access-patterns.md), so the hourly sweep finds
 * them: every company's waiting invites are written again as they are (`refileInvite`, only
 * while the record still exists). Idempotent. Run once after deploying, against the table named
 * by TABLE_NAME (DYNAMODB_ENDPOINT for a local one):
 * `TABLE_NAME=movematch npx tsx scripts/backfill-invite-lapse-index.ts`.
 */
import { invitesOfCompany, refileInvite } from '@functions/core/data/company-invites';
import { listAllCompanies } from '@functions/core/data/moving-companies';

const companies = await listAllCompanies();
let refiled = 0;
for (const company of companies) {
  for (const invite of await invitesOfCompany(company.id)) if (await refileInvite(invite)) refiled += 1;
}
console.log(`invite lapse index: ${companies.length} companies read, ${refiled} waiting invites refiled`);
