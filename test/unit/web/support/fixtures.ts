import type { PublicMovingCompany, SavedMovingCompany } from '@schemas/companies';
import { EstimateSchema, type EstimateInput } from '@schemas/estimates';
import { toEstimateView } from '@schemas/estimate-totals';
import type { MyMovingCompany } from '@schemas/company-profile';
import type { LocationInput, MoveRequest } from '@schemas/move-requests';
import type { CustomerQuote } from '@schemas/quotes';
import type { CompanyQuote } from '@schemas/company-quotes';
import type { CurrentUser } from '@web/lib/api/get-user';
import { testLocation } from '@test/support/fixtures/locations';

/* The web tests' fixtures: each is the server's answer for one demo record, with overrides. */

/** A profile as GET /api/user answers it, with the demo customer's names. */
/** A company's vetting facts without any licence or insurance amount (recorded before they were asked for). */
export const NO_LICENCES = {
  authority_status: 'NONE',
  ncuc_certificate: null,
  sc_class_e_certificate: null,
  cargo_insurance_amount: null,
  liability_insurance_amount: null,
} as const;

export function profileUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    auth_id: 'user-1',
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: 'customer@example.com',
    role: 'MOVER',
    is_concierge: false,
    moving_company_id: null,
    move_request_id: null,
    new_message_notifications: true,
    status_change_notifications: true,
    stripe_subscription_status: null,
    skip_token_spend_confirm: false,
    phone: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

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
    vetting: {
      vetted_on: '2026-01-15',
      hours_spent: 6,
      rating: 5,
      mc_number: '612345',
      authority_status: 'ACTIVE',
      ncuc_certificate: '2041',
      sc_class_e_certificate: null,
      cargo_insurance_amount: 100_000,
      liability_insurance_amount: 1_000_000,
      insurance_expires_on: '2027-01-31',
    },
    median_response_hours: 5,
    price_accuracy: null,
    reviews: {
      count: 0,
      average: null,
      distribution: [0, 0, 0, 0, 0],
      aspects: { on_time: null, care: null, communication: null, price_as_quoted: null },
    },
    service_radius: '150',
    serves_out_of_state: true,
    ...overrides,
  };
}

/** The same company as its own staff see it (GET /my-moving-company): with its contact details. */
export function myCompany(overrides: Partial<MyMovingCompany> = {}): MyMovingCompany {
  return {
    ...publicCompany(),
    email: 'office@tarheel.example',
    phone: '(919) 555-0101',
    notify_business_address: false,
    ...overrides,
  };
}

/** A move request's From location as the form sends it. */
export const raleigh = (overrides: Partial<LocationInput> = {}): LocationInput =>
  testLocation({ address: '1 Fayetteville St', city: 'Raleigh', zip: '27601', ...overrides });

export const charleston = (overrides: Partial<LocationInput> = {}): LocationInput =>
  raleigh({ address: '5 King St', city: 'Charleston', state: 'SC', zip: '29401', square_feet: null, ...overrides });

/** The customer's move request as GET /my-move-request answers it. */
export function savedMoveRequest(overrides: Partial<MoveRequest> = {}): MoveRequest {
  return {
    id: 'mr-1',
    user_id: 'user-1',
    move_request_from: { ...raleigh(), id: 'loc-from' },
    move_request_to: { ...charleston(), id: 'loc-to' },
    date_range_start: '2026-12-06',
    date_range_end: '2026-12-09',
    special_considerations: 'A piano',
    is_packing_required: false,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

/** A company the customer saved (GET /saved-moving-company, GET /my-saved-moving-companies). */
export function savedCompany(overrides: Partial<SavedMovingCompany> = {}): SavedMovingCompany {
  const company = overrides.moving_company ?? publicCompany();
  return {
    id: 's-1',
    moving_company_id: company.id,
    moving_company: company,
    created_at: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A quote as the customer sees it (GET /my-quotes), from the company named `companyName`. */
export function customerQuote(id: string, companyName: string, overrides: Partial<CustomerQuote> = {}): CustomerQuote {
  return {
    id,
    move_request_id: 'mr-1',
    moving_company_id: `C-${id}`,
    moving_company: publicCompany({ id: `C-${id}`, name: companyName }),
    status: 'QUOTED',
    price: 1000,
    top_price: null,
    description: null,
    estimate: null,
    quoted_by_name: 'Pat M.',
    moving_company_contact: null,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Overrides of a company quote; a sent estimate comes back with its totals, as the server answers. */
type CompanyQuoteOverrides = Omit<Partial<CompanyQuote>, 'estimate'> & { estimate?: EstimateInput | null };

/** A quote as the company that sent it sees it (GET /company-quote, PATCH /company-quote/{id}). */
export function companyQuote({ estimate, ...overrides }: CompanyQuoteOverrides = {}): CompanyQuote {
  return {
    estimate: estimate ? toEstimateView(EstimateSchema.parse(estimate)) : null,
    id: 'quote-1',
    move_request_id: 'move-1',
    moving_company_id: publicCompany().id,
    status: 'QUOTED',
    price: 900,
    top_price: 1100,
    description: 'Two movers',
    quoted_by_user_id: 'user-1',
    quoted_by_name: 'Casey C.',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
