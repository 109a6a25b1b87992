import type { QuoteStatus } from '@schemas/enums';
import type { EstimateInput } from '@schemas/estimates';
import { DEMO_COMPANY_ID } from './companies';

/*
 * The demo customers and their move requests, so /find-leads, the lead manager, analytics and
 * the quotes page have something to show on first sign-in. A customer has one move request
 * (the product's rule), so the 30 requests belong to 30 customers; they are profiles only
 * (nobody signs in as them). Every id is fixed, so a rerun finds what it wrote.
 */

export interface DemoPlace {
  address: string;
  city: string;
  state: 'NC' | 'SC';
  zip: string;
}

export interface DemoMove {
  customerId: string;
  moveId: string;
  firstName: string;
  lastName: string;
  from: DemoPlace;
  to: DemoPlace;
  /** Days from the seeding day to the first move day (within the next 90 days). */
  startInDays: number;
  /** Length of the date range in days (0: one day). */
  spanDays: number;
  bedrooms: number;
  packing: boolean;
  special: string;
  /** Tar Heel Moving Co.'s quote on it, when the customer asked it (or it quoted). */
  demoCompanyQuote?: {
    status: Extract<QuoteStatus, 'QUOTE_REQUESTED' | 'QUOTED' | 'BOOKED'>;
    price?: number;
    topPrice?: number;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Fixed ULID-shaped ids: 01JDSEEDP... customers, 01JDSEEDM... moves, 01JDSEEDQ... quotes. */
export const demoCustomerId = (n: number) => `01JDSEEDP000000000000000${pad(n)}`;
export const demoMoveId = (n: number) => `01JDSEEDM000000000000000${pad(n)}`;
export const demoQuoteId = (moveId: string, companyId: string) => `01JDSEEDQ${moveId.slice(-4)}${companyId.slice(-13)}`;

const NC: DemoPlace[] = [
  { address: '412 Glenwood Ave', city: 'Raleigh', state: 'NC', zip: '27603' },
  { address: '88 Ninth St', city: 'Durham', state: 'NC', zip: '27705' },
  { address: '1210 Kildaire Farm Rd', city: 'Cary', state: 'NC', zip: '27511' },
  { address: '305 Franklin St', city: 'Chapel Hill', state: 'NC', zip: '27516' },
  { address: '2200 South Blvd', city: 'Charlotte', state: 'NC', zip: '28203' },
  { address: '701 Elm St', city: 'Greensboro', state: 'NC', zip: '27401' },
  { address: '19 Market St', city: 'Wilmington', state: 'NC', zip: '28401' },
  { address: '55 Haywood Rd', city: 'Asheville', state: 'NC', zip: '28806' },
  { address: '930 Reynolda Rd', city: 'Winston-Salem', state: 'NC', zip: '27104' },
  { address: '140 Main St', city: 'Wake Forest', state: 'NC', zip: '27587' },
];
const SC: DemoPlace[] = [
  { address: '1500 Main St', city: 'Columbia', state: 'SC', zip: '29201' },
  { address: '62 King St', city: 'Charleston', state: 'SC', zip: '29401' },
  { address: '300 Augusta St', city: 'Greenville', state: 'SC', zip: '29601' },
  { address: '700 Ocean Blvd', city: 'Myrtle Beach', state: 'SC', zip: '29577' },
  { address: '125 Oakland Ave', city: 'Rock Hill', state: 'SC', zip: '29730' },
];

const NAMES: Array<[string, string]> = [
  ['Avery', 'Mitchell'],
  ['Blake', 'Thompson'],
  ['Carmen', 'Diaz'],
  ['Dana', 'Brooks'],
  ['Eli', 'Foster'],
  ['Fatima', 'Khan'],
  ['Grace', 'Nguyen'],
  ['Hugo', 'Bennett'],
  ['Imani', 'Coleman'],
  ['Jamal', 'Price'],
  ['Kira', 'Patel'],
  ['Liam', "O'Connor"],
  ['Maya', 'Sullivan'],
  ['Noah', 'Greene'],
  ['Olivia', 'Hart'],
  ['Priya', 'Raman'],
  ['Quinn', 'Walker'],
  ['Rosa', 'Alvarez'],
  ['Sam', 'Whitaker'],
  ['Tessa', 'Young'],
  ['Uma', 'Desai'],
  ['Victor', 'Reyes'],
  ['Wes', 'Holloway'],
  ['Ximena', 'Cruz'],
  ['Yusuf', 'Ali'],
  ['Zoe', 'Chambers'],
  ['Aaron', 'Pike'],
  ['Bianca', 'Ford'],
  ['Caleb', 'Stone'],
  ['Daria', 'Lowe'],
];

const SPECIAL = [
  '',
  'Piano in the living room',
  '',
  'Third-floor walk-up, no elevator',
  '',
  'Two large dogs at home on moving day',
  '',
];

/** Tar Heel's part: 8 of the NC requests asked it; 3 it quoted, 1 the customer booked. */
const DEMO_COMPANY_QUOTES: Record<number, DemoMove['demoCompanyQuote']> = {
  1: { status: 'QUOTE_REQUESTED' },
  2: { status: 'QUOTE_REQUESTED' },
  3: { status: 'QUOTE_REQUESTED' },
  5: { status: 'QUOTE_REQUESTED' },
  6: { status: 'QUOTED', price: 1250, topPrice: 1500 },
  7: { status: 'QUOTED', price: 890 },
  9: { status: 'QUOTED', price: 2400, topPrice: 2900 },
  11: { status: 'BOOKED', price: 1780 },
};

/** 20 moves from NC, 10 from SC, spread over the next 90 days, 0 to 4 days long. */
export const DEMO_MOVES: readonly DemoMove[] = NAMES.map(([firstName, lastName], i) => {
  const n = i + 1;
  const fromNc = i < 20;
  const from = fromNc ? NC[i % NC.length] : SC[i % SC.length];
  const to = fromNc ? NC[(i * 3 + 4) % NC.length] : i % 3 === 0 ? NC[i % NC.length] : SC[(i + 2) % SC.length];
  return {
    customerId: demoCustomerId(n),
    moveId: demoMoveId(n),
    firstName,
    lastName,
    from,
    to: to.city === from.city ? NC[(i + 1) % NC.length] : to,
    startInDays: 3 + ((i * 37) % 85),
    spanDays: i % 5,
    bedrooms: 1 + (i % 4),
    packing: i % 3 === 0,
    special: SPECIAL[i % SPECIAL.length],
    demoCompanyQuote: fromNc ? DEMO_COMPANY_QUOTES[n] : undefined,
  };
});

/** customer@example.com's own move and the two companies it asked, each with a conversation. */
export const DEMO_CUSTOMER_MOVE = {
  moveId: '01JDSEEDM00000000000000100',
  from: { address: '18 Oberlin Rd', city: 'Raleigh', state: 'NC', zip: '27605' } satisfies DemoPlace,
  to: { address: '410 East Blvd', city: 'Charlotte', state: 'NC', zip: '28203' } satisfies DemoPlace,
  startInDays: 21,
  spanDays: 2,
  /** What the quotes price: the binding one's stairs line, the not-to-exceed one's piano. */
  special: 'Third-floor walk-up, no elevator. Upright piano in the living room.',
  /** The two companies the customer talks to (a conversation each). */
  quotes: [
    // Non-binding hourly: 2 movers x $70 x 9 to 11.5 hours + $190 travel = $1,450 to $1,800.
    {
      companyId: DEMO_COMPANY_ID,
      status: 'QUOTED' as const,
      estimate: {
        type: 'NON_BINDING_HOURLY',
        crew_size: 2,
        truck_size: 'TRUCK_20_FT',
        hourly_rate: 70,
        estimated_hours: 9,
        estimated_hours_high: 11.5,
        travel_fee: 190,
        line_items: [],
        full_value_protection_offered: true,
        full_value_protection_price: 145,
        deposit: 0,
        free_cancellation_days: 3,
      },
    },
    { companyId: '01JDSEEDC00000000000000002', status: 'QUOTE_REQUESTED' as const },
  ] satisfies DemoCustomerQuote[],
  /** Two more structured quotes, so the comparison shows one of each estimate type. */
  moreQuotes: [
    // Binding: $1,650 + $120 travel + $240 packing materials + $95 stairs = $2,105.
    {
      companyId: '01JDSEEDC00000000000000003',
      status: 'QUOTED' as const,
      estimate: {
        type: 'BINDING',
        crew_size: 3,
        truck_size: 'TRUCK_26_FT',
        base_price: 1650,
        travel_fee: 120,
        line_items: [
          { kind: 'PACKING_MATERIALS', amount: 240 },
          { kind: 'STAIRS', label: 'Third floor, no elevator', amount: 95 },
        ],
        full_value_protection_offered: false,
        deposit: 250,
        free_cancellation_days: 7,
      },
    },
    // Not to exceed: $1,700 + $150 piano = $1,850.
    {
      companyId: '01JDSEEDC00000000000000004',
      status: 'QUOTED' as const,
      estimate: {
        type: 'NOT_TO_EXCEED',
        crew_size: 3,
        truck_size: 'TRUCK_20_FT',
        base_price: 1700,
        travel_fee: 0,
        line_items: [{ kind: 'BULKY_ITEMS', label: 'Upright piano', amount: 150 }],
        full_value_protection_offered: true,
        full_value_protection_price: 210,
        deposit: 100,
        free_cancellation_days: 5,
      },
    },
  ] satisfies DemoCustomerQuote[],
  /** A company that found the move in lead search and quoted unasked: 'Reached out to you'. */
  reachedOutQuote: { companyId: '01JDSEEDC00000000000000007', status: 'QUOTED' as const, price: 1690 },
};

/** A quote on customer@example.com's move; a structured one is valid for two weeks from the seed day. */
export interface DemoCustomerQuote {
  companyId: string;
  status: 'QUOTE_REQUESTED' | 'QUOTED';
  estimate?: Omit<EstimateInput, 'valid_until'>;
}

/** How long the seeded structured quotes stay valid. */
export const DEMO_QUOTE_VALID_DAYS = 14;
