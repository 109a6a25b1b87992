/**
 * Benchmark: GET /api/my-move-request/matches on a crowded network. COMPANIES companies per
 * Carolina state (default 500: 1,000 in all), 90 % verified, each with DAYS days of calendar
 * (default 90, about 86 % available) on the company item as putAvailabilityDays keeps it
 * (available_days, and the listing it files: gsi2 MATCH#<state> while verified), written here in
 * bulk; one customer's NC move per range.
 *
 * Besides latency it counts what the handler reads (read-tally.ts), per request and per
 * company returned, for page 1 and for a walk of every page. Goal: a page reads at
 * most 2 items per company it returns. Prints; never fails.
 * Run: npx tsx test/bench/matches.ts   (BENCH_COMPANIES, BENCH_DAYS, BENCH_RANGES to change)
 */
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { callRoute, type AnswerBody, type ApiAnswer } from '@test/support/api';
import { withBenchStack } from './bench-stack';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { measure, ms } from './measure';
import { callsPerRequest, countingPlugin, resetTally, tally } from './read-tally';

const BENCH_PORTS = {
  TEST_WEB_PORT: '5374',
  TEST_GATEWAY_PORT: '3201',
  TEST_DYNAMODB_PORT: '8201',
  TEST_COGNITO_PORT: '9430',
  TEST_S3_PORT: '4770',
  TEST_INBOX_PORT: '8206',
  TEST_STRIPE_PORT: '12201',
  TEST_EVENT_BUS_PORT: '4211',
  TEST_LIVE_CALLBACK_PORT: '4212',
};
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 500);
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const RANGES = (process.env.BENCH_RANGES ?? '1,7,21,62').split(',').map(Number);
const RUNS = [
  { concurrency: 1, requests: 30 },
  { concurrency: 10, requests: 60 },
];

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    const { dynamoClient } = await import('@functions/platform/aws/dynamodb');

    // Batch writes (25 items a call, 8 calls in flight): each company with its available days
    // and its listing, as putAvailabilityDays and refileMatchListing leave them.
    const started = performance.now();
    for (const state of ['NC', 'SC']) {
      const companies = Array.from({ length: COMPANIES }, (_, i) => {
        const id = ulid();
        const is_verified = i % 10 !== 0;
        const available_days = Array.from({ length: DAYS }, (_, d) => d)
          .filter((d) => (i + d) % 7 !== 0)
          .map((d) => dayFromToday(d));
        return {
          id,
          name: `${state} Movers ${String(i).padStart(3, '0')}`,
          email: `${id}@bench.example`,
          city: 'Town',
          state,
          is_verified,
          available_days,
          match_listing: is_verified ? state : 'NONE',
        };
      });
      const written = await movingCompanyEntity().put(companies).go({ concurrency: 8 });
      if (written.unprocessed.length > 0) throw new Error('companies were not written');
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`seeded ${2 * COMPANIES} companies with ${DAYS} days of calendar each in ${seconds.toFixed(1)} s`);

    dynamoClient().middlewareStack.use(countingPlugin);

    console.log(
      '\nPage 1 (24 companies a page).\nrange  conc  requests | matches | p50 / p99                   | req/s | items read / request | per company returned | RCU / request | calls / request',
    );
    for (const range of RANGES) {
      const { customer: user } = await customerWithMove({
        start: dayFromToday(1),
        end: dayFromToday(range),
        packing: false,
      });
      let found = 0;
      let retried = 0;
      let failed: number[] = [];
      const getMatches = async () => {
        // A pooled keep-alive socket the gateway closed while idle fails at once ('other side
        // closed'); that request is sent again (counted) rather than ending the run.
        const answer: ApiAnswer<AnswerBody<typeof routes.getMyMatches>> = await callRoute(routes.getMyMatches, {
          token: user.accessToken,
        }).catch(() => {
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
      // Every page, following nextCursor: what the whole list costs.
      resetTally();
      let pages = 0;
      let companies = 0;
      let cursor: string | null = null;
      do {
        const answer: ApiAnswer<AnswerBody<typeof routes.getMyMatches>> = await callRoute(routes.getMyMatches, {
          token: user.accessToken,
          query: cursor ? { cursor } : undefined,
        });
        if (answer.status !== 200) throw new Error(`page ${pages + 1}: ${answer.status}`);
        pages++;
        companies += answer.body.moving_company_matches.length;
        cursor = answer.body.nextCursor;
      } while (cursor);
      console.log(
        `${String(range).padStart(5)}  walk of ${pages} pages: ${companies} companies, ${tally.itemsRead} items read, ${(tally.itemsRead / companies).toFixed(2)} per company returned; ${callsPerRequest(pages)} per page`,
      );
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
