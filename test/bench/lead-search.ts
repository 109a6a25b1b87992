/**
 * Benchmark: POST /api/search-move-requests on a large table, at two table sizes (BENCH_MOVES,
 * default "20000,100000": the table is seeded to the first size, measured, topped up to the
 * next, measured again). Move requests have start dates spread over two years (from 60 days
 * ago), half NC and half SC, ranges of 1 to 21 days, and 2% long moves of 32 to 120 days
 * (LONG_SHARE), written with batch writes to DynamoDB Local with their lead trait items. Prints per scenario, from the search
 * function itself: page 1's leads, items DynamoDB read (ScannedCount, of those the multi-span
 * classes' in brackets), items read per lead next to the goal (3 without a city or zip filter,
 * 10 with one, 5 with any residence box), Queries and sequential Query rounds; for walking every page of the window (50 a
 * page, at most 5,000 leads) the leads and items read per lead; and p50 / p99 over HTTP (through
 * the local gateway, with auth). Never fails. Run: npx tsx test/bench/lead-search.ts
 */
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { SearchMoveRequestsBodySchema } from '@schemas/leads';
import { callRoute } from '@test/support/api';
import { dayFromToday as day } from '@test/support/fixtures/dates';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { measure, ms } from './measure';
import { putMovesInBulk } from '@test/support/fixtures/bulk-moves';

const SIZES = (process.env.BENCH_MOVES ?? '20000,100000').split(',').map(Number);
const CUSTOMERS = 2_000;
const SPAN_DAYS = 730;
/** The share of moves whose range is 32 to 120 days (the rest: 1 to 21 days). */
const LONG_SHARE = 0.02;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
/** The "all pages" walk stops after this many pages of 50 (keeps the no-dates case short). */
const MAX_WALK_PAGES = 100;

const CITIES: Record<string, Array<[string, string]>> = {
  NC: [
    ['Raleigh', '27601'],
    ['Durham', '27701'],
    ['Cary', '27511'],
    ['Charlotte', '28202'],
    ['Greensboro', '27401'],
    ['Wilmington', '28401'],
    ['Asheville', '28801'],
    ['Chapel Hill', '27514'],
    ['Apex', '27502'],
    ['Boone', '28607'],
  ],
  SC: [
    ['Charleston', '29401'],
    ['Columbia', '29201'],
    ['Greenville', '29601'],
    ['Myrtle Beach', '29577'],
    ['Rock Hill', '29730'],
    ['Spartanburg', '29301'],
    ['Summerville', '29483'],
    ['Aiken', '29801'],
    ['Beaufort', '29902'],
    ['Clemson', '29631'],
  ],
};

