/**
 * Files companies stored before the admin selector's name index existed (gsi3 COMPANIES#NAME /
 * <lower-case name>#<id>; docs/access-patterns.md). Idempotent: a company already filed, or
 * renamed meanwhile, is left alone. Run once after deploying, against the table named by
 * TABLE_NAME (DYNAMODB_ENDPOINT for a local one):
 * `TABLE_NAME=movematch npx tsx scripts/backfill-company-name-index.ts`.
 */
import { indexCompanyName } from '@functions/core/data/company/company-pages';
import { listAllCompanies } from '@functions/core/data/company/moving-companies';

const companies = await listAllCompanies();
let filed = 0;
for (const company of companies) if (await indexCompanyName(company)) filed++;
console.log(`company name index: ${companies.length} companies read, ${filed} filed`);
