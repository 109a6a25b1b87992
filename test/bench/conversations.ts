/**
 * Benchmark: GET /api/conversations for a busy company: CONVERSATIONS conversations (default
 * 500), each with a quote on its customer's move, one in BOOKED_EVERY booked (default 10, so
 * the company may read those customers' last names). Goal (issue 12): at most 2 items read per
 * conversation returned (the gsi3 page, the BatchGet of the quotes for the booking reveal, the
 * booked customers' profiles). Counts reads with read-tally.ts; prints; never fails.
 * Run: npx tsx test/bench/conversations.ts   (BENCH_CONVERSATIONS, BENCH_BOOKED_EVERY to change)
 */
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms } from './measure';
import { callsPerRequest, countingPlugin, resetTally, tally } from './read-tally';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 500);
const BOOKED_EVERY = Number(process.env.BENCH_BOOKED_EVERY ?? 10);
const GOAL_ITEMS_PER_CONVERSATION = 2;
const RUNS = [
  { concurrency: 1, requests: 20 },
  { concurrency: 5, requests: 40 },
];

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { conversationEntity } = await import('@functions/core/data/conversations');
    const { quoteEntity } = await import('@functions/core/data/quotes');
    const { userEntity } = await import('@functions/core/data/users');
    const { dynamoClient } = await import('@functions/core/aws/dynamodb');

    const { company, user } = await companyWithUser({ name: 'Busy Conversation Movers' });
    const started = performance.now();
    const rows = Array.from({ length: CONVERSATIONS }, (_, i) => ({
      i,
      customerId: ulid(),
      moveId: ulid(),
      at: new Date(Date.now() - i * 60_000).toISOString(),
      booked: i % BOOKED_EVERY === 0,
    }));
    // Bulk writes (25 items a call): the customers, their quotes, the conversations.
    await userEntity()
      .put(rows.map((r) => ({ id: r.customerId, auth_id: r.customerId, firstName: `Customer${r.i}`, lastName: `Last${r.i}`, email: `${r.customerId}@bench.example`, role: 'MOVER' as const, move_request_id: r.moveId })))
      .go({ concurrency: 8 });
    await quoteEntity()
      .put(rows.map((r) => ({ id: ulid(), move_request_id: r.moveId, moving_company_id: company.id, customer_id: r.customerId, status: r.booked ? ('BOOKED' as const) : ('QUOTED' as const), price: 1200, created_at: r.at, updated_at: r.at, ...(r.booked ? { customer_last_name: `Last${r.i}` } : {}) })))
      .go({ concurrency: 8 });
    await conversationEntity()
      .put(
        rows.map((r) => ({
          id: ulid(),
          mover_id: r.customerId,
          move_request_id: r.moveId,
          moving_company_id: company.id,
          mover_first_name: `Customer${r.i}`,
          from_city: 'Raleigh',
          from_state: 'NC',
          last_mover_message_at: r.at,
          last_message_content: 'When can you come for the survey?',
          last_message_at: r.at,
          last_message_sender_id: r.customerId,
          created_at: r.at,
          updated_at: r.at,
        })),
      )
      .go({ concurrency: 8 });
    console.log(`seeded ${CONVERSATIONS} conversations (${Math.ceil(CONVERSATIONS / BOOKED_EVERY)} booked) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

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
    console.log(`conc  requests | conversations | p50 / p99                   | req/s | items read / request | per conversation beyond the fixed reads (goal ≤ ${GOAL_ITEMS_PER_CONVERSATION}) | RCU / request | calls / request`);
    for (const run of RUNS) {
      resetTally();
      const f = await measure(run.concurrency, run.requests, call);
      const perRequest = tally.itemsRead / f.requests;
      const perConversation = (perRequest - fixedPerRequest) / Math.max(returned, 1);
      console.log(
        [
          `${String(f.concurrency).padStart(4)}  ${String(f.requests).padStart(8)}`,
          String(returned).padStart(13),
          `${ms(f.p50).padStart(11)} / ${ms(f.p99).padEnd(13)}`,
          f.perSecond.toFixed(1).padStart(5),
          perRequest.toFixed(0).padStart(20),
          `${perConversation.toFixed(2)} ${perConversation <= GOAL_ITEMS_PER_CONVERSATION ? 'ok' : 'over'}`.padStart(52),
          (tally.capacity / f.requests).toFixed(1).padStart(13),
          callsPerRequest(f.requests),
        ].join(' | '),
      );
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
