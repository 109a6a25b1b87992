/**
 * Files companies stored before matching's listing existed: each company's available_days from
 * its calendar days (today on) and its entries in matching's cell rosters (docs/access-patterns.md,
 * Matching: cell rosters; `backfillAvailableDays`). Idempotent: a company already in step is read,
 * not written. Run once after deploying, against the table named by TABLE_NAME
 * (DYNAMODB_ENDPOINT for a local one): `TABLE_NAME=movematch npx tsx scripts/backfill-match-listing.ts`.
 * The month items of the previous design (COMPANY#<id>/AVMONTH#<month>) are no longer read.
 */
import { backfillAvailableDays } from '@functions/core/data/availability/availability';
import { listAllCompanies } from '@functions/core/data/company/moving-companies';

const companies = await listAllCompanies();
let days = 0;
for (const company of companies) days += await backfillAvailableDays(company.id);
console.log(`match listing: ${companies.length} companies refiled, ${days} available days added or removed`);
