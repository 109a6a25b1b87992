import * as z from 'zod';
import type { MoveRegime } from './move-regime';
import { formatMcNumber } from './trust-facts';

/*
 * The licences a household goods mover needs for each kind of move (docs/compliance.md,
 * Licences), as the admin records them in vetting and matching reads them:
 * - INTERSTATE: a USDOT number and active FMCSA operating authority (the MC number it is
 *   granted under): 49 U.S.C. 13902, 49 CFR Part 365.
 * - NC_INTRASTATE: the NC Utilities Commission's certificate for household goods carriers, its
 *   number written 'C-1234' (G.S. 62-262; NCUC Rules, Chapter 2), which must appear in the
 *   mover's advertising.
 * - SC_INTRASTATE: a Class E certificate of the SC Public Service Commission (S.C. Code Title 58,
 *   Chapter 23), with the insurance it requires on file.
 */

export const AUTHORITY_STATUSES = ['ACTIVE', 'INACTIVE', 'NONE'] as const;
export const AuthorityStatusSchema = z.enum(AUTHORITY_STATUSES, {
  error: 'Authority status must be Active, Inactive or None',
});
export type AuthorityStatus = z.infer<typeof AuthorityStatusSchema>;

/** How the admin's form names each status (FMCSA's SAFER snapshot says which applies). */
export const AUTHORITY_STATUS_LABELS: Record<AuthorityStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive (revoked, suspended or pending)',
  NONE: 'None (no interstate authority)',
};

/**
 * SC's minimum insurance for a Class E (household goods) carrier, in dollars: bodily injury and
 * property damage liability of $750,000 for a vehicle over 10,000 lbs ($500,000 below), and cargo
 * of $5,000 in the aggregate ($2,500 per shipment) (S.C. Code Regs. Chapter 103, motor carrier
 * insurance; filed with the SC Office of Regulatory Staff as Forms E and H). MoveMatch asks every
 * Class E holder for the heavier vehicle's $750,000: a moving truck is above 10,000 lbs, and the
 * vetting records no fleet.
 */
export const SC_CLASS_E_MINIMUMS = { liability: 750_000, cargo: 5_000 } as const;

/**
 * FMCSA's minimum insurance for an interstate household goods motor carrier, in dollars: public
 * liability of $750,000 for a for-hire vehicle of 10,001 lbs or more carrying property (49 CFR
 * 387.9) and cargo of $5,000 per vehicle, $10,000 per occurrence (49 CFR 387.303(c)), both on file
 * with FMCSA (Forms BMC-91 and BMC-34). As for SC, MoveMatch asks for the heavier vehicle's amount.
 */
export const FMCSA_HOUSEHOLD_GOODS_MINIMUMS = { liability: 750_000, cargo: 5_000 } as const;

export const LICENCE_MESSAGES = {
  ncucCertificate: "NCUC certificate must be 'C-' and 1 to 5 digits, like C-1234.",
  scClassE: 'SC Class E certificate must be 1 to 6 digits.',
  insuranceAmount: 'Insurance amounts are whole dollars.',
  activeNeedsMc: 'Active operating authority needs the MC number it was granted under.',
  classENeedsInsurance: 'Record the cargo and liability insurance amounts for an SC Class E certificate.',
  scLiabilityMinimum: `SC requires at least $${SC_CLASS_E_MINIMUMS.liability.toLocaleString('en-US')} of liability insurance for a Class E certificate.`,
  scCargoMinimum: `SC requires at least $${SC_CLASS_E_MINIMUMS.cargo.toLocaleString('en-US')} of cargo insurance for a Class E certificate.`,
  activeNeedsInsurance: 'Record the cargo and liability insurance amounts for active interstate authority.',
  interstateLiabilityMinimum: `FMCSA requires at least $${FMCSA_HOUSEHOLD_GOODS_MINIMUMS.liability.toLocaleString('en-US')} of liability insurance for interstate household goods moves.`,
  interstateCargoMinimum: `FMCSA requires at least $${FMCSA_HOUSEHOLD_GOODS_MINIMUMS.cargo.toLocaleString('en-US')} of cargo insurance for interstate household goods moves.`,
} as const;

