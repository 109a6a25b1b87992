import { addDays } from '@functions/platform/calendar-dates';
import { companyEmailClaimEntity } from '@functions/core/data/company/company-email-claims';
import { companyVettingEntity, findVetting, type NewVetting } from '@functions/core/data/company/company-vetting';
import { meetsVettingBar, publicFactsOf } from '@functions/companies';
import { findCompanies, movingCompanyEntity } from '@functions/core/data/company/moving-companies';
import { findUserByEmail } from '@functions/core/data/user/users';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { COMPANIES_AWAITING_VETTING } from './companies-awaiting-vetting';
import { SEED_COMPANIES, type SeedCompany } from './companies';
import { isConditionalFailure, type SeedContext } from './seed-context';
import { seedAvailability } from './seed-availability';
import { seedCompanies } from './seed-companies';

/** The admin whose name the seeded vetting records carry. */
const SEED_VETTER_EMAIL = 'admin@example.com';

/** A record that meets the bar, for each verified seed company (hours 5 to 9, rating 4 or 5). */
function fullRecord(
  company: SeedCompany,
  index: number,
  vetter: { id: string; name: string },
  today: string,
): NewVetting {
  return {
    moving_company_id: company.id,
    hours_spent: 5 + (index % 5) + (index % 2) * 0.5,
    rating: index % 3 === 0 ? 4 : 5,
    vetted_on: addDays(today, -(20 + index * 3)),
    usdot_number: company.dot_number,
    notes: 'USDOT record, insurance certificate and three references checked; rode along on a local move.',
    vetted_by_id: vetter.id,
    vetted_by_name: vetter.name,
  };
}

/** A vetting begun but not finished: below the bar, so the company cannot be verified yet. */
function partialRecord(company: SeedCompany, vetter: { id: string; name: string }, today: string): NewVetting {
  return {
    moving_company_id: company.id,
    hours_spent: 2.5,
    rating: 4,
    vetted_on: addDays(today, -2),
    usdot_number: company.dot_number,
    notes: 'USDOT record checked. Still to do: insurance certificate, references, a ride-along.',
    vetted_by_id: vetter.id,
    vetted_by_name: vetter.name,
  };
}

/** Creates the record unless one exists (an admin's edits are kept). True if created. */
async function ensureRecord(record: NewVetting): Promise<boolean> {
  try {
    await companyVettingEntity()
      .create({ ...record, updated_at: new Date().toISOString() })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * A verified company shows its record's public facts (company-views.ts): copied onto the
 * company when missing, only while it is verified and the record meets the bar.
 */
async function ensurePublicFacts(companyId: string): Promise<void> {
  const record = await findVetting(companyId);
  if (!record || !meetsVettingBar(record)) return;
  await movingCompanyEntity()
    .patch({ id: companyId })
    .set({ vetting_facts: publicFactsOf(record) })
    .where(
      ({ is_verified, vetting_facts }, { eq, notExists }) => `${eq(is_verified, true)} AND ${notExists(vetting_facts)}`,
    )
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error; // unverified by an admin meanwhile, or facts already there
    });
}

/** Each seed company claims its e-mail address, so the admin cannot add a second company with it. */
async function ensureEmailClaim(company: SeedCompany): Promise<void> {
  await companyEmailClaimEntity()
    .create({ email: company.email.toLowerCase(), moving_company_id: company.id })
    .go()
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error; // claimed already
    });
}

export interface VettingSeedSummary {
  companiesCreated: number;
  imagesUploaded: number;
  availabilityDays: number;
  vettingRecordsCreated: number;
}

/**
 * The admin's vetting work: the three companies awaiting vetting (with images and a calendar
 * that joins matching once verified; one with a vetting begun), and a record that meets the bar
 * for every verified seed company, with its public facts on the company; every seed company's
 * e-mail address claimed (company-email-claims.ts). Idempotent: existing
 * records and companies are kept as the admin left them. Runs after the demo accounts exist.
 */
export async function seedVetting(ctx: SeedContext): Promise<VettingSeedSummary> {
  const { created, imagesUploaded } = await seedCompanies(ctx, COMPANIES_AWAITING_VETTING);
  const availabilityDays = await seedAvailability(COMPANIES_AWAITING_VETTING.map((c) => c.id));
  const admin = await findUserByEmail(SEED_VETTER_EMAIL);
  if (!admin) throw new Error(`The seed's vetting needs ${SEED_VETTER_EMAIL}`);
  const vetter = { id: admin.id, name: `${admin.firstName} ${admin.lastName}` };
  const today = todayInCarolinas();
  const records = [
    ...SEED_COMPANIES.filter((c) => c.is_verified).map((company, index) => fullRecord(company, index, vetter, today)),
    partialRecord(COMPANIES_AWAITING_VETTING[0], vetter, today),
  ];
  for (const company of [...SEED_COMPANIES, ...COMPANIES_AWAITING_VETTING]) await ensureEmailClaim(company);
  let vettingRecordsCreated = 0;
  for (const record of records) if (await ensureRecord(record)) vettingRecordsCreated++;
  const stored = await findCompanies(SEED_COMPANIES.map((c) => c.id));
  for (const company of stored.values())
    if (company.is_verified && !company.vetting_facts) await ensurePublicFacts(company.id);
  ctx.log?.(`vetting: ${created} companies awaiting vetting created, ${vettingRecordsCreated} vetting records created`);
  return { companiesCreated: created, imagesUploaded, availabilityDays, vettingRecordsCreated };
}
