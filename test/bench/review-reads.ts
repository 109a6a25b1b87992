/**
 * Benchmark: what the reviews cost to read. GET /api/moving-company/{id}/reviews for a company
 * with REVIEWS published reviews (default 60), page 1 and a walk of every page in each order.
 * Goal: at most 2 + the reviews returned (the company item for the summary, then the page on the
 * sparse list index and one more item that says whether another page exists), beyond what every
 * signed-in request reads (the caller's profile: measured
 * on a request for a company without reviews, which reads it and the company). Then a match
 * page, before and after every matched company has reviews: the summary is the company item's
 * own counters, so the items read stay the same. Counts reads with read-tally.ts; prints; never fails.
 * Run: npx tsx test/bench/review-reads.ts   (BENCH_REVIEWS, BENCH_MATCH_COMPANIES to change)
 */
import { pathToFileURL } from 'node:url';
import { REVIEW_SORTS, type ReviewSort } from '@schemas/reviews';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany, setCalendar } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { publishedReview } from '@test/support/fixtures/published-reviews';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms } from './measure';
import { countingPlugin, resetTally, tally } from './read-tally';

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 60);
const MATCH_COMPANIES = Number(process.env.BENCH_MATCH_COMPANIES ?? 30);

const verdict = (read: number, returned: number) =>
  `${read} (goal ≤ ${2 + returned}: ${read <= 2 + returned ? 'ok' : 'over'})`;

async function itemsReadFor<T>(call: () => Promise<T>): Promise<{ result: T; itemsRead: number }> {
  resetTally();
  const result = await call();
  return { result, itemsRead: tally.itemsRead };
}

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { dynamoClient } = await import('@functions/platform/aws/dynamodb');
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const company = await createTestCompany({ name: 'Much Reviewed Movers' });
    const quiet = await createTestCompany({ name: 'Unreviewed Movers' });
    const started = performance.now();
    const now = Date.now();
    for (let i = 0; i < REVIEWS; i++) {
      await publishedReview({
        companyId: company.id,
        overall: 1 + ((i * 7) % 5),
        publishedAt: new Date(now - i * 60_000),
      });
    }
    console.log(`published ${REVIEWS} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    dynamoClient().middlewareStack.use(countingPlugin);
    const list = (companyId: string, sort: ReviewSort = 'newest', cursor?: string) =>
      callRoute(routes.listCompanyReviews, {
        token: customer.accessToken,
        params: { id: companyId },
        query: cursor ? { sort, cursor } : { sort },
      });
    await list(quiet.id);
    // A company without reviews: the caller's profile (the auth step) and the company item.
    const empty = await itemsReadFor(() => list(quiet.id));
    const perRequest = empty.itemsRead - 1;
    console.log(`\nreads of every signed-in request (the caller's profile): ${perRequest}`);
    console.log(`company without reviews: ${empty.itemsRead - perRequest} items read beyond them (the company)`);

    console.log('\norder   | page | reviews | items read beyond the per-request reads');
    for (const sort of REVIEW_SORTS) {
      let cursor: string | null = null;
      let page = 0;
      do {
        const { result, itemsRead } = await itemsReadFor(() => list(company.id, sort, cursor ?? undefined));
        if (result.status !== 200) throw new Error(`${sort} page ${page + 1} answered ${result.status}`);
        page++;
        const returned = result.body.reviews.length;
        if (page <= 2 || !result.body.nextCursor) {
          console.log(
            `${sort.padEnd(7)} | ${String(page).padStart(4)} | ${String(returned).padStart(7)} | ${verdict(itemsRead - perRequest, returned)}`,
          );
        }
        cursor = result.body.nextCursor;
      } while (cursor);
    }
    const latency = await measure(1, 30, async () => {
      await list(company.id);
    });
    console.log(`\npage 1 latency through the local gateway: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}`);

    // A match page: the same companies before and after each has reviews.
    const day = dayFromToday(500);
    const matched: string[] = [];
    for (let i = 0; i < MATCH_COMPANIES; i++) {
      const c = await createTestCompany({ name: `Match Review Movers ${String(i).padStart(2, '0')}` });
      await setCalendar(c.id, [[day, true]]);
      matched.push(c.id);
    }
    const { customer: mover } = await customerWithMove({
      from: { state: 'NC' },
      to: { state: 'SC' },
      start: day,
      end: day,
      packing: false,
    });
    const matchPage = async (who: TestUser) => {
      const answer = await callRoute(routes.getMyMatches, { token: who.accessToken });
      if (answer.status !== 200) throw new Error(`matches answered ${answer.status}`);
      return answer.body.moving_company_matches.length;
    };
    await matchPage(mover);
    const before = await itemsReadFor(() => matchPage(mover));
    for (const [i, id] of matched.entries()) await publishedReview({ companyId: id, overall: 1 + (i % 5) });
    const after = await itemsReadFor(() => matchPage(mover));
    console.log('\nmatch page      | companies | items read');
    console.log(`before reviews  | ${String(before.result).padStart(9)} | ${before.itemsRead}`);
    console.log(
      `after reviews   | ${String(after.result).padStart(9)} | ${after.itemsRead} (${after.itemsRead === before.itemsRead ? 'unchanged' : 'CHANGED'})`,
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
