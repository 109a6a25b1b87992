import { Entity, type EntityItem } from 'electrodb';
import { batchGetByIds } from '@functions/core/data/batch-reads';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { claimCompanyEmailItem, releaseCompanyEmailItem } from './company-email-claims';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';
import { REVIEW_COUNTER_ATTRIBUTES } from '@functions/core/data/review/review-counter-attributes';

/**
 * Moving company profile. Key: COMPANY#<id> / PROFILE. gsi1 lists companies by state and
 * name (COMPANIES / STATE#NC#NAME#...), the directory; gsi3 every company by lower-case name (COMPANIES#NAME /
 * <name>#<id>), the admin's selector and its name search; gsi4 and gsi5 are the same two
 * orders of the verified companies only (DIRECTORY#VERIFIED / STATE#..., DIRECTORY#VERIFIED#NAME
 * / <name>#<id>), the directory a customer or company reads: directory_listing follows
 * is_verified in every write of it (an unverified company sits under DIRECTORY#NONE, read only by
 * the admin's 'Waiting for vetting' list).
 * is_verified and vetting_facts are written only by the admin's vetting and verification
 * (companyVerificationItem), never by a profile save.
 */
/** The directory a company is listed in: VERIFIED while verified, else NONE (a partition never read). */
const DIRECTORY_LISTINGS = ['VERIFIED', 'NONE'] as const;
type DirectoryListing = (typeof DIRECTORY_LISTINGS)[number];

