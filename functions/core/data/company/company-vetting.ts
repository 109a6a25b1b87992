import { Entity, Service, type EntityItem } from 'electrodb';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { earliestInsuranceExpiry } from '@schemas/trust-facts';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, type TransactItem } from '@functions/core/data/transact-write';

/**
 * An admin's vetting of a moving company (docs/admin.md, Vetting rule). Key: COMPANY#<id> /
 * VETTING, next to the profile: one record per company, replaced by each PUT. Only admins
 * write it (functions/admin); is_verified rests on it (meetsVettingBar, functions/companies/vetting.ts), and its public facts
 * are copied onto the company item while the company is verified.
 * Sparse gsi3 INSURANCEEXPIRY / <earliest expiry>#<company id>, present when the record holds
 * an insurance expiry (older records have none): the admin's 'Needs attention' list and the
 * daily expiry e-mail read the records expiring up to a day without a Scan.
 */
export const companyVettingEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'companyVetting', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          hours_spent: { type: 'number', required: true },
          rating: { type: 'number', required: true },
          /** YYYY-MM-DD, never in the future when written. */
          vetted_on: { type: 'string', required: true },
          usdot_number: { type: 'string', required: true },
          /** FMCSA motor carrier number (digits), where the company has one. */
          mc_number: { type: 'string' },
          /** FMCSA operating authority (schemas/licences.ts); absent on older records: NONE. */
          authority_status: { type: ['ACTIVE', 'INACTIVE', 'NONE'] as const },
          /** NCUC household goods certificate digits ('C-1234' without 'C-'). */
          ncuc_certificate: { type: 'string' },
          sc_class_e_certificate: { type: 'string' },
          /** Whole dollars. */
          cargo_insurance_amount: { type: 'number' },
          liability_insurance_amount: { type: 'number' },
          /** YYYY-MM-DD; absent on records written before they were asked for. */
          cargo_insurance_expires_on: { type: 'string' },
          liability_insurance_expires_on: { type: 'string' },
          notes: { type: 'string' },
          vetted_by_id: { type: 'string', required: true },
          vetted_by_name: { type: 'string', required: true },
          /** Who changed usdot_number through the company form, and when (the company's DOT number follows it). */
          usdot_changed_by_id: { type: 'string' },
          usdot_changed_by_name: { type: 'string' },
          usdot_changed_at: { type: 'string' },
          /** The earliest expiry the company was e-mailed about (once per expiry day). */
          insurance_reminded_for: { type: 'string' },
          /**
           * The NCUC certificate the Commission's list no longer held on ncuc_unlisted_since (the
           * daily import, functions/compliance): moved off ncuc_certificate, so NC intrastate moves
           * stop; the admin's next record replaces it. Sparse gsi4 NCUCUNLISTED / <since>#<company id>.
           */
          ncuc_unlisted_certificate: { type: 'string' },
          ncuc_unlisted_since: { type: 'string' },
          ncuc_unlisted_key: { type: 'string', field: 'gsi4pk' },
          ncuc_unlisted_order: { type: 'string', field: 'gsi4sk' },
          /** gsi3 (not an ElectroDB index: sparse): INSURANCEEXPIRY / <earliest expiry>#<company id>. */
          insurance_expiry_key: { type: 'string', field: 'gsi3pk' },
          insurance_expiry_order: { type: 'string', field: 'gsi3sk' },
          /** Set on every write; verification checks it did not change since it was read. */
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byCompany: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: [], template: 'VETTING', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type CompanyVettingItem = EntityItem<ReturnType<typeof companyVettingEntity>>;
export type NewVetting = Omit<CompanyVettingItem, 'updated_at'>;

/** Consistent GetItem COMPANY#<id>/VETTING (verification decides on it). */
export async function findVetting(companyId: string): Promise<CompanyVettingItem | null> {
  const { data } = await companyVettingEntity().get({ moving_company_id: companyId }).go({ consistent: true });
  return data ?? null;
}

const INSURANCE_EXPIRY_PARTITION = 'INSURANCEEXPIRY';

