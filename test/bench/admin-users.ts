/**
 * Benchmark: GET /api/admin/auth/users (the admin's user table) on USERS profiles (default
 * 2,000), written in bulk with their list keys and counted. Goal: a page
 * reads at most 2 items per user it returns (its profiles and their companies) whatever the
 * page number, beyond the counter. Prints, for pages 1, 10, 50 and the last: reached by the
 * cursor of the page before (as the table asks) and by page number alone (the spec's client,
 * which reads every user before the page), then the first 3 pages of a search by cursor. Counts reads with read-tally.ts; never fails.
 * Run: npx tsx test/bench/admin-users.ts   (BENCH_USERS to change)
 */
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestUser } from '@test/support/fixtures/users';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { ms } from './measure';
import { countingPlugin, resetTally, tally } from './read-tally';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const LIMIT = 10;
const GOAL = 2;
const verdict = (perItem: number) => `${perItem.toFixed(2)} ${perItem <= GOAL ? 'ok' : 'over'}`;

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { userEntity, countUsers, searchFields } = await import('@functions/core/data/user/users');
    const { dynamoClient } = await import('@functions/platform/aws/dynamodb');
    const admin = await createTestUser({ role: 'ADMIN', profile: true });

    const started = performance.now();
    const now = Date.now();
    const rows = Array.from({ length: USERS }, (_, i) => {
      const id = ulid();
      const lastName = `Bench${String(i).padStart(5, '0')}`;
      return {
        id,
        auth_id: id,
        firstName: 'Listed',
        lastName,
        email: `${id.toLowerCase()}@bench.example`,
        role: 'MOVER' as const,
        created_at: new Date(now - i * 1000).toISOString(),
        ...searchFields('Listed', lastName),
      };
    });
    await userEntity().put(rows).go({ concurrency: 8 });
    // Written in bulk around the entity's create: the user backfill counts them and puts them in the rank index.
    const { backfillUserSearchIndex } = await import('@functions/core/data/user/user-search-backfill');
    await backfillUserSearchIndex();
    const total = await countUsers();
    const lastPage = Math.ceil(total / LIMIT);
    console.log(
      `seeded ${USERS} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s; ${total} in all, ${lastPage} pages of ${LIMIT}`,
    );

    dynamoClient().middlewareStack.use(countingPlugin);
    const ask = async (query: Record<string, string>) => {
      resetTally();
      const t0 = performance.now();
      const answer: { status: number; body: unknown[]; headers: Headers } = await callRoute(routes.listAdminUsers, {
        token: admin.accessToken,
        query,
      });
      if (answer.status !== 200) throw new Error(`GET /admin/auth/users answered ${answer.status}`);
      // Beyond the counter (one GetItem every page pays for x-total-count).
      return { answer, took: performance.now() - t0, beyond: tally.itemsRead - 1 };
    };

    const shown = new Set([1, 10, 50, lastPage]);
    console.log(
      '\npage | by cursor: users, items read, per user, latency | by page number alone: items read, per user, latency',
    );
    let cursor: string | null = null;
    let worst = 0;
    for (let page = 1; page <= lastPage; page++) {
      const byCursor = await ask(cursor ? { page: String(page), cursor } : { page: String(page) });
      const returned = byCursor.answer.body.length;
      const perUser = returned ? byCursor.beyond / returned : 0;
      worst = Math.max(worst, perUser);
      if (shown.has(page)) {
        const byNumber = await ask({ page: String(page) });
        console.log(
          `${String(page).padStart(4)} | ${String(returned).padStart(3)} users, ${String(byCursor.beyond).padStart(4)} items, ${verdict(perUser)}, ${ms(byCursor.took)} | ${String(byNumber.beyond).padStart(6)} items, ${verdict(byNumber.beyond / Math.max(returned, 1))}, ${ms(byNumber.took)}`,
        );
      }
      cursor = byCursor.answer.headers.get(NEXT_CURSOR_HEADER);
    }
    console.log(`walk of ${lastPage} pages by cursor: worst page ${verdict(worst)} items per user returned`);

    // The search pages by cursor too (the name index, then last name, then e-mail).
    console.log(`\nsearch 'listed' (matches ${USERS}) by cursor: page, users, items read, per user, latency`);
    let searchCursor: string | null = null;
    for (let page = 1; page <= 3; page++) {
      const search = await ask(
        searchCursor
          ? { search: 'listed', page: String(page), cursor: searchCursor }
          : { search: 'listed', page: String(page) },
      );
      const returned = search.answer.body.length;
      console.log(
        `${String(page).padStart(4)} | ${returned} users, ${search.beyond} items, ${verdict(search.beyond / Math.max(returned, 1))}, ${ms(search.took)}`,
      );
      searchCursor = search.answer.headers.get(NEXT_CURSOR_HEADER);
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
