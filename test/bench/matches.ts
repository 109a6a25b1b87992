/**
 * Benchmark: GET /api/my-move-request/matches, ranked, on a crowded network. COMPANIES companies
 * in all (default 1,000), spread over the real NC and SC ZIP codes of the `zipcodes` dataset,
 * with mixed service areas (25, 50, 100, 150, 250 miles, whole state, in turn) and mixed
 * reviews and response times, 90 % verified, each with DAYS days of calendar (default 90, about
 * 86 % available) on the company item as putAvailabilityDays keeps it, written here in bulk and
 * then filed in matching's cell rosters by refileMatchListing itself (8 at a time); one
 * customer's move from Cary, NC per range.
 *
 * Besides latency it counts what the handler reads (read-tally.ts), per request and per
 * company returned, for page 1 and for a walk of every page. Goal: page 1 reads at most 2
 * items per company it returns. Prints; never fails.
 * Run: npx tsx test/bench/matches.ts   (BENCH_COMPANIES, BENCH_DAYS, BENCH_RANGES to change)
 */
import zipcodes from 'zipcodes';
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
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1000);
const RADII = ['25', '50', '100', '150', '250', 'STATE'] as const;
/** Refiles in flight while filing the rosters. */
const FILING_CONCURRENCY = 2;
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const RANGES = (process.env.BENCH_RANGES ?? '1,7,21,62').split(',').map(Number);
const RUNS = [
  { concurrency: 1, requests: 30 },
  { concurrency: 10, requests: 60 },
];

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    const { refileMatchListing } = await import('@functions/core/data/company/company-match-listing');
    const { dynamoClient } = await import('@functions/platform/aws/dynamodb');

    // Batch writes (25 items a call, 8 calls in flight): each company with its available days,
    // as putAvailabilityDays leaves them; then refileMatchListing files each in its cells.
    const places = ['NC', 'SC'].flatMap((state) => zipcodes.lookupByState(state));
    const started = performance.now();
    const companies = Array.from({ length: COMPANIES }, (_, i) => {
      const id = ulid();
      const place = places[(i * 7919) % places.length];
      const available_days = Array.from({ length: DAYS }, (_, d) => d)
        .filter((d) => (i + d) % 7 !== 0)
        .map((d) => dayFromToday(d));
      const reviewed = i % 4 !== 0;
      return {
        id,
        name: `${place.state} Movers ${String(i).padStart(4, '0')}`,
        email: `${id}@bench.example`,
        city: place.city,
        state: place.state,
        zip: place.zip,
        service_radius: RADII[i % RADII.length],
        serves_out_of_state: i % 3 !== 0,
        is_verified: i % 10 !== 0,
        available_days,
        ...(reviewed ? { review_count: 1 + (i % 40), review_overall_sum: (1 + (i % 40)) * (3 + (i % 5) * 0.5) } : {}),
        ...(i % 2 ? { response_minutes: [30 + (i % 600), 60 + (i % 300), 90 + (i % 900)] } : {}),
      };
    });
    const written = await movingCompanyEntity().put(companies).go({ concurrency: 8 });
    if (written.unprocessed.length > 0) throw new Error('companies were not written');
    const pending = companies.map((company) => company.id);
    await Promise.all(
      Array.from({ length: FILING_CONCURRENCY }, async () => {
        for (let id = pending.pop(); id; id = pending.pop())
          // A write timed out on a busy machine is filed again (refiling is idempotent).
          await refileMatchListing(id)
            .catch(() => refileMatchListing(id))
            .catch(() => refileMatchListing(id));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `seeded ${COMPANIES} companies over ${places.length} NC/SC ZIP codes with ${DAYS} days of calendar each, filed in their cells, in ${seconds.toFixed(1)} s`,
    );

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
      let total = 0;
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
        total = answer.body.total;
      };
      await measure(2, 6, getMatches); // warm-up
      const summary: string[] = [];
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
        if (run.concurrency === 1)
          summary.push(
            `${String(range).padStart(5)}  of ${total} matches: page 1 reads ${(found ? perRequest / found : NaN).toFixed(2)} items per company returned (goal <= 2), p50 ${ms(f.p50)} at concurrency 1`,
          );
      }
      console.log(summary.join('\n'));
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
