import { afterEach, describe, expect, it } from 'vitest';
import { toPublicMovingCompany } from '@functions/companies/company-views';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { PublicMovingCompanySchema } from '@schemas/companies';

describe('toPublicMovingCompany', () => {
  const original = process.env.IMAGE_BASE_URL;
  afterEach(() => {
    process.env.IMAGE_BASE_URL = original;
  });

  const stored = {
    id: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
    name: 'Tar Heel Movers',
    email: 'office@tarheel.example',
    phone: '9195550100',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    year_founded: 1998,
    logo_mediaId: 'seed/01H/logo.png',
    is_verified: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  } as MovingCompanyItem;

  it('builds image URLs from media ids and nulls what is missing', () => {
    delete process.env.IMAGE_BASE_URL;
    const pub = toPublicMovingCompany(stored);
    expect(PublicMovingCompanySchema.parse(pub)).toEqual(pub);
    expect(pub.logo_image_url).toBe('/images/seed/01H/logo.png');
    expect(pub.logo_mediaId).toBe('seed/01H/logo.png');
    expect(pub.hero_image_url).toBeNull();
    expect(pub.hero_mediaId).toBeNull();
    expect(pub.description).toBeNull();
    expect(pub).toMatchObject({
      name: 'Tar Heel Movers',
      city: 'Raleigh',
      state: 'NC',
      year_founded: 1998,
      is_verified: true,
    });
  });

  it('carries the vetting facts only while the company is verified', () => {
    const facts = { vetted_on: '2026-03-01', hours_spent: 6.5, rating: 5 };
    expect(toPublicMovingCompany(stored).vetting).toBeNull();
    // Facts copied before the MC number, licences and insurance days existed read as unknown.
    expect(toPublicMovingCompany({ ...stored, vetting_facts: facts }).vetting).toEqual({
      ...facts,
      mc_number: null,
      authority_status: 'NONE',
      ncuc_certificate: null,
      sc_class_e_certificate: null,
      cargo_insurance_amount: null,
      liability_insurance_amount: null,
      insurance_expires_on: null,
    });
    const withTrust = {
      ...facts,
      mc_number: '612345',
      authority_status: 'ACTIVE' as const,
      ncuc_certificate: '2041',
      sc_class_e_certificate: '9106',
      cargo_insurance_amount: 100_000,
      liability_insurance_amount: 1_000_000,
      insurance_expires_on: '2027-01-31',
    };
    expect(toPublicMovingCompany({ ...stored, vetting_facts: withTrust }).vetting).toEqual(withTrust);
    expect(toPublicMovingCompany({ ...stored, is_verified: false, vetting_facts: facts }).vetting).toBeNull();
  });

  it('never carries e-mail or phone', () => {
    const pub = toPublicMovingCompany(stored) as Record<string, unknown>;
    expect(pub).not.toHaveProperty('email');
    expect(pub).not.toHaveProperty('phone');
    expect(JSON.stringify(pub)).not.toContain('tarheel.example');
  });

  it('treats an empty state and a missing flag as null / unverified', () => {
    const pub = toPublicMovingCompany({ ...stored, state: '', is_verified: undefined });
    expect(pub.state).toBeNull();
    expect(pub.is_verified).toBe(false);
  });
});
