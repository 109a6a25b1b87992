import type { PublicMovingCompany } from '@schemas/companies';

/** The demo company as GET /api/moving-company/{id} answers it. */
export function publicCompany(overrides: Partial<PublicMovingCompany> = {}): PublicMovingCompany {
  return {
    id: '01JDSEEDC00000000000000001',
    name: 'Tar Heel Moving Co.',
    city: 'Raleigh',
    state: 'NC',
    zip: '27603',
    year_founded: 2009,
    description: 'Tar Heel Moving Co. has helped Triangle families move since 2009.',
    billboard: 'Full-time crews\n\nFree estimates\n  \nFloor protection\n',
    dot_number: '301245876',
    policies_link: 'https://tarheel-movers.example/policies',
    fee_list: 'Two movers and a truck: $139/hour\nTravel fee: $95',
    logo_image_url: 'https://images.example/logo.png',
    logo_mediaId: 'logo-1',
    hero_image_url: 'https://images.example/hero.png',
    hero_mediaId: 'hero-1',
    is_verified: true,
    ...overrides,
  };
}
