import { addDays } from '@functions/platform/calendar-dates';
import { companyEmailClaimEntity } from '@functions/core/data/company/company-email-claims';
import {
  addMissingLicences,
  addMissingTrustFacts,
  companyVettingEntity,
  findVetting,
  stampVetting,
  type NewVetting,
} from '@functions/core/data/company/company-vetting';
import { meetsVettingBar, publicFactsOf } from '@functions/companies';
import { findCompanies, movingCompanyEntity } from '@functions/core/data/company/moving-companies';
import { refileMatchListing } from '@functions/core/data/company/company-match-listing';
import { findUserByEmail } from '@functions/core/data/user/users';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { COMPANIES_AWAITING_VETTING } from './companies-awaiting-vetting';
import { SEED_COMPANIES, type SeedCompany } from './companies';
import { isConditionalFailure, type SeedContext } from './seed-context';
import { seedAvailability } from './seed-availability';
import { seedCompanies } from './seed-companies';

/** The admin whose name the seeded vetting records carry. */
const SEED_VETTER_EMAIL = 'admin@example.com';

/**
 * The demo's insurance days and MC numbers: most certificates run months ahead; Queen City
 * Relocation's liability certificate expires in 9 days (the admin's 'Needs attention' list and
 * its e-mail), Cape Fear Coastal Movers' cargo certificate expired 3 days ago (the company page's
 * notice); every fifth company has no MC number (intrastate movers need none).
 */
function trustFacts(
  index: number,
  today: string,
): Pick<NewVetting, 'mc_number' | 'cargo_insurance_expires_on' | 'liability_insurance_expires_on'> {
  const cargoDays = index === 4 ? -3 : 120 + index * 17;
  const liabilityDays = index === 2 ? 9 : 200 + index * 11;
  return {
    ...(index % 5 === 3 ? {} : { mc_number: String(612345 + index * 1379) }),
    cargo_insurance_expires_on: addDays(today, cargoDays),
    liability_insurance_expires_on: addDays(today, liabilityDays),
  };
}

/**
 * The demo's licences (docs/compliance.md, Licences): an NCUC certificate for each NC company, an
 * SC Class E certificate for each SC company, and both for the two on the state line (Charlotte's
 * Queen City Relocation, Rock Hill's Catawba Valley Moving); active FMCSA authority for those with
 * an MC number, so the companies without one carry moves within their state only. Insurance
 * above SC's Class E minimums.
 */
export function seedLicences(company: SeedCompany, index: number, mcNumber: string | undefined): SeedLicences {
  const stateLine = company.city === 'Charlotte' || company.city === 'Rock Hill';
  return {
    authority_status: mcNumber ? 'ACTIVE' : 'NONE',
    ...(company.state === 'NC' || stateLine ? { ncuc_certificate: String(2041 + index * 37) } : {}),
    ...(company.state === 'SC' || stateLine ? { sc_class_e_certificate: String(9106 + index * 13) } : {}),
    cargo_insurance_amount: 100_000 + (index % 3) * 50_000,
    liability_insurance_amount: 1_000_000,
  };
}

export type SeedLicences = Pick<
  NewVetting,
  | 'authority_status'
  | 'ncuc_certificate'
  | 'sc_class_e_certificate'
  | 'cargo_insurance_amount'
  | 'liability_insurance_amount'
>;

/** A record that meets the bar, for each verified seed company (hours 5 to 9, rating 4 or 5). */
function fullRecord(
  company: SeedCompany,
  index: number,
  vetter: { id: string; name: string },
  today: string,
): NewVetting {
  const facts = trustFacts(index, today);
  return {
    moving_company_id: company.id,
    hours_spent: 5 + (index % 5) + (index % 2) * 0.5,
    rating: index % 3 === 0 ? 4 : 5,
    vetted_on: addDays(today, -(20 + index * 3)),
    usdot_number: company.dot_number,
    ...facts,
    ...seedLicences(company, index, facts.mc_number),
    notes: 'USDOT record, insurance certificates and three references checked; rode along on a local move.',
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
    authority_status: 'NONE',
    ncuc_certificate: '3187',
    cargo_insurance_expires_on: addDays(today, 300),
    liability_insurance_expires_on: addDays(today, 330),
    notes: 'USDOT record and insurance certificates checked. Still to do: references, a ride-along.',
    vetted_by_id: vetter.id,
    vetted_by_name: vetter.name,
  };
}

/**
 * Creates the record unless one exists (an admin's edits are kept); a record seeded before the
 * insurance days existed gains them. True if created.
 */
async function ensureRecord(record: NewVetting): Promise<boolean> {
  try {
    await companyVettingEntity().create(stampVetting(record)).go();
    return true;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    await addMissingTrustFacts(record.moving_company_id, record);
    await addMissingLicences(record.moving_company_id, record);
    return false;
  }
}

/**
 * A verified company shows its record's public facts (company-views.ts): copied onto the
 * company when missing or older than the licences, only while it is verified and the record
 * meets the bar.
 */
async function ensurePublicFacts(companyId: string): Promise<void> {
  const record = await findVetting(companyId);
  if (!record || !meetsVettingBar(record)) return;
  await movingCompanyEntity()
    .patch({ id: companyId })
    .set({ vetting_facts: publicFactsOf(record) })
    .where(({ is_verified }, { eq }) => eq(is_verified, true))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error; // unverified by an admin meanwhile, or facts already there
    });
  // Matching's roster entry carries the licences: file it again from the new facts.
  await refileMatchListing(companyId);
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
    if (company.is_verified && !company.vetting_facts?.authority_status) await ensurePublicFacts(company.id);
  ctx.log?.(`vetting: ${created} companies awaiting vetting created, ${vettingRecordsCreated} vetting records created`);
  return { companiesCreated: created, imagesUploaded, availabilityDays, vettingRecordsCreated };
}
