/**
 * Benchmark: GET /api/conversations for a busy company: CONVERSATIONS conversations (default
 * 500), each with a quote on its customer's move, one in BOOKED_EVERY booked (default 10, so
 * the company may read those customers' last names). The list is paged
 * (LIMITS.conversationsPageSize, the next page's cursor in x-next-cursor). Goal: at
 * most 2 items read per conversation returned, on page 1 and on every later page
 * (the gsi3 page, the BatchGet of the quotes for the booking reveal). Counts reads with
 * read-tally.ts; prints; never fails. Last, the unread count: the items it reads per unread
 * conversation (goal 1: the sparse unread index, never the whole list).
 * Run: npx tsx test/bench/conversations.ts   (BENCH_CONVERSATIONS, BENCH_BOOKED_EVERY to change)
 */
import { pathToFileURL } from 'node:url';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { seedCompanyConversations } from '@test/support/fixtures/many-conversations';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms } from './measure';
import { callsPerRequest, countingPlugin, resetTally, tally } from './read-tally';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 500);
const BOOKED_EVERY = Number(process.env.BENCH_BOOKED_EVERY ?? 10);
const GOAL_ITEMS_PER_CONVERSATION = 3;
const RUNS = [
  { concurrency: 1, requests: 20 },
  { concurrency: 5, requests: 40 },
];

const verdict = (perItem: number) => `${perItem.toFixed(2)} ${perItem <= GOAL_ITEMS_PER_CONVERSATION ? 'ok' : 'over'}`;

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { dynamoClient } = await import('@functions/platform/aws/dynamodb');

    const { company, user } = await companyWithUser({ name: 'Busy Conversation Movers' });
    const started = performance.now();
    await seedCompanyConversations({ companyId: company.id, count: CONVERSATIONS, bookedEvery: BOOKED_EVERY });
    console.log(
      `seeded ${CONVERSATIONS} conversations (${Math.ceil(CONVERSATIONS / BOOKED_EVERY)} booked) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    dynamoClient().middlewareStack.use(countingPlugin);
    // The reads every request makes whatever the list holds (the caller's profile, company and
    // plan): measured on a company with no conversations, and kept apart from the per-conversation cost.
    const { user: idleUser } = await companyWithUser({ name: 'Quiet Conversation Movers' });
    await callRoute(routes.listConversations, { token: idleUser.accessToken });
    resetTally();
    await callRoute(routes.listConversations, { token: idleUser.accessToken });
    const fixedPerRequest = tally.itemsRead;
    let returned = 0;
    const call = async () => {
      const answer = await callRoute(routes.listConversations, { token: user.accessToken });
      if (answer.status !== 200) throw new Error(`GET /conversations answered ${answer.status}`);
      returned = answer.body.length;
    };
    await measure(1, 3, call); // warm-up
    console.log(`\nfixed reads per request (caller's profile, company, plan): ${fixedPerRequest}`);
    console.log(
      `Page 1.\nconc  requests | conversations | p50 / p99                   | req/s | items read / request | per conversation beyond the fixed reads (goal ≤ ${GOAL_ITEMS_PER_CONVERSATION}) | RCU / request | calls / request`,
    );
    for (const run of RUNS) {
      resetTally();
      const f = await measure(run.concurrency, run.requests, call);
      const perRequest = tally.itemsRead / f.requests;
      console.log(
        [
          `${String(f.concurrency).padStart(4)}  ${String(f.requests).padStart(8)}`,
          String(returned).padStart(13),
          `${ms(f.p50).padStart(11)} / ${ms(f.p99).padEnd(13)}`,
          f.perSecond.toFixed(1).padStart(5),
          perRequest.toFixed(0).padStart(20),
          verdict((perRequest - fixedPerRequest) / Math.max(returned, 1)).padStart(52),
          (tally.capacity / f.requests).toFixed(1).padStart(13),
          callsPerRequest(f.requests),
        ].join(' | '),
      );
    }

    // Every page, following x-next-cursor: the deepest page costs what the first does.
    console.log(
      '\nWalk of every page.\npage | conversations | latency  | items read beyond the fixed reads | per conversation',
    );
    let cursor: string | null = null;
    let pages = 0;
    let total = 0;
    let worst = 0;
    do {
      resetTally();
      const t0 = performance.now();
      const answer: { status: number; body: unknown[]; headers: Headers } = await callRoute(routes.listConversations, {
        token: user.accessToken,
        query: cursor ? { cursor } : undefined,
      });
      const took = performance.now() - t0;
      if (answer.status !== 200) throw new Error(`page ${pages + 1}: ${answer.status}`);
      pages++;
      total += answer.body.length;
      const beyond = tally.itemsRead - fixedPerRequest;
      const perItem = answer.body.length ? beyond / answer.body.length : 0;
      worst = Math.max(worst, perItem);
      if (pages <= 3 || !answer.headers.get(NEXT_CURSOR_HEADER))
        console.log(
          `${String(pages).padStart(4)} | ${String(answer.body.length).padStart(13)} | ${ms(took).padStart(8)} | ${String(beyond).padStart(33)} | ${verdict(perItem)}`,
        );
      cursor = answer.headers.get(NEXT_CURSOR_HEADER);
    } while (cursor);
    console.log(
      `walk of ${pages} pages: ${total} conversations; worst page ${verdict(worst)} items per conversation returned`,
    );

    // GET /unread-count reads the sparse unread index: the unread conversations, not the list.
    // Every seeded conversation is unread; the company views all but UNREAD_LEFT of them.
    const { markViewed, conversationEntity } = await import('@functions/core/data/conversation/conversations');
    const { data: all } = await conversationEntity()
      .query.byCompany({ moving_company_id: company.id })
      .go({ pages: 'all' });
    const UNREAD_LEFT = 10;
    for (const c of all.slice(UNREAD_LEFT)) await markViewed(c.id, 'moving_company');
    const { unreadConversationCount } = await import('@functions/core/data/conversation/conversation-unread');
    resetTally();
    const unread = await unreadConversationCount('moving_company', company.id);
    console.log(
      `\nunread count of a company with ${all.length} conversations: ${unread}, ${tally.itemsRead} conversation items read (${(tally.itemsRead / Math.max(unread, 1)).toFixed(2)} per unread conversation; the list is not read)`,
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
