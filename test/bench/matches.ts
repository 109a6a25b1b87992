/**
 * Benchmark: GET /api/my-move-request/matches on a crowded calendar. COMPANIES companies per
 * Carolina state with DAYS days each (about 85% available); one customer's NC move over a
 * RANGE-day window. Matching reads one sparse gsi2 partition per day of the range (only
 * available days) and BatchGets the companies found, so its cost grows with the range and the
 * companies free in it, not with the whole table. Prints; never fails.
 * Run: npx tsx test/bench/matches.ts
 */
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import { routes } from '../../schemas/routes';
import { todayInCarolinas } from '../../functions/move-requests/dates';
import { callRoute } from '../support/api';
import { withBenchStack } from './bench-stack';
import { createTestUser } from '../support/users';
import { measure, ms } from './measure';

const BENCH_PORTS = { TEST_WEB_PORT: '5374', TEST_GATEWAY_PORT: '3201', TEST_DYNAMODB_PORT: '8201', TEST_COGNITO_PORT: '9430', TEST_S3_PORT: '4770', TEST_INBOX_PORT: '8206' };
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100);
const DAYS = 60;
const RANGES = [7, 21];
const RUNS = [
  { concurrency: 1, requests: 100 },
  { concurrency: 10, requests: 300 },
];

const day = (offset: number) => {
  const date = new Date(`${todayInCarolinas()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { movingCompanyEntity } = await import('../../functions/core/data/moving-companies');
    const { putAvailabilityDays } = await import('../../functions/core/data/availability');
    const started = performance.now();
    for (const state of ['NC', 'SC']) {
      for (let i = 0; i < COMPANIES; i++) {
        const id = ulid();
        await movingCompanyEntity().create({ id, name: `${state} Movers ${i}`, email: `${id}@bench.example`, state, is_verified: i % 10 !== 0 }).go();
        await putAvailabilityDays(id, state, Array.from({ length: DAYS }, (_, d) => ({ date: day(d + 1), is_available: (i + d) % 7 !== 0 })));
      }
    }
    console.log(`seeded ${2 * COMPANIES} companies x ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    console.log('\nrange  conc  requests | matches | p50 / p99                  | req/s');
    for (const range of RANGES) {
      const user = await createTestUser({ role: 'MOVER', profile: true });
      const location = { address: '1 Main St', city: 'Raleigh', state: 'NC', zip: '27601', square_feet: null, count_bedrooms: 2, is_elevator_required: false, is_stairs_required: false, unit_level_start: 0, unit_level_count: 1 };
      const created = await callRoute(routes.createMoveRequest, {
        token: user.accessToken,
        body: { from_location: location, to_location: location, start_date: day(2), end_date: day(1 + range), is_packing_required: false },
      });
      if (created.status !== 201) throw new Error(`create move request answered ${created.status}`);
      let found = 0;
      const getMatches = async () => {
        const answer = await callRoute(routes.getMyMatches, { token: user.accessToken });
        if (answer.status !== 200) throw new Error(`matches answered ${answer.status}`);
        found = answer.body.moving_company_matches.length;
      };
      await measure(5, 20, getMatches); // warm-up
      for (const run of RUNS) {
        const f = await measure(run.concurrency, run.requests, getMatches);
        console.log(
          `${String(range).padStart(5)}  ${String(f.concurrency).padStart(4)}  ${String(f.requests).padStart(8)} | ${String(found).padStart(7)} | ${ms(f.p50).padStart(10)} / ${ms(f.p99).padEnd(13)} | ${f.perSecond.toFixed(0)}`,
        );
      }
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
