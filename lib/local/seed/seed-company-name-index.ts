import { indexCompanyName } from '@functions/core/data/company/company-pages';
import { listAllCompanies } from '@functions/core/data/company/moving-companies';
import type { SeedContext } from './seed-context';

/**
 * The name index (gsi3 COMPANIES#NAME) for companies a local table held before it existed
 * (new companies get it from every write). Idempotent: a company already filed is left alone.
 */
export async function seedCompanyNameIndex(ctx: SeedContext): Promise<void> {
  const companies = await listAllCompanies();
  let filed = 0;
  for (const company of companies) if (await indexCompanyName(company)) filed++;
  if (filed) ctx.log?.(`company name index: ${filed} of ${companies.length} companies filed now`);
}
