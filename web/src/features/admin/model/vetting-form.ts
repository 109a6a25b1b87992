import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ADMIN_MESSAGES, VettingBodySchema, type VettingBody, type VettingRecord } from '@schemas/admin';
import { LIMITS } from '@schemas/constants';
import { AuthorityStatusSchema, formatNcucCertificate, type AuthorityStatus } from '@schemas/licences';

/*
 * The vetting record form: the contract's rules (schemas/admin.ts VettingBodySchema) on what
 * the inputs hold (numbers may be '' while empty), plus "not in the future".
 */

export interface VettingFormValues {
  hours_spent: number | string;
  rating: string | null;
  vetted_on: string;
  usdot_number: string;
  mc_number: string;
  authority_status: AuthorityStatus;
  ncuc_certificate: string;
  sc_class_e_certificate: string;
  cargo_insurance_amount: number | string;
  liability_insurance_amount: number | string;
  cargo_insurance_expires_on: string;
  liability_insurance_expires_on: string;
  notes: string;
}

export const VETTING_LABELS = {
  hours_spent: 'Hours spent',
  rating: 'Rating',
  vetted_on: 'Vetted on',
  usdot_number: 'USDOT number',
  mc_number: 'MC number (if any)',
  authority_status: 'FMCSA operating authority',
  ncuc_certificate: 'NCUC certificate (if any)',
  sc_class_e_certificate: 'SC Class E certificate (if any)',
  cargo_insurance_amount: 'Cargo insurance ($)',
  liability_insurance_amount: 'Liability insurance ($)',
  cargo_insurance_expires_on: 'Cargo insurance expires on',
  liability_insurance_expires_on: 'Liability insurance expires on',
  notes: 'Notes',
} as const;

/**
 * Today as the server judges "not in the future": in the Carolinas (America/New_York, see
 * functions/platform/move-dates.ts), so an evening in Raleigh is not already tomorrow.
 */
export const todayForVetting = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
const today = () => todayForVetting();

const VettingFormSchema = z
  .object({
    hours_spent: z.union([z.number(), z.literal('')]).refine((v) => v !== '', 'Hours spent is required'),
    rating: z
      .string({ error: 'Rating is required' })
      .nullable()
      .refine((v) => v !== null && v !== '', 'Rating is required'),
    vetted_on: z.string().min(1, 'Vetted on is required'),
    usdot_number: z.string(),
    mc_number: z.string(),
    authority_status: AuthorityStatusSchema,
    ncuc_certificate: z.string(),
    sc_class_e_certificate: z.string(),
    cargo_insurance_amount: z.union([z.number(), z.literal('')]),
    liability_insurance_amount: z.union([z.number(), z.literal('')]),
    cargo_insurance_expires_on: z.string().min(1, 'Cargo insurance expiry is required'),
    liability_insurance_expires_on: z.string().min(1, 'Liability insurance expiry is required'),
    notes: z.string(),
  })
  .transform((values, context) => {
    const parsed = VettingBodySchema.safeParse(toVettingBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    if (parsed.data.vetted_on > today()) {
      context.addIssue({ code: 'custom', message: ADMIN_MESSAGES.vettedOnFuture, path: ['vetted_on'] });
      return z.NEVER;
    }
    return values;
  });

export const vettingFormResolver = zodResolver(VettingFormSchema) as unknown as Resolver<VettingFormValues>;

export function toVettingFormValues(record: VettingRecord | null, companyDotNumber: string | null): VettingFormValues {
  if (!record)
    return {
      hours_spent: '',
      rating: null,
      vetted_on: today(),
      usdot_number: companyDotNumber ?? '',
      mc_number: '',
      authority_status: 'NONE',
      ncuc_certificate: '',
      sc_class_e_certificate: '',
      cargo_insurance_amount: '',
      liability_insurance_amount: '',
      cargo_insurance_expires_on: '',
      liability_insurance_expires_on: '',
      notes: '',
    };
  return {
    hours_spent: record.hours_spent,
    rating: String(record.rating),
    vetted_on: record.vetted_on,
    usdot_number: record.usdot_number,
    mc_number: record.mc_number ?? '',
    authority_status: record.authority_status,
    // Written as the NCUC writes it (and as the admin typed it).
    ncuc_certificate: record.ncuc_certificate ? formatNcucCertificate(record.ncuc_certificate) : '',
    sc_class_e_certificate: record.sc_class_e_certificate ?? '',
    cargo_insurance_amount: record.cargo_insurance_amount ?? '',
    liability_insurance_amount: record.liability_insurance_amount ?? '',
    // An older record has none: the admin fills them in with the next save.
    cargo_insurance_expires_on: record.cargo_insurance_expires_on ?? '',
    liability_insurance_expires_on: record.liability_insurance_expires_on ?? '',
    notes: record.notes ?? '',
  };
}

export function toVettingBody(values: VettingFormValues): VettingBody {
  const notes = values.notes.trim();
  const mcNumber = values.mc_number.trim();
  const ncuc = values.ncuc_certificate.trim();
  const classE = values.sc_class_e_certificate.trim();
  return {
    hours_spent: Number(values.hours_spent),
    rating: Number(values.rating),
    vetted_on: values.vetted_on,
    usdot_number: values.usdot_number.trim(),
    ...(mcNumber ? { mc_number: mcNumber } : {}),
    authority_status: values.authority_status,
    ...(ncuc ? { ncuc_certificate: ncuc } : {}),
    ...(classE ? { sc_class_e_certificate: classE } : {}),
    ...(values.cargo_insurance_amount !== '' ? { cargo_insurance_amount: Number(values.cargo_insurance_amount) } : {}),
    ...(values.liability_insurance_amount !== ''
      ? { liability_insurance_amount: Number(values.liability_insurance_amount) }
      : {}),
    cargo_insurance_expires_on: values.cargo_insurance_expires_on,
    liability_insurance_expires_on: values.liability_insurance_expires_on,
    ...(notes ? { notes } : {}),
  };
}

/** The bar a record must meet before the company can be verified (docs/admin.md). */
export const meetsVettingBar = (hours: number, rating: number) =>
  hours >= LIMITS.vettingMinHours && rating >= LIMITS.vettingMinRating;
