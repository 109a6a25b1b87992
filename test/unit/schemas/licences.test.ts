import { describe, expect, it } from 'vitest';
import { VettingBodySchema } from '@schemas/admin';
import {
  companyLicensedRegimes,
  licenceLine,
  licensedRegimes,
  NcucCertificateInputSchema,
  notLicensedFor,
  ScClassEInputSchema,
} from '@schemas/licences';
import { USDOT_NUMBER_PATTERN } from '@schemas/trust-facts';

const vetting = {
  hours_spent: 6,
  rating: 5,
  vetted_on: '2026-11-20',
  usdot_number: '1234567',
  cargo_insurance_expires_on: '2027-06-01',
  liability_insurance_expires_on: '2027-05-01',
};

/** The field and message of each problem the schema finds. */
const problems = (body: object) => {
  const parsed = VettingBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('USDOT numbers', () => {
  it('accepts real numbers: issued in sequence, 1 to 8 digits today (9 allowed), kept as entered', () => {
    for (const number of ['7', '98765', '1234567', '12345678', '301245876', '0012345'])
      expect(USDOT_NUMBER_PATTERN.test(number), number).toBe(true);
    for (const number of ['', '1234567890', '12 345', 'DOT123', '-1'])
      expect(USDOT_NUMBER_PATTERN.test(number)).toBe(false);
  });
});

describe('certificate numbers as typed', () => {
  it("keeps an NCUC certificate's digits, with or without 'C-'", () => {
    for (const typed of ['C-1234', 'c 1234', 'C1234', ' 1234 '])
      expect(NcucCertificateInputSchema.parse(typed)).toBe('1234');
    expect(NcucCertificateInputSchema.parse('')).toBeUndefined();
    expect(NcucCertificateInputSchema.safeParse('C-123456').success).toBe(false);
    expect(NcucCertificateInputSchema.safeParse('MC-1234').success).toBe(false);
  });
  it('keeps an SC Class E certificate’s digits', () => {
    expect(ScClassEInputSchema.parse('E-9876')).toBe('9876');
    expect(ScClassEInputSchema.parse('9876')).toBe('9876');
    expect(ScClassEInputSchema.safeParse('98765432').success).toBe(false);
  });
});

describe('the vetting body', () => {
  it('takes the licences and insurance amounts; authority defaults to none', () => {
    expect(VettingBodySchema.parse(vetting).authority_status).toBe('NONE');
    expect(
      VettingBodySchema.parse({
        ...vetting,
        mc_number: 'MC-123456',
        authority_status: 'ACTIVE',
        ncuc_certificate: 'C-1234',
        sc_class_e_certificate: '5678',
        cargo_insurance_amount: 5_000,
        liability_insurance_amount: 750_000,
      }),
    ).toMatchObject({ mc_number: '123456', ncuc_certificate: '1234', sc_class_e_certificate: '5678' });
  });

  it("refuses an SC Class E certificate below SC's insurance minimums, or without amounts", () => {
    const classE = { ...vetting, sc_class_e_certificate: '5678' };
    expect(problems({ ...classE, cargo_insurance_amount: 4_999, liability_insurance_amount: 749_999 })).toEqual([
      ['liability_insurance_amount', 'SC requires at least $750,000 of liability insurance for a Class E certificate.'],
      ['cargo_insurance_amount', 'SC requires at least $5,000 of cargo insurance for a Class E certificate.'],
    ]);
    expect(problems(classE)).toEqual([
      ['sc_class_e_certificate', 'Record the cargo and liability insurance amounts for an SC Class E certificate.'],
    ]);
    // Without a Class E certificate the amounts are recorded as they are.
    expect(problems({ ...vetting, cargo_insurance_amount: 1_000, liability_insurance_amount: 100_000 })).toEqual([]);
  });

  it('refuses active authority without the MC number, and amounts that are not whole dollars', () => {
    const insured = { cargo_insurance_amount: 5_000, liability_insurance_amount: 750_000 };
    expect(problems({ ...vetting, ...insured, authority_status: 'ACTIVE' })).toEqual([
      ['mc_number', 'Active operating authority needs the MC number it was granted under.'],
    ]);
    expect(problems({ ...vetting, cargo_insurance_amount: 10.5 })).toEqual([
      ['cargo_insurance_amount', 'Insurance amounts are whole dollars.'],
    ]);
    expect(problems({ ...vetting, authority_status: 'GRANTED' })[0]?.[0]).toBe('authority_status');
  });
});

describe('interstate authority and its insurance (49 CFR 387)', () => {
  const active = { ...vetting, mc_number: 'MC-123456', authority_status: 'ACTIVE' };
  it("refuses active authority without the amounts, or below FMCSA's minimums", () => {
    expect(problems(active)).toEqual([
      ['authority_status', 'Record the cargo and liability insurance amounts for active interstate authority.'],
    ]);
    expect(problems({ ...active, cargo_insurance_amount: 4_999, liability_insurance_amount: 749_999 })).toEqual([
      [
        'liability_insurance_amount',
        'FMCSA requires at least $750,000 of liability insurance for interstate household goods moves.',
      ],
      [
        'cargo_insurance_amount',
        'FMCSA requires at least $5,000 of cargo insurance for interstate household goods moves.',
      ],
    ]);
    expect(problems({ ...active, cargo_insurance_amount: 5_000, liability_insurance_amount: 750_000 })).toEqual([]);
    // Inactive or no authority: the amounts are recorded as they are.
    expect(problems({ ...vetting, authority_status: 'INACTIVE' })).toEqual([]);
  });
});

describe('which moves licences allow', () => {
  it('NC intrastate needs the NCUC certificate, SC intrastate Class E, interstate USDOT with active authority', () => {
    expect(licensedRegimes({ ncuc_certificate: '1234' })).toEqual(['NC_INTRASTATE']);
    expect(licensedRegimes({ sc_class_e_certificate: '5678' })).toEqual(['SC_INTRASTATE']);
    expect(licensedRegimes({ usdot_number: '1234567', authority_status: 'ACTIVE', mc_number: '1' })).toEqual([
      'INTERSTATE',
    ]);
    expect(licensedRegimes({ usdot_number: '1234567', authority_status: 'INACTIVE' })).toEqual([]);
    expect(licensedRegimes({ authority_status: 'ACTIVE' })).toEqual([]);
  });
  it('reads a company from its vetting facts and vetted DOT number; none without facts', () => {
    const facts = { ncuc_certificate: '1234', authority_status: 'ACTIVE' as const };
    expect(companyLicensedRegimes({ vetting_facts: facts, dot_number: '1234567' })).toEqual([
      'NC_INTRASTATE',
      'INTERSTATE',
    ]);
    expect(companyLicensedRegimes({ vetting_facts: facts, dot_number: null })).toEqual(['NC_INTRASTATE']);
    expect(companyLicensedRegimes({ vetting_facts: null, dot_number: '1234567' })).toEqual([]);
  });
  it('writes the numbers a customer reads and the refusal a company reads', () => {
    expect(
      licenceLine({
        ncuc_certificate: '1234',
        usdot_number: '1234567',
        mc_number: '123456',
        authority_status: 'ACTIVE',
      }),
    ).toBe('NCUC C-1234 · USDOT 1234567 · MC-123456');
    expect(notLicensedFor('INTERSTATE')).toBe(
      'This is an interstate move: it needs a USDOT number with active FMCSA operating authority, which MoveMatch has not recorded for your company.',
    );
    expect(notLicensedFor('NC_INTRASTATE')).toBe(
      'This is an NC intrastate move: it needs an NCUC household goods certificate, which MoveMatch has not recorded for your company.',
    );
  });
});
