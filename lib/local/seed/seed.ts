import { SEED_COMPANIES } from './companies';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedAvailability } from './seed-availability';
import { seedCompanies } from './seed-companies';
import { seedPlans } from './seed-plans';
import type { SeedContext, SeedSummary } from './seed-context';
import { seedUsers } from './seed-users';

export type { SeedContext, SeedSummary } from './seed-context';

/**
 * Seeds local mode's demo data: the demo accounts (Cognito + profiles), the seed companies
 * with their images, 90 days of availability, and the demo company's pay-per-lead plan. Idempotent: a rerun creates no duplicates,
 * keeps edits made in the app, and only writes what is missing.
 */
export async function seedDemoData(ctx: SeedContext): Promise<SeedSummary> {
  const users = await seedUsers(ctx, DEMO_ACCOUNTS);
  const { created, imagesUploaded } = await seedCompanies(ctx, SEED_COMPANIES);
  const availabilityDays = await seedAvailability(SEED_COMPANIES.map((c) => c.id));
  ctx.log?.(`availability: ${availabilityDays} days written`);
  const tokensCredited = await seedPlans();
  ctx.log?.(`plans: ${tokensCredited} tokens credited`);
  return { users, companies: SEED_COMPANIES.length, companiesCreated: created, availabilityDays, imagesUploaded, tokensCredited };
}
