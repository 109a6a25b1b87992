import { indexVerifiedDirectory } from '@functions/core/data/company/company-pages';
import { listAllCompanies } from '@functions/core/data/company/moving-companies';
import type { SeedContext } from './seed-context';

/**
 * The verified directory (gsi4 DIRECTORY#VERIFIED, gsi5 DIRECTORY#VERIFIED#NAME) for companies a
 * local table held before it existed (new companies get it from every write). Idempotent: a
 * company already filed is left alone.
 */
export async function seedVerifiedDirectory(ctx: SeedContext): Promise<void> {
  const companies = await listAllCompanies();
  let filed = 0;
  for (const company of companies) if (await indexVerifiedDirectory(company)) filed++;
  if (filed) ctx.log?.(`verified directory: ${filed} of ${companies.length} companies filed now`);
}
