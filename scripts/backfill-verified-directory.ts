/**
 * Files companies stored before the verified directory existed (gsi4 DIRECTORY#VERIFIED /
 * STATE#<state>#NAME#<name>, gsi5 DIRECTORY#VERIFIED#NAME / <lower-case name>#<id>, and NONE for
 * an unverified one; docs/access-patterns.md). Idempotent: a company already filed, or changed
 * meanwhile (its write files it), is left alone. Run once after deploying, against the table
 * named by TABLE_NAME (DYNAMODB_ENDPOINT for a local one):
 * `TABLE_NAME=movematch npx tsx scripts/backfill-verified-directory.ts`.
 */
import { indexVerifiedDirectory } from '@functions/core/data/company/company-pages';
import { listAllCompanies } from '@functions/core/data/company/moving-companies';

const companies = await listAllCompanies();
let filed = 0;
for (const company of companies) if (await indexVerifiedDirectory(company)) filed++;
console.log(`verified directory: ${companies.length} companies read, ${filed} filed`);