/** Every record of one sparse index query (not ElectroDB indexes: the keys are the record's own), every page. */
async function queryVettingIndex(
  query: Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues'>,
): Promise<CompanyVettingItem[]> {
  const records: CompanyVettingItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ TableName: config.tableName, ...query, ExclusiveStartKey: start }),
    );
    records.push(...(companyVettingEntity().parse({ Items: page.Items ?? [] }).data as CompanyVettingItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return records;
}

/** The sparse gsi3 keys of a record: set while it holds an insurance expiry. */
function insuranceExpiryKeys(
  record: Pick<
    CompanyVettingItem,
    'moving_company_id' | 'cargo_insurance_expires_on' | 'liability_insurance_expires_on'
  >,
) {
  const earliest = earliestInsuranceExpiry(record.cargo_insurance_expires_on, record.liability_insurance_expires_on);
  return earliest
    ? {
        insurance_expiry_key: INSURANCE_EXPIRY_PARTITION,
        insurance_expiry_order: `${earliest}#${record.moving_company_id}`,
      }
    : {};
}

/**
 * The record as written now: stamped with updated_at, empty notes and numbers dropped, its
 * expiry index keys set. From the record it replaces, it keeps what still holds: the e-mail
 * about an expiry day that did not change, and the last DOT number change while the number is
 * the same.
 */
export function stampVetting(
  record: NewVetting,
  previous: CompanyVettingItem | null = null,
  now = nowIso(),
): CompanyVettingItem {
  const { notes, mc_number, ncuc_certificate, sc_class_e_certificate, ...rest } = record;
  const keys = insuranceExpiryKeys(record);
  const sameExpiry =
    previous !== null && insuranceExpiryKeys(previous).insurance_expiry_order === keys.insurance_expiry_order;
  const sameDot = previous?.usdot_number === record.usdot_number;
  return {
    ...rest,
    ...(notes ? { notes } : {}),
    ...(mc_number ? { mc_number } : {}),
    ...(ncuc_certificate ? { ncuc_certificate } : {}),
    ...(sc_class_e_certificate ? { sc_class_e_certificate } : {}),
    ...keys,
    ...(sameExpiry && previous.insurance_reminded_for
      ? { insurance_reminded_for: previous.insurance_reminded_for }
      : {}),
    ...(sameDot && previous.usdot_changed_at
      ? {
          usdot_changed_by_id: previous.usdot_changed_by_id,
          usdot_changed_by_name: previous.usdot_changed_by_name,
          usdot_changed_at: previous.usdot_changed_at,
        }
      : {}),
    updated_at: now,
  };
}

/**
 * Gives a record written before the insurance days were asked for its MC number and expiry days
 * (the local seed), with its expiry index keys; only while it has none (an admin's record wins).
 */
export async function addMissingTrustFacts(
  companyId: string,
  facts: Pick<CompanyVettingItem, 'mc_number' | 'cargo_insurance_expires_on' | 'liability_insurance_expires_on'>,
): Promise<boolean> {
  const { mc_number, cargo_insurance_expires_on, liability_insurance_expires_on } = facts;
  const fields = {
    ...(mc_number ? { mc_number } : {}),
    cargo_insurance_expires_on,
    liability_insurance_expires_on,
  };
  try {
    await companyVettingEntity()
      .patch({ moving_company_id: companyId })
      .set({ ...fields, ...insuranceExpiryKeys({ moving_company_id: companyId, ...fields }) })
      .where(({ cargo_insurance_expires_on }, { notExists }) => notExists(cargo_insurance_expires_on))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Gives a record written before the licences were asked for them (the local seed), only while it
 * has no authority status (an admin's record wins). True if written.
 */
export async function addMissingLicences(
  companyId: string,
  licences: Pick<
    CompanyVettingItem,
    | 'authority_status'
    | 'ncuc_certificate'
    | 'sc_class_e_certificate'
    | 'cargo_insurance_amount'
    | 'liability_insurance_amount'
  >,
): Promise<boolean> {
  const { authority_status = 'NONE', ncuc_certificate, sc_class_e_certificate } = licences;
  const { cargo_insurance_amount, liability_insurance_amount } = licences;
  try {
    await companyVettingEntity()
      .patch({ moving_company_id: companyId })
      .set({
        authority_status,
        ...(ncuc_certificate ? { ncuc_certificate } : {}),
        ...(sc_class_e_certificate ? { sc_class_e_certificate } : {}),
        ...(cargo_insurance_amount !== undefined ? { cargo_insurance_amount } : {}),
        ...(liability_insurance_amount !== undefined ? { liability_insurance_amount } : {}),
      })
      .where((attributes, { notExists }) => notExists(attributes.authority_status))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * The records whose earliest insurance expiry is on or before `lastDay` (YYYY-MM-DD), soonest
 * first: Query gsi3 INSURANCEEXPIRY, sk <= <lastDay>#~ (every page). Older records without an
 * expiry are not in the index.
 */
export async function vettingsExpiringBy(lastDay: string, firstDay?: string): Promise<CompanyVettingItem[]> {
  return queryVettingIndex({
    IndexName: 'gsi3',
    KeyConditionExpression: firstDay
      ? 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to'
      : 'gsi3pk = :pk AND gsi3sk <= :to',
    ExpressionAttributeValues: {
      ':pk': INSURANCE_EXPIRY_PARTITION,
      ':to': `${lastDay}#~`,
      ...(firstDay ? { ':from': firstDay } : {}),
    },
  });
}

/**
 * An admin changed the company's DOT number (the company form): the record follows it, with who
 * and when, as a transaction item beside the company's update. Needs the record to exist.
 */
export function vettingDotChangeItem(
  companyId: string,
  usdotNumber: string,
  by: { id: string; name: string },
  now = nowIso(),
): TransactItem {
  return transactItem(
    companyVettingEntity().patch({ moving_company_id: companyId }).set({
      usdot_number: usdotNumber,
      usdot_changed_by_id: by.id,
      usdot_changed_by_name: by.name,
      usdot_changed_at: now,
      updated_at: now,
    }),
  );
}

/**
 * Claims the e-mail about this expiry day, once: UpdateItem SET insurance_reminded_for, only
 * while the record's earliest expiry is still that day and no e-mail about it was claimed.
 * False when it was claimed before (another run) or the expiry changed meanwhile.
 */
export async function markInsuranceReminded(record: CompanyVettingItem, expiry: string): Promise<boolean> {
  try {
    await companyVettingEntity()
      .patch({ moving_company_id: record.moving_company_id })
      .set({ insurance_reminded_for: expiry })
      .where(
        ({ insurance_expiry_order, insurance_reminded_for }, { eq, ne, notExists }) =>
          `${eq(insurance_expiry_order, `${expiry}#${record.moving_company_id}`)} AND (${notExists(insurance_reminded_for)} OR ${ne(insurance_reminded_for, expiry)})`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back after a failed send, so the next run tries again. */
export async function unmarkInsuranceReminded(companyId: string, expiry: string): Promise<void> {
  try {
    await companyVettingEntity()
      .patch({ moving_company_id: companyId })
      .remove(['insurance_reminded_for'])
      .where(({ insurance_reminded_for }, { eq }) => eq(insurance_reminded_for, expiry))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

const NCUC_UNLISTED_PARTITION = 'NCUCUNLISTED';

/**
 * The record's NCUC certificate is no longer on the Commission's list (since `today`): moved to
 * ncuc_unlisted_certificate and into the sparse NCUCUNLISTED index, as a transaction item,
 * conditional on the record still holding that certificate.
 */
export function ncucUnlistedItem(record: CompanyVettingItem, today: string): TransactItem {
  const certificate = record.ncuc_certificate ?? '';
  return transactItem(
    companyVettingEntity()
      .patch({ moving_company_id: record.moving_company_id })
      .set({
        ncuc_unlisted_certificate: certificate,
        ncuc_unlisted_since: today,
        ncuc_unlisted_key: NCUC_UNLISTED_PARTITION,
        ncuc_unlisted_order: `${today}#${record.moving_company_id}`,
      })
      .remove(['ncuc_certificate'])
      .where(({ ncuc_certificate }, { eq }) => eq(ncuc_certificate, certificate)),
  );
}

/** The records whose NCUC certificate fell off the Commission's list: Query gsi4 NCUCUNLISTED, oldest first. */
export async function vettingsWithUnlistedNcuc(): Promise<CompanyVettingItem[]> {
  return queryVettingIndex({
    IndexName: 'gsi4',
    KeyConditionExpression: 'gsi4pk = :pk',
    ExpressionAttributeValues: { ':pk': NCUC_UNLISTED_PARTITION },
  });
}

/** A Put of the whole record as one transaction item (replaces the previous one). */
export function vettingPutItem(record: CompanyVettingItem): TransactItem {
  return transactItem(companyVettingEntity().put(record));
}

/**
 * A ConditionCheck that the record is still the one read (same updated_at and public facts):
 * a verification never rests on a record another admin replaced meanwhile.
 */
export function vettingUnchangedItem(record: CompanyVettingItem): TransactItem {
  // ElectroDB offers a ConditionCheck only inside a service's transaction.
  const { TransactItems } = vettingService()
    .transaction.write(({ vetting }) => [
      vetting
        .check({ moving_company_id: record.moving_company_id })
        // The facts too: two writes within one millisecond share an updated_at.
        .where(
          ({ updated_at, hours_spent, rating, vetted_on }, { eq }) =>
            `${eq(updated_at, record.updated_at)} AND ${eq(hours_spent, record.hours_spent)} AND ${eq(rating, record.rating)} AND ${eq(vetted_on, record.vetted_on)}`,
        )
        .commit(),
    ])
    .params();
  return TransactItems[0];
}

const vettingService = lazyEntity(() => new Service({ vetting: companyVettingEntity() }, entityConfig()));
