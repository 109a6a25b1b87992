/**
 * Benchmark: GET /api/my-company-quotes (the lead manager) for a busy company: QUOTES quotes
 * (default 200) and SAVED saved leads without a quote (default 50), each on its own customer's
 * move. The list answers a page (20) by last interaction: one gsi4 Query and a BatchGet of the
 * page's moves. Prints latency of the first page at two concurrencies, the answer's size, and a
 * walk of every page with the items read per row beyond the fixed reads (goal: at most 2; the
 * quotes carry the first name from their creation, as the product writes them), and the items
 * the Manage leads dot reads (goal: the news it counts, not every quote); never fails.
 * Run: npx tsx test/bench/company-leads.ts   (BENCH_QUOTES, BENCH_SAVED to change)
 */
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { storedLocation } from '@test/support/fixtures/locations';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms } from './measure';
import { countingPlugin, resetTally, tally } from './read-tally';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 200);
const SAVED = Number(process.env.BENCH_SAVED ?? 50);
const RUNS = [
  { concurrency: 1, requests: 30 },
  { concurrency: 5, requests: 60 },
];

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { moveRequestEntity, writeFields } = await import('@functions/core/data/move-request/move-requests');
    const { userEntity } = await import('@functions/core/data/user/users');
    const { createQuotes, quoteEntity } = await import('@functions/core/data/quote/quotes');
    const { saveLeadOnce } = await import('@functions/core/data/saved/saved-leads');

    const { company, user: companyUser } = await companyWithUser({ name: 'Bench Movers' });
    const companyId = company.id;

    const started = performance.now();
    const location = storedLocation(ulid(), { unit_level_count: 1 });
    for (let i = 0; i < QUOTES + SAVED; i++) {
      const customerId = ulid();
      const moveId = ulid();
      await userEntity()
        .create({
          id: customerId,
          auth_id: customerId,
          firstName: `Customer${i}`,
          lastName: `Last${i}`,
          email: `${customerId}@bench.example`,
          role: 'MOVER',
          move_request_id: moveId,
        })
        .go();
      const start = dayFromToday(10 + (i % 80));
      await moveRequestEntity()
        .create({
          id: moveId,
          user_id: customerId,
          ...writeFields({
            from_location: location,
            to_location: location,
            start_date: start,
            end_date: start,
            special_considerations: 'Bench move',
            is_packing_required: i % 2 === 0,
          }),
        })
        .go();
      if (i < QUOTES) {
        await createQuotes([
          {
            id: ulid(),
            move_request_id: moveId,
            moving_company_id: companyId,
            customer_id: customerId,
            customer_first_name: `Customer${i}`,
          },
        ]);
        if (i % 2 === 0)
          await quoteEntity()
            .patch({ move_request_id: moveId, moving_company_id: companyId })
            .set({ status: 'QUOTED', price: 1000 + i })
            .go();
      } else {
        await saveLeadOnce(companyId, moveId, companyUser.sub, `Customer${i}`);
      }
    }
    console.log(
      `seeded ${QUOTES} quotes and ${SAVED} saved leads in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const call = () => callRoute(routes.listMyCompanyQuotes, { token: companyUser.accessToken });
    const first = await call();
    if (first.status !== 200) throw new Error(`my-company-quotes answered ${first.status}`);
    console.log(`answer: ${first.body.length} leads, ${(JSON.stringify(first.body).length / 1024).toFixed(0)} KiB`);
    console.log('\nconc  requests | p50 / p99                  | req/s');
    for (const run of RUNS) {
      const figures = await measure(run.concurrency, run.requests, call);
      console.log(
        `${String(run.concurrency).padStart(4)}  ${String(run.requests).padStart(8)} | ${ms(figures.p50)} / ${ms(figures.p99)} | ${figures.perSecond.toFixed(1)}`,
      );
    }
    await walkPages(companyUser.accessToken);
    await manageLeadsDot(companyId);
  });
}

/** Every page by x-next-cursor, twice: the items read per row returned beyond the reads of an empty list. */
async function walkPages(token: string) {
  const { dynamoClient } = await import('@functions/platform/aws/dynamodb');
  dynamoClient().middlewareStack.use(countingPlugin);
  const { user: idle } = await companyWithUser({ name: 'Quiet Bench Movers' });
  resetTally();
  await callRoute(routes.listMyCompanyQuotes, { token: idle.accessToken });
  const fixed = tally.itemsRead;
  for (const walk of ['first walk (copies facts onto older rows)', 'second walk']) {
    let cursor: string | null = null;
    let pages = 0;
    let rows = 0;
    let worst = 0;
    do {
      resetTally();
      const answer: { status: number; body: unknown[]; headers: Headers } = await callRoute(
        routes.listMyCompanyQuotes,
        { token, query: cursor ? { cursor } : undefined },
      );
      if (answer.status !== 200) throw new Error(`page ${pages + 1}: ${answer.status}`);
      pages++;
      rows += answer.body.length;
      if (answer.body.length) worst = Math.max(worst, (tally.itemsRead - fixed) / answer.body.length);
      cursor = answer.headers.get(NEXT_CURSOR_HEADER);
    } while (cursor);
    console.log(
      `${walk}: ${pages} pages, ${rows} rows; worst page ${worst.toFixed(2)} items read per row (goal ≤ 2; fixed reads ${fixed})`,
    );
  }
}

/** The Manage leads dot for a colleague who never opened the manager: every requested quote is news. */
async function manageLeadsDot(companyId: string) {
  const { createCompanyUser } = await import('@test/support/fixtures/company-users');
  const [colleague, { user: idle }] = await Promise.all([
    createCompanyUser(companyId),
    companyWithUser({ name: 'Dotless Bench Movers' }),
  ]);
  resetTally();
  await callRoute(routes.getUnreadCount, { token: idle.accessToken });
  const fixed = tally.itemsRead;
  resetTally();
  const dot = await callRoute(routes.getUnreadCount, { token: colleague.accessToken });
  const news = dot.body.manage_leads_count ?? 0;
  console.log(
    `manage leads dot: ${news} news of ${QUOTES} quotes, ${tally.itemsRead - fixed} quote items read (goal: the news only, not every quote; fixed reads ${fixed})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