export const movingCompanyEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'movingCompany', version: '1', service: 'movematch' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          phone: { type: 'string' },
          city: { type: 'string' },
          state: { type: 'string', default: '' },
          zip: { type: 'string' },
          /**
           * The service area (schemas/service-areas.ts): a radius in miles around `zip`, or STATE;
           * absent on a company that never chose (DEFAULT_SERVICE_AREA: whole state, out of state too).
           */
          service_radius: { type: ['25', '50', '100', '150', '250', 'STATE'] as const },
          serves_out_of_state: { type: 'boolean' },
          /** Set once, when a company user first came back from a paid plan checkout ('You're live'). */
          went_live_at: { type: 'string' },
          /** Protected payment: Stripe can pay the company's payout account (payments/payout-accounts.ts). */
          payouts_enabled: { type: 'boolean' },
          year_founded: { type: 'number' },
          description: { type: 'string' },
          billboard: { type: 'string' },
          dot_number: { type: 'string' },
          policies_link: { type: 'string' },
          fee_list: { type: 'string' },
          logo_mediaId: { type: 'string' },
          hero_mediaId: { type: 'string' },
          is_verified: { type: 'boolean', default: false },
          /** The verified directory's partition (gsi4, gsi5): ElectroDB derives it from is_verified in the same write. */
          directory_listing: {
            type: DIRECTORY_LISTINGS,
            watch: ['is_verified'],
            set: (value?: DirectoryListing, item?: { is_verified?: unknown }) =>
              typeof item?.is_verified === 'boolean' ? (item.is_verified ? 'VERIFIED' : 'NONE') : value,
          },
          /** 'Also send to our business address': the company's e-mails go to `email` too, not only to its users (notifications/recipients.ts). */
          notify_business_address: { type: 'boolean', default: false },
          /**
           * The public facts of the vetting record (company-vetting.ts) the company was verified
           * on, copied here so every public company answer carries them without another read.
           * Present only while verified.
           */
          vetting_facts: {
            type: 'map',
            properties: {
              vetted_on: { type: 'string', required: true },
              hours_spent: { type: 'number', required: true },
              rating: { type: 'number', required: true },
              mc_number: { type: 'string' },
              /** The licences matching reads (schemas/licences.ts licensedRegimes). */
              authority_status: { type: ['ACTIVE', 'INACTIVE', 'NONE'] as const },
              ncuc_certificate: { type: 'string' },
              sc_class_e_certificate: { type: 'string' },
              cargo_insurance_amount: { type: 'number' },
              liability_insurance_amount: { type: 'number' },
              /** The earlier of the two insurance certificates' expiry days. */
              insurance_expires_on: { type: 'string' },
            },
          },
          /**
           * The company's last RESPONSE_SAMPLE answers to quote requests: minutes from the
           * request to its first quote, and the quote ids (so one quote is counted once). Kept
           * here so every public company carries its median response time without another read.
           */
          response_minutes: { type: 'list', items: { type: 'number' } },
          response_quote_ids: { type: 'list', items: { type: 'string' } },
          /**
           * Matching's cell rosters (company-match-listing.ts): the cells the company's entry is
           * filed in, and that entry with its cells as JSON ('' while unlisted), so a refile
           * writes the rosters only when something they hold changed. Written only by refileMatchListing.
           */
          match_cells: { type: 'list', items: { type: 'string' } },
          match_filed: { type: 'string' },
          /** The name in lower case (kept by ElectroDB whenever the name is written): the name indexes' order. */
          match_name: {
            type: 'string',
            watch: ['name'],
            set: (value?: string, item?: { name?: unknown }) =>
              typeof item?.name === 'string' ? item.name.toLowerCase() : value,
          },
          /**
           * The company's available days from today on (YYYY-MM-DD, a String Set), kept by the
           * calendar's writes (availability.ts putAvailabilityDays) with atomic ADD / DELETE, so
           * one read of the company answers "is it free in this range"; past days are pruned.
           */
          available_days: { type: 'set', items: 'string' },
          /** Calendar settings: crews the company sends out per day (absent: DEFAULT_CREWS_PER_DAY) and its own arrival window. */
          crews_per_day: { type: 'number' },
          own_arrival_window: { type: 'string' },
          /**
           * Price accuracy (booked-move-completion.ts): completed moves, those whose final price
           * was at most the agreed total, and the sums of final prices and agreed totals; every
           * write an ADD in the transaction that completes a move, so cards need no other read.
           */
          accuracy_completed: { type: 'number' },
          accuracy_matched: { type: 'number' },
          accuracy_final_sum: { type: 'number' },
          accuracy_agreed_sum: { type: 'number' },
          /**
           * Inventory accuracy (move-day-records.ts): signed loading records of moves with an
           * inventory, those whose goods found were within 10 % of the booked volume, and the sums
           * of booked and found cubic feet; ADDs in the transaction that signs the loading record.
           */
          inventory_records: { type: 'number' },
          inventory_within_tolerance: { type: 'number' },
          inventory_booked_cf_sum: { type: 'number' },
          inventory_found_cf_sum: { type: 'number' },
          /**
           * Published reviews (review-publication.ts, ReviewCounters in schemas/reviews.ts): the
           * count, the sum of each rating and the reviews per overall star, every write an ADD in
           * the transaction that publishes, edits or hides a review, so cards read nothing extra.
           */
          ...REVIEW_COUNTER_ATTRIBUTES,
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'COMPANY#${id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
          },
          byState: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'COMPANIES', casing: 'none' },
            sk: {
              field: 'gsi1sk',
              composite: ['state', 'name'],
              template: 'STATE#${state}#NAME#${name}',
              casing: 'none',
            },
          },
          /** The admin's company selector: every company by name, COMPANIES#NAME / <name in lower case>#<id> (company-pages.ts). */
          byName: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: [], template: 'COMPANIES#NAME', casing: 'none' },
            sk: { field: 'gsi3sk', composite: ['match_name', 'id'], template: '${match_name}#${id}', casing: 'none' },
          },
          /** The directory for customers and companies: verified companies by state, then name (as gsi1). */
          byVerifiedState: {
            index: 'gsi4',
            pk: {
              field: 'gsi4pk',
              composite: ['directory_listing'],
              template: 'DIRECTORY#${directory_listing}',
              casing: 'none',
            },
            sk: {
              field: 'gsi4sk',
              composite: ['state', 'name'],
              template: 'STATE#${state}#NAME#${name}',
              casing: 'none',
            },
          },
          /** Verified companies by lower-case name (as gsi3): a customer's name order and search. */
          byVerifiedName: {
            index: 'gsi5',
            pk: {
              field: 'gsi5pk',
              composite: ['directory_listing'],
              template: 'DIRECTORY#${directory_listing}#NAME',
              casing: 'none',
            },
            sk: { field: 'gsi5sk', composite: ['match_name', 'id'], template: '${match_name}#${id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type MovingCompanyItem = EntityItem<ReturnType<typeof movingCompanyEntity>>;

/** GetItem COMPANY#<id> / PROFILE; consistent where a conditional write decides on what was read. */
export async function findCompany(
  id: string,
  options: { consistent?: boolean } = {},
): Promise<MovingCompanyItem | null> {
  const { data } = await movingCompanyEntity()
    .get({ id })
    .go({ consistent: options.consistent ?? false });
  return data ?? null;
}

/**
 * Marks the company live the first time one of its users returns from a paid plan checkout:
 * one UpdateItem conditional on went_live_at being absent. True only for that first time.
 */
export async function markWentLive(id: string): Promise<boolean> {
  try {
    await movingCompanyEntity()
      .patch({ id })
      .set({ went_live_at: nowIso() })
      .where((attr, op) => op.notExists(attr.went_live_at))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Records whether Stripe can pay the company (protected payment, shown on its page and match
 * cards): one UpdateItem, only when the value changes. True when it changed.
 */
export async function setPayoutsEnabled(id: string, enabled: boolean): Promise<boolean> {
  try {
    await movingCompanyEntity()
      .patch({ id })
      .set({ payouts_enabled: enabled })
      .where((attr, op) =>
        enabled
          ? `${op.notExists(attr.payouts_enabled)} OR ${op.ne(attr.payouts_enabled, true)}`
          : op.eq(attr.payouts_enabled, true),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Every company: one Query on gsi1 COMPANIES (by state, then name), never a Scan. */
export async function listAllCompanies(): Promise<MovingCompanyItem[]> {
  const { data } = await movingCompanyEntity().query.byState({}).go({ pages: 'all' });
  return data;
}

/**
 * Every company not verified, newest first: Query gsi4 DIRECTORY#NONE, every page. Companies wait
 * there only until an admin vets them, so the partition stays small; the order is sorted here.
 */
export async function unverifiedCompanies(): Promise<MovingCompanyItem[]> {
  const { data } = await movingCompanyEntity()
    .query.byVerifiedState({ directory_listing: 'NONE' })
    .go({ pages: 'all' });
  return data.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
}

/** Moving companies by id: BatchGet COMPANY#<id>/PROFILE. */
export async function findCompanies(ids: string[]): Promise<Map<string, MovingCompanyItem>> {
  return batchGetByIds(ids, (keys) => movingCompanyEntity().get(keys).go());
}

export type NewCompany = Omit<
  MovingCompanyItem,
  | 'is_verified'
  | 'directory_listing'
  | 'vetting_facts'
  | 'response_minutes'
  | 'response_quote_ids'
  | MatchingFields
  | 'created_at'
  | 'updated_at'
>;

/** Kept by matching's listing (company-match-listing.ts) only. */
type MatchingFields = 'match_cells' | 'match_filed' | 'match_name' | 'available_days';

/** A company write that needs its e-mail address, which another company holds. */
export type EmailTaken = { emailTaken: true };

/**
 * Creates a company, unverified, with the claim on its e-mail address in one transaction
 * (company-email-claims.ts): { emailTaken } when another company holds the address.
 */
export async function createCompany(company: NewCompany): Promise<MovingCompanyItem | EmailTaken> {
  const outcome = await transactWrite({
    company: transactItem(movingCompanyEntity().create({ ...company, state: company.state ?? '', is_verified: false })),
    emailClaim: claimCompanyEmailItem(company.email, company.id),
  });
  if (!outcome.ok && outcome.refused('emailClaim')) return { emailTaken: true };
  if (!outcome.ok) throw new Error(`Company create refused: ${outcome.reasons}`);
  return (await findCompany(company.id, { consistent: true }))!;
}

/** What the profile editor may change: never the verification or its facts. */
export type CompanyChanges = Partial<
  Omit<
    MovingCompanyItem,
    | 'id'
    | 'created_at'
    | 'updated_at'
    | 'is_verified'
    | 'directory_listing'
    | 'vetting_facts'
    | 'response_minutes'
    | 'response_quote_ids'
    | MatchingFields
  >
>;
export type VettingFacts = NonNullable<MovingCompanyItem['vetting_facts']>;

/**
 * The verified company's public facts without its NCUC certificate (the Commission no longer
 * lists it), as a transaction item: conditional on the company being verified with the facts read.
 */
export function factsWithoutNcucItem(company: MovingCompanyItem): TransactItem {
  const { ncuc_certificate: dropped, ...facts } = company.vetting_facts ?? ({} as VettingFacts);
  return transactItem(
    movingCompanyEntity()
      .patch({ id: company.id })
      .set({ vetting_facts: facts })
      .where(
        ({ is_verified, vetting_facts }, { eq }) =>
          `${eq(is_verified, true)} AND ${eq(vetting_facts.ncuc_certificate, dropped ?? '')}`,
      ),
  );
}

/**
 * The company's verification as one transaction item: verified with the public facts of the
 * record it rests on, or unverified without any. `expectVerified` makes it conditional on the
 * verification read before (a parallel verify or unverify then refuses it); the item always
 * needs the company to exist. `vettedDot` (verifying): the company's DOT number must be the vetted
 * one or absent (then it becomes the vetted one), so a number changed meanwhile refuses it.
 */
export function companyVerificationItem(
  companyId: string,
  facts: VettingFacts | null,
  expectVerified?: boolean,
  vettedDot?: string,
): TransactItem {
  const base = movingCompanyEntity().patch({ id: companyId });
  const verified =
    facts && vettedDot ? base.set({ is_verified: true, vetting_facts: facts, dot_number: vettedDot }) : null;
  const change = verified
    ? verified.where(
        ({ dot_number }, { eq, notExists }) => `(${notExists(dot_number)} OR ${eq(dot_number, vettedDot!)})`,
      )
    : facts
      ? base.set({ is_verified: true, vetting_facts: facts })
      : base.set({ is_verified: false }).remove(['vetting_facts']);
  if (expectVerified === undefined) return transactItem(change);
  // An absent attribute (an old item) reads as not verified.
  return transactItem(
    change.where(({ is_verified }, { eq, ne }) => (expectVerified ? eq(is_verified, true) : ne(is_verified, true))),
  );
}

/** A company's own change refused because the company was verified meanwhile (onlyWhileUnverified). */
export type VerifiedMeanwhile = { verifiedMeanwhile: true };

export interface CompanyUpdateOptions {
  /** Refuse the write once the company is verified (a change only an unverified company may make itself). */
  onlyWhileUnverified?: boolean;
  /** More named items written in the same transaction (the vetting record following the DOT number). */
  alongside?: Record<string, TransactItem>;
}

/**
 * UpdateItem of an existing company (patch: attribute_exists), answering the stored result.
 * A new e-mail address moves the company's claim in the same transaction ({ emailTaken } when
 * another company holds it; nothing is written then); `alongside` items join that transaction
 * (a refusal of one of them throws). `onlyWhileUnverified` adds `is_verified <> true`
 * ({ verifiedMeanwhile } when it fails).
 */
export async function updateCompany(
  company: MovingCompanyItem,
  changes: CompanyChanges,
  options: CompanyUpdateOptions = {},
): Promise<MovingCompanyItem | EmailTaken | VerifiedMeanwhile> {
  // The gsi1 sort key is built from state + name: both ride along so ElectroDB can rebuild it.
  const base = movingCompanyEntity()
    .patch({ id: company.id })
    .set({ state: company.state ?? '', name: company.name, ...changes });
  // An absent attribute (an old item) reads as not verified.
  const patch = options.onlyWhileUnverified ? base.where(({ is_verified }, { ne }) => ne(is_verified, true)) : base;
  const newEmail = changes.email !== undefined && changes.email !== company.email;
  if (!newEmail && !options.alongside) {
    try {
      const { data } = await patch.go({ response: 'all_new' });
      return data;
    } catch (error) {
      if (options.onlyWhileUnverified && isConditionalFailure(error)) return { verifiedMeanwhile: true };
      throw error;
    }
  }
  const outcome = await transactWrite({
    ...options.alongside,
    company: transactItem(patch),
    oldEmailClaim: newEmail ? releaseCompanyEmailItem(company.email, company.id) : null,
    newEmailClaim: newEmail ? claimCompanyEmailItem(changes.email!, company.id) : null,
  });
  if (!outcome.ok && outcome.refused('newEmailClaim')) return { emailTaken: true };
  if (!outcome.ok && options.onlyWhileUnverified && outcome.refused('company')) return { verifiedMeanwhile: true };
  if (!outcome.ok) throw new Error(`Company update refused: ${outcome.reasons}`);
  return (await findCompany(company.id, { consistent: true }))!;
}

export const isEmailTaken = (result: MovingCompanyItem | EmailTaken | VerifiedMeanwhile): result is EmailTaken =>
  'emailTaken' in result;
export const isVerifiedMeanwhile = (
  result: MovingCompanyItem | EmailTaken | VerifiedMeanwhile,
): result is VerifiedMeanwhile => 'verifiedMeanwhile' in result;

/** How many recent answers the response time is the median of (a bounded list on the company). */
export const RESPONSE_SAMPLE = 25;
const RECORD_ATTEMPTS = 3;

/**
 * Records one answer to a quote request: `minutes` from the request to the company's first
 * quote, once per quote. Read, then a conditional UpdateItem on the updated_at read (a
 * parallel write makes it read again) that keeps the last RESPONSE_SAMPLE answers.
 * False when the quote was counted already or the company is gone.
 */
export async function recordCompanyResponse(companyId: string, quoteId: string, minutes: number): Promise<boolean> {
  for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt++) {
    const company = await findCompany(companyId, { consistent: true });
    if (!company || (company.response_quote_ids ?? []).includes(quoteId)) return false;
    const response_minutes = [...(company.response_minutes ?? []), Math.round(minutes)].slice(-RESPONSE_SAMPLE);
    const response_quote_ids = [...(company.response_quote_ids ?? []), quoteId].slice(-RESPONSE_SAMPLE);
    try {
      await movingCompanyEntity()
        .patch({ id: companyId })
        .set({ response_minutes, response_quote_ids })
        .where(({ updated_at }, { eq }) => eq(updated_at, company.updated_at))
        .go();
      return true;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  return false;
}
