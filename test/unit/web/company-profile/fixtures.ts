import type { MyMovingCompany } from '@schemas/company-profile';

/** The demo company as GET /my-moving-company answers it. */
export function myCompany(overrides: Partial<MyMovingCompany> = {}): MyMovingCompany {
  return {
    id: '01JDSEEDC00000000000000001',
    name: 'Tar Heel Moving Co.',
    email: 'office@tarheel.example',
    phone: '(919) 555-0101',
    city: 'Raleigh',
    state: 'NC',
    zip: '27603',
    year_founded: 2008,
    description: 'We move families.',
    billboard: 'Crews\nEstimates\nProtection',
    dot_number: '301245876',
    policies_link: 'https://tarheel.example/policies',
    fee_list: 'Hourly: $139',
    logo_image_url: 'http://s3/logo.png',
    logo_mediaId: 'seed/x/logo.png',
    hero_image_url: 'http://s3/hero.png',
    hero_mediaId: 'seed/x/hero.png',
    is_verified: true,
    ...overrides,
  };
}
