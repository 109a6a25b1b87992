import { describe, expect, it } from 'vitest';
import { UpdateMyMovingCompanyBodySchema } from '@schemas/company-profile';
import { myCompany } from '../support/fixtures';
import {
  CompanyFormSchema,
  countBullets,
  countWords,
  previewCompany,
  toCompanyFormValues,
  toUpdateBody,
  type CompanyFormValues,
} from '@web/features/company-profile/model/company-form';

const company = myCompany({ hero_image_url: null, hero_mediaId: null });

const errorsOf = (values: CompanyFormValues) => {
  const result = CompanyFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the company form', () => {
  it('starts from the saved company, with a missing image as empty', () => {
    const values = toCompanyFormValues(company);
    expect(values).toMatchObject({
      year_founded: '2009',
      state: 'NC',
      logo: { mediaId: 'logo-1', url: 'https://images.example/logo.png' },
      hero: null,
    });
  });

  it("says 'X is required.' for every empty field", () => {
    const empty: CompanyFormValues = {
      year_founded: '',
      phone: ' ',
      city: '',
      state: null,
      zip: '',
      description: '',
      billboard: '',
      dot_number: '',
      policies_link: '',
      fee_list: '',
      logo: null,
      hero: null,
      service_radius: 'STATE',
      serves_out_of_state: true,
    };
    expect(errorsOf(empty)).toEqual({
      year_founded: 'Year founded is required.',
      phone: 'Phone is required.',
      city: 'City is required.',
      state: 'State is required.',
      zip: 'Zip code is required.',
      description: 'Description is required.',
      billboard: 'Billboard is required.',
      dot_number: 'DOT number is required.',
      policies_link: 'Policies link is required.',
      fee_list: 'Fee list is required.',
      logo: 'Logo is required.',
      hero: 'Hero image is required.',
    });
  });

  it('checks the year, DOT number and policies link formats', () => {
    const values = { ...toCompanyFormValues(company), hero: { mediaId: 'h', url: 'u' } };
    expect(errorsOf(values)).toEqual({});
    expect(errorsOf({ ...values, year_founded: '208', dot_number: '1234567890', policies_link: 'nope' })).toEqual({
      year_founded: 'Year must be exactly 4 digits.',
      dot_number: 'DOT number must be 1 to 9 digits.',
      policies_link: 'Please enter a valid URL.',
    });
  });

  it('sends a body the server schema accepts, with the year as a number and the media ids', () => {
    const values = {
      ...toCompanyFormValues(company),
      city: '  Durham ',
      hero: { mediaId: 'companies/x/1-a-hero.png', url: 'u' },
    };
    const body = toUpdateBody(values);
    expect(body).toMatchObject({
      year_founded: 2009,
      city: 'Durham',
      logo_mediaId: 'logo-1',
      hero_mediaId: 'companies/x/1-a-hero.png',
    });
    expect(UpdateMyMovingCompanyBodySchema.parse(body)).toMatchObject({ year_founded: 2009, city: 'Durham' });
  });

  it('starts from the saved service area and sends the one chosen', () => {
    const values = toCompanyFormValues(company);
    expect(values).toMatchObject({ service_radius: '150', serves_out_of_state: true });
    const body = toUpdateBody({ ...values, service_radius: '50', serves_out_of_state: false });
    expect(UpdateMyMovingCompanyBodySchema.parse(body)).toMatchObject({
      service_radius: '50',
      serves_out_of_state: false,
    });
  });

  it('previews the public page from the typed values', () => {
    const preview = previewCompany(company, {
      ...toCompanyFormValues(company),
      city: 'Durham',
      hero: { mediaId: 'h', url: 'http://s3/h.png' },
    });
    expect(preview).toMatchObject({
      name: 'Tar Heel Moving Co.',
      city: 'Durham',
      hero_image_url: 'http://s3/h.png',
      year_founded: 2009,
    });
    expect(preview).not.toHaveProperty('email');
  });

  it('counts words and bullets for the hints', () => {
    expect(countWords('  one two\nthree ')).toBe(3);
    expect(countBullets('a\n\n b \n')).toBe(2);
  });
});