/** A small deterministic generator, so every run writes the same table. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** [name, body, goal: items read per lead on page 1 (null: no goal set)]. */
const SCENARIOS: Array<[string, Record<string, unknown>, number | null]> = [
  ['2 weeks, no other filter', { startDate: day(30), endDate: day(43) }, 3],
  ['2 months, no other filter', { startDate: day(30), endDate: day(89) }, 3],
  ['no dates (all open leads)', {}, 3],
  ['2 weeks, from city Durham', { startDate: day(30), endDate: day(43), fromLocation: { city: 'Durham' } }, 10],
  [
    '2 weeks, from city " durham " (any case)',
    { startDate: day(30), endDate: day(43), fromLocation: { city: ' DURHAM ' } },
    10,
  ],
  ['2 weeks, from zip 27701', { startDate: day(30), endDate: day(43), fromLocation: { zip: '27701' } }, 10],
  ['2 weeks, from zip prefix 275', { startDate: day(30), endDate: day(43), fromLocation: { zip: '275' } }, 10],
  [
    '2 months, 4+ bedrooms and packing',
    { startDate: day(30), endDate: day(89), residenceDetails: { moreThan4Beds: true, isPacking: true } },
    5,
  ],
  ['2 months, under 800 sq ft', { startDate: day(30), endDate: day(89), residenceDetails: { lessThan800: true } }, 5],
  ['2 months, 3000+ sq ft', { startDate: day(30), endDate: day(89), residenceDetails: { isOver3000Sqft: true } }, 5],
  ['2 months, 4+ bedrooms', { startDate: day(30), endDate: day(89), residenceDetails: { moreThan4Beds: true } }, 5],
  ['2 months, one level', { startDate: day(30), endDate: day(89), residenceDetails: { isOneLevel: true } }, 5],
  ['2 months, packing', { startDate: day(30), endDate: day(89), residenceDetails: { isPacking: true } }, 5],
  [
    '2 months, 3000+, 4+ beds, one level, packing',
    {
      startDate: day(30),
      endDate: day(89),
      residenceDetails: { isOver3000Sqft: true, moreThan4Beds: true, isOneLevel: true, isPacking: true },
    },
    5,
  ],
  [
    'no dates, from Durham, under 800 sq ft',
    { fromLocation: { city: 'Durham' }, residenceDetails: { lessThan800: true } },
    5,
  ],
  [
    '2 months, from zip 27701, 4+ bedrooms',
    { startDate: day(30), endDate: day(89), fromLocation: { zip: '27701' }, residenceDetails: { moreThan4Beds: true } },
    5,
  ],
  [
    '2 months, from Boone to Charleston',
    { startDate: day(30), endDate: day(89), fromLocation: { city: 'Boone' }, toLocation: { city: 'Charleston' } },
    10,
  ],
];

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { writeFields, spanDays } = await import('@functions/core/data/move-request/move-requests');
    const { LEAD_EXACT_MAX_SPAN } = await import('@functions/core/data/move-request/lead-keys');
    const { userEntity } = await import('@functions/core/data/user/users');
    const { searchLeads } = await import('@functions/leads/search');

    const started = performance.now();
    const next = random(42);
    const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
      id: `bench-customer-${i}`,
      auth_id: `bench-customer-${i}`,
      firstName: `Customer${i}`,
      lastName: `Benchmark${i}`,
      email: `customer${i}@bench.example`,
      role: 'MOVER' as const,
    }));
    await userEntity().put(customers).go({ concurrency: 16 });
    console.log(`customers written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const CHUNK = 2_500;
    const { user } = await companyWithUser({ state: 'NC' });
    let written = 0;
    let traitItems = 0;
    for (const MOVES of SIZES) {
      for (; written < MOVES; written += CHUNK) {
        const items = Array.from({ length: Math.min(CHUNK, MOVES - written) }, (_, i) => {
          const state = (written + i) % 2 === 0 ? 'NC' : 'SC';
          const [city, zip] = CITIES[state][Math.floor(next() * 10)];
          const [toCity, toZip] = CITIES[next() < 0.7 ? state : state === 'NC' ? 'SC' : 'NC'][Math.floor(next() * 10)];
          const offset = -60 + Math.floor(next() * SPAN_DAYS);
          const span = next() < LONG_SHARE ? 32 + Math.floor(next() * 89) : Math.floor(next() * 21);
          const [start, end] = [day(offset), day(offset + span)];
          const location = (c: string, z: string, st: string) => ({
            id: ulid(),
            address: '1 Bench St',
            city: c,
            state: st,
            zip: z,
            square_feet: 500 + Math.floor(next() * 3500),
            count_bedrooms: Math.floor(next() * 6),
            is_elevator_required: next() < 0.2,
            is_stairs_required: next() < 0.4,
            unit_level_start: Math.floor(next() * 4),
            unit_level_count: 1 + Math.floor(next() * 3),
          });
          return {
            id: ulid(),
            user_id: customers[Math.floor(next() * CUSTOMERS)].id,
            ...writeFields({
              from_location: location(city, zip, state),
              to_location: location(toCity, toZip, CITIES.NC.some(([c]) => c === toCity) ? 'NC' : 'SC'),
              start_date: start,
              end_date: end,
              special_considerations: next() < 0.3 ? 'Piano and a large sofa' : '',
              is_packing_required: next() < 0.4,
            }),
          };
        });
        traitItems += await putMovesInBulk(items, 8);
      }
      console.log(
        `\nseeded ${MOVES.toLocaleString('en-US')} move requests (NC and SC, ${SPAN_DAYS} days, ${LONG_SHARE * 100}% of 32 to 120 days) with ${traitItems.toLocaleString('en-US')} lead trait items and ${CUSTOMERS} customers, ${((performance.now() - started) / 1000).toFixed(1)} s since the start`,
      );

      console.log(`\n${MOVES.toLocaleString('en-US')} move requests
scenario                                  | page 1: leads  read (multi-span)  read/lead (goal)  RCU  queries rounds | all pages: leads (long)  read  read/lead | HTTP p50 / p99 (conc 1)`);
      for (const [name, body, goal] of SCENARIOS) {
        const filters = SearchMoveRequestsBodySchema.parse(body);
        const first = await searchLeads('NC', filters);
        // The pages of the window (50 a page, at most MAX_WALK_PAGES), for the read cost per lead.
        let all = { leads: 0, long: 0, read: 0 };
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page = await searchLeads('NC', { ...filters, limit: 50, cursor });
          const long = page.items.filter(
            (item) => spanDays(item.start_date, item.end_date) > LEAD_EXACT_MAX_SPAN,
          ).length;
          all = { leads: all.leads + page.items.length, long: all.long + long, read: all.read + page.stats.itemsRead };
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor && pages < MAX_WALK_PAGES);
        const call = async () => {
          const answer = await callRoute(routes.searchMoveRequests, { token: user.accessToken, body });
          if (answer.status !== 200) throw new Error(`search answered ${answer.status}`);
        };
        await measure(2, 10, call); // warm-up
        const f = await measure(1, REQUESTS, call);
        const perLead = first.stats.itemsRead / Math.max(first.items.length, 1);
        const verdict = goal === null ? '(no goal)' : `(≤ ${goal}: ${perLead <= goal ? 'ok' : 'OVER'})`;
        console.log(
          `${name.padEnd(41)} | ${String(first.items.length).padStart(12)} ${String(first.stats.itemsRead).padStart(5)} ${`(${first.stats.longItemsRead})`.padStart(12)} ${perLead.toFixed(2).padStart(9)} ${verdict.padEnd(12)} ${first.stats.capacityUnits.toFixed(1).padStart(4)} ${String(first.stats.queries).padStart(8)} ${String(first.stats.rounds).padStart(6)} | ${String(all.leads).padStart(16)} ${`(${all.long})`.padStart(6)} ${String(all.read).padStart(5)} ${(all.read / Math.max(all.leads, 1)).toFixed(2).padStart(10)} | ${ms(f.p50)} / ${ms(f.p99)}`,
        );
      }
    }
    const concurrent = await measure(10, REQUESTS * 2, async () => {
      const answer = await callRoute(routes.searchMoveRequests, { token: user.accessToken, body: SCENARIOS[0][1] });
      if (answer.status !== 200) throw new Error(`search answered ${answer.status}`);
    });
    console.log(
      `\n2 weeks, concurrency 10, ${concurrent.requests} requests: p50 ${ms(concurrent.p50)} / p99 ${ms(concurrent.p99)}, ${concurrent.perSecond.toFixed(0)} req/s`,
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