/** A certificate number as typed, without its prefix: 'C-1234', 'c 1234' and '1234' become '1234'; empty drops it. */
const certificateInput = (prefix: RegExp, pattern: RegExp, message: string) =>
  z.preprocess(
    (value) => {
      if (value === null) return undefined;
      if (typeof value !== 'string') return value;
      const digits = value.trim().replace(prefix, '');
      return digits === '' ? undefined : digits;
    },
    z.string({ error: message }).regex(pattern, message).optional(),
  );

export const NcucCertificateInputSchema = certificateInput(/^c[\s-]*/i, /^\d{1,5}$/, LICENCE_MESSAGES.ncucCertificate);
export const ScClassEInputSchema = certificateInput(/^e[\s-]*/i, /^\d{1,6}$/, LICENCE_MESSAGES.scClassE);

export const InsuranceAmountSchema = z
  .number({ error: LICENCE_MESSAGES.insuranceAmount })
  .int(LICENCE_MESSAGES.insuranceAmount)
  .min(0, LICENCE_MESSAGES.insuranceAmount)
  .max(1_000_000_000, 'Insurance amount is too large');

/** What decides which moves a company may carry (the vetting record's licence fields). */
export interface LicenceFacts {
  usdot_number?: string | null;
  mc_number?: string | null;
  authority_status?: AuthorityStatus | null;
  ncuc_certificate?: string | null;
  sc_class_e_certificate?: string | null;
}

/** The regimes a company's licences let it carry (matching offers it only those moves). */
export function licensedRegimes(facts: LicenceFacts): MoveRegime[] {
  const regimes: MoveRegime[] = [];
  if (facts.ncuc_certificate) regimes.push('NC_INTRASTATE');
  if (facts.sc_class_e_certificate) regimes.push('SC_INTRASTATE');
  if (facts.usdot_number && facts.authority_status === 'ACTIVE') regimes.push('INTERSTATE');
  return regimes;
}

/**
 * The regimes a company's vetted licences let it carry: the licence facts copied onto a verified
 * company (vetting_facts) with its USDOT number (dot_number, the vetted one). None without facts.
 */
export function companyLicensedRegimes(company: {
  vetting_facts?: LicenceFacts | null;
  dot_number?: string | null;
}): MoveRegime[] {
  const facts = company.vetting_facts;
  return facts ? licensedRegimes({ ...facts, usdot_number: company.dot_number }) : [];
}

/** A move of each regime, and what it needs, for the refusal a company reads. */
const A_MOVE_OF: Record<MoveRegime, string> = {
  NC_INTRASTATE: 'an NC intrastate move',
  SC_INTRASTATE: 'an SC intrastate move',
  INTERSTATE: 'an interstate move',
  OTHER_INTRASTATE: 'a move within one state outside the Carolinas',
};
const LICENCE_NEEDED: Record<MoveRegime, string> = {
  NC_INTRASTATE: 'an NCUC household goods certificate',
  SC_INTRASTATE: 'an SC Class E certificate',
  INTERSTATE: 'a USDOT number with active FMCSA operating authority',
  OTHER_INTRASTATE: "that state's household goods licence",
};

/** 403 to a company quoting a move its licences do not cover. */
export const notLicensedFor = (regime: MoveRegime) =>
  `This is ${A_MOVE_OF[regime]}: it needs ${LICENCE_NEEDED[regime]}, which MoveMatch has not recorded for your company.`;

/** 'C-1234'. */
export const formatNcucCertificate = (digits: string) => `C-${digits}`;

/** The licence numbers as a customer reads them: 'NCUC C-1234 · SC Class E 5678 · USDOT 1234567 · MC-123456'. */
export function licenceLine(facts: LicenceFacts): string {
  return [
    facts.ncuc_certificate ? `NCUC ${formatNcucCertificate(facts.ncuc_certificate)}` : null,
    facts.sc_class_e_certificate ? `SC Class E ${facts.sc_class_e_certificate}` : null,
    facts.usdot_number ? `USDOT ${facts.usdot_number}` : null,
    facts.mc_number ? formatMcNumber(facts.mc_number) : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
