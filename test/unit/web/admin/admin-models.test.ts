import { describe, expect, it } from 'vitest';
import { AdminInviteUserBodySchema } from '@schemas/admin';
import { AdminCompanyFormSchema, EMPTY_COMPANY_FORM, toCompanyBody } from '@web/features/admin/model/company-form';
import { inviteProblem, randomPassword, toInviteBody } from '@web/features/admin/model/invite';
import { formatMinutes, statRows } from '@web/features/admin/model/stats-rows';
import {
  todayForVetting,
  toVettingBody,
  toVettingFormValues,
  vettingFormResolver,
} from '@web/features/admin/model/vetting-form';
import { marketplaceStats } from './admin-fixtures';

const messagesOf = (values: object) => {
  const result = AdminCompanyFormSchema.safeParse({ ...EMPTY_COMPANY_FORM, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the admin company form (spec section 5)', () => {
  it('requires a name and an e-mail, and checks the optional fields only when given', () => {
    expect(messagesOf({})).toEqual(['Company name is required.', 'Email is required.']);
    expect(messagesOf({ name: 'A', email: 'not-an-email' })).toEqual(['Email is required.']);
    expect(messagesOf({ name: 'A', email: 'a@b.example' })).toEqual([]);
    expect(
      messagesOf({
        name: 'A',
        email: 'a@b.example',
        year_founded: '99',
        dot_number: '1234567890',
        policies_link: 'x',
        zip: '1',
      }),
    ).toEqual([
      'Please enter a valid ZIP code.',
      'Year must be exactly 4 digits.',
      'DOT number must be 1 to 9 digits.',
      'Please enter a valid URL.',
    ]);
  });

  it('leaves empty fields out of the body and sends the year as a number (section 5, Saving companies)', () => {
    const body = toCompanyBody({
      ...EMPTY_COMPANY_FORM,
      name: ' Blue Ridge ',
      email: 'office@blue.example',
      year_founded: '2014',
      city: '  ',
      logo: { mediaId: 'companies/x/logo.png', url: 'http://s3/logo.png' },
    });
    expect(body).toEqual({
      name: 'Blue Ridge',
      email: 'office@blue.example',
      year_founded: 2014,
      logo_mediaId: 'companies/x/logo.png',
      service_radius: 'STATE',
      serves_out_of_state: true,
    });
  });
});

describe('the admin invite (spec sections 3 and 5)', () => {
  it('asks for a company first, then for all three fields', () => {
    const values = { firstName: 'Riley', lastName: 'Ridge', email: 'riley@example.com' };
    expect(inviteProblem(null, values)).toBe('Please select a moving company first');
    expect(inviteProblem({ id: 'c', name: 'C' }, { ...values, lastName: ' ' })).toBe('All fields are required');
    expect(inviteProblem({ id: 'c', name: 'C' }, values)).toBeNull();
  });

  it('refuses a name that is not a name, with the shared rule’s message', () => {
    const values = { firstName: 'Win $500', lastName: 'Ridge', email: 'riley@example.com' };
    expect(inviteProblem({ id: 'c', name: 'C' }, values)).toBe('First name cannot contain amounts');
    expect(inviteProblem({ id: 'c', name: 'C' }, { ...values, firstName: 'Riley', lastName: 'Ridge\r\nBcc: x' })).toBe(
      'Last name cannot contain line breaks or control characters',
    );
  });

  it('sends the invite payload with a random 12-character password of letters and digits', () => {
    const company = { id: '01JDSEEDC00000000000000001', name: 'Tar Heel Moving Co.' };
    const body = toInviteBody(
      company,
      { firstName: ' Riley', lastName: 'Ridge ', email: 'riley@example.com' },
      'http://localhost:5173',
    );
    expect(body).toMatchObject({
      email: 'riley@example.com',
      firstName: 'Riley',
      lastName: 'Ridge',
      role: 'MOVING_COMPANY',
      movingCompanyId: company.id,
      movingCompanyName: company.name,
      frontendUrl: 'http://localhost:5173',
    });
    expect(body.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(AdminInviteUserBodySchema.safeParse(body).success).toBe(true);
    expect(new Set(Array.from({ length: 20 }, () => randomPassword())).size).toBe(20);
  });
});

describe('the vetting form', () => {
  it('judges today in the Carolinas, as the server does', () => {
    // 02:00 UTC on the 24th is still the evening of the 23rd in Raleigh.
    expect(todayForVetting(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-23');
    expect(todayForVetting(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-24');
  });

  it('sends numbers, the insurance days, and notes and the MC number only when written', () => {
    const values = {
      hours_spent: 5.5,
      rating: '4',
      vetted_on: '2026-11-20',
      usdot_number: ' 301245876 ',
      mc_number: ' ',
      authority_status: 'NONE' as const,
      ncuc_certificate: ' ',
      sc_class_e_certificate: '',
      cargo_insurance_amount: '' as const,
      liability_insurance_amount: '' as const,
      cargo_insurance_expires_on: '2027-05-01',
      liability_insurance_expires_on: '2027-04-01',
      notes: ' ',
    };
    expect(toVettingBody(values)).toEqual({
      hours_spent: 5.5,
      rating: 4,
      vetted_on: '2026-11-20',
      usdot_number: '301245876',
      authority_status: 'NONE',
      cargo_insurance_expires_on: '2027-05-01',
      liability_insurance_expires_on: '2027-04-01',
    });
    expect(toVettingBody({ ...values, mc_number: 'MC-612345' }).mc_number).toBe('MC-612345');
    expect(
      toVettingBody({
        ...values,
        ncuc_certificate: 'C-2041',
        sc_class_e_certificate: '9876',
        cargo_insurance_amount: 10_000,
        liability_insurance_amount: 750_000,
      }),
    ).toMatchObject({
      ncuc_certificate: 'C-2041',
      sc_class_e_certificate: '9876',
      cargo_insurance_amount: 10_000,
      liability_insurance_amount: 750_000,
    });
  });

  it("says the insurance minimums (FMCSA's for active authority, SC's for a Class E certificate) and that active authority needs the MC number", async () => {
    const values = {
      ...toVettingFormValues(null, '1234567'),
      hours_spent: 5,
      rating: '5',
      cargo_insurance_expires_on: '2027-05-01',
      liability_insurance_expires_on: '2027-04-01',
      sc_class_e_certificate: '9876',
      cargo_insurance_amount: 2_500,
      liability_insurance_amount: 500_000,
    };
    const messages = async (form: typeof values) => {
      const { errors } = await vettingFormResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
      return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
    };
    expect(await messages(values)).toEqual({
      liability_insurance_amount: 'SC requires at least $750,000 of liability insurance for a Class E certificate.',
      cargo_insurance_amount: 'SC requires at least $5,000 of cargo insurance for a Class E certificate.',
    });
    expect(await messages({ ...values, authority_status: 'ACTIVE' as const })).toEqual({
      mc_number: 'Active operating authority needs the MC number it was granted under.',
      liability_insurance_amount:
        'FMCSA requires at least $750,000 of liability insurance for interstate household goods moves.',
      cargo_insurance_amount: 'FMCSA requires at least $5,000 of cargo insurance for interstate household goods moves.',
    });
  });
});

describe('the operations figures', () => {
  it('shows each figure for 7 and 30 days and the median time readably', () => {
    const rows = statRows(marketplaceStats());
    expect(rows[0]).toEqual({ label: 'New customers', last7: '3', last30: '10' });
    expect(rows.at(-1)).toEqual({ label: 'Median time to first quote', last7: '1 h 35 min', last30: '—' });
    expect([formatMinutes(42), formatMinutes(120), formatMinutes(60 * 24 * 2 + 60 * 3)]).toEqual([
      '42 min',
      '2 h',
      '2 d 3 h',
    ]);
  });
});
