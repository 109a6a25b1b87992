/**
 * Benchmark: GET /api/my-move-request/matches on a crowded calendar. COMPANIES companies per
 * Carolina state (default 500: 1,000 in all) with DAYS days of calendar each (default 90, about
 * 85 % available, 90 % of companies verified) and their month items (what putAvailabilityDays
 * keeps, written here in bulk), one customer's NC move per range.
 *
 * Besides latency it counts what the handler reads (read-tally.ts). Divided by the requests and by
 * the companies each answer returned: "items read per company returned". Prints; never fails.
 * Run: npx tsx test/bench/matches.ts   (BENCH_COMPANIES, BENCH_DAYS, BENCH_RANGES to change)
 */
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { withBenchStack } from './bench-stack';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { measure, ms } from './measure';
import { callsPerRequest, countingPlugin, resetTally, tally } from './read-tally';

const BENCH_PORTS = { TEST_WEB_PORT: '5374', TEST_GATEWAY_PORT: '3201', TEST_DYNAMODB_PORT: '8201', TEST_COGNITO_PORT: '9430', TEST_S3_PORT: '4770', TEST_INBOX_PORT: '8206', TEST_STRIPE_PORT: '12201' };
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 500);
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const RANGES = (process.env.BENCH_RANGES ?? '7,21,62').split(',').map(Number);
const RUNS = [
  { concurrency: 1, requests: 30 },
  { concurrency: 10, requests: 60 },
];

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { movingCompanyEntity } = await import('@functions/core/data/moving-companies');
    const { availabilityEntity, availabilityMonthEntity, listingStateOf, monthOf } = await import('@functions/core/data/availability');
    const { dynamoClient } = await import('@functions/core/aws/dynamodb');

    // Batch writes (25 items a call, 8 calls in flight): companies, every day of every one, and
    // each company's month items (the available days of each month, as putAvailabilityDays keeps them).
    const started = performance.now();
    for (const state of ['NC', 'SC']) {
      const companies = Array.from({ length: COMPANIES }, (_, i) => {
        const id = ulid();
        return { id, name: `${state} Movers ${String(i).padStart(3, '0')}`, email: `${id}@bench.example`, city: 'Town', state, is_verified: i % 10 !== 0 };
      });
      const written = await movingCompanyEntity().put(companies).go({ concurrency: 8 });
      if (written.unprocessed.length > 0) throw new Error('companies were not written');
      const days = companies.flatMap((company, i) =>
        Array.from({ length: DAYS }, (_, d) => ({ moving_company_id: company.id, date: dayFromToday(d), is_available: (i + d) % 7 !== 0 })),
      );
      const put = await availabilityEntity().put(days).go({ concurrency: 8 });
      if (put.unprocessed.length > 0) throw new Error('availability days were not written');
      const monthDays = new Map<string, { moving_company_id: string; month: string; state: string; days: string[] }>();
      // Filed as putAvailabilityDays files them: under the state only while the company is verified.
      const listingOf = new Map(companies.map((c) => [c.id, listingStateOf(c)]));
      for (const d of days.filter((d) => d.is_available)) {
        const key = `${d.moving_company_id}|${monthOf(d.date)}`;
        const month = monthDays.get(key) ?? { moving_company_id: d.moving_company_id, month: monthOf(d.date), state: listingOf.get(d.moving_company_id)!, days: [] };
        month.days.push(d.date);
        monthDays.set(key, month);
      }
      const months = await availabilityMonthEntity().put([...monthDays.values()]).go({ concurrency: 8 });
      if (months.unprocessed.length > 0) throw new Error('availability months were not written');
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`seeded ${2 * COMPANIES} companies x ${DAYS} days (${2 * COMPANIES * DAYS} day items) in ${seconds.toFixed(1)} s`);

    dynamoClient().middlewareStack.use(countingPlugin);

    console.log('\nrange  conc  requests | matches | p50 / p99                   | req/s | items read / request | per company returned | RCU / request | calls / request');
    for (const range of RANGES) {
      const { customer: user } = await customerWithMove({ start: dayFromToday(1), end: dayFromToday(range), packing: false });
      let found = 0;
      let retried = 0;
      let failed: number[] = [];
      const getMatches = async () => {
        // A pooled keep-alive socket the gateway closed while idle fails at once ('other side
        // closed'); that request is sent again (counted) rather than ending the run.
        const answer = await callRoute(routes.getMyMatches, { token: user.accessToken }).catch(() => {
          retried++;
          return callRoute(routes.getMyMatches, { token: user.accessToken });
        });
        // A failed answer (the handler's time limit under load) is counted, not fatal.
        if (answer.status !== 200) return void failed.push(answer.status);
        found = answer.body.moving_company_matches.length;
      };
      await measure(2, 6, getMatches); // warm-up
      for (const run of RUNS) {
        resetTally();
        retried = 0;
        failed = [];
        const f = await measure(run.concurrency, run.requests, getMatches);
        const perRequest = tally.itemsRead / f.requests;
        const calls = callsPerRequest(f.requests);
        console.log(
          [
            `${String(range).padStart(5)}  ${String(f.concurrency).padStart(4)}  ${String(f.requests).padStart(8)}`,
            String(found).padStart(7),
            `${ms(f.p50).padStart(11)} / ${ms(f.p99).padEnd(13)}`,
            f.perSecond.toFixed(1).padStart(5),
            perRequest.toFixed(0).padStart(20),
            (found ? perRequest / found : NaN).toFixed(1).padStart(20),
            (tally.capacity / f.requests).toFixed(1).padStart(13),
            calls +
              (retried ? ` (${retried} resent after a closed socket)` : '') +
              (failed.length ? ` (${failed.length} failed: ${[...new Set(failed)].join(', ')})` : ''),
          ].join(' | '),
        );
      }
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
