/**
 * Benchmark: the token spend. POST /api/moving-company-quotes on a new lead by a
 * pay-per-lead company (one TransactWriteItems: balance - 1 if >= 1, the paid-lead record once,
 * the ledger entry and the quote) next to the same send by a monthly company (the quote's
 * conditional create alone) and a plain quote update (PATCH of a sent quote's price), all in
 * one run at 20 concurrent spenders: 20 companies with a balance each, then 20 colleagues of
 * one company sharing one balance (every spend conflicts on COMPANY#<id>/TOKENS and is retried).
 * Goal: a spend at most 1.5x the plain update at p50. Prints; never fails.
 * Run: npx tsx test/bench/token-spend.ts   (BENCH_SPENDS to change the requests per run)
 */
import { pathToFileURL } from 'node:url';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { givenActiveMonthlyPlan, givenPayPerLeadPlan } from '@test/support/fixtures/subscriptions';
import { openLeads } from '@test/support/fixtures/lead-tokens';
import type { TestUser } from '@test/support/fixtures/users';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms, type LatencyFigures } from './measure';

const SPENDERS = 20;
const REQUESTS = Number(process.env.BENCH_SPENDS ?? 400);

interface Sender {
  user: TestUser;
  companyId: string;
}

/** Leads in batches, so seeding stays gentle on the emulator. */
async function leads(count: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < count) ids.push(...(await openLeads(Math.min(50, count - ids.length))));
  return ids;
}

/** Each call sends a quote on the next unused lead, by the next sender in turn. */
function sending(senders: Sender[], moves: string[], expectPending = false) {
  let next = 0;
  return async () => {
    const i = next++;
    const sender = senders[i % senders.length];
    const answer = await callRoute(routes.sendCompanyQuote, {
      token: sender.user.accessToken,
      body: { move_request_id: moves[i], moving_company_id: sender.companyId, price: 1000 + i },
    });
    if (answer.status !== 201 || Boolean(answer.body.paymentPending) !== expectPending) {
      throw new Error(`send answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  };
}

/** Each call changes the price of one of the senders' sent quotes. */
function updating(quotes: Array<{ user: TestUser; id: string }>) {
  let next = 0;
  return async () => {
    const i = next++;
    const quote = quotes[i % quotes.length];
    const answer = await callRoute(routes.updateCompanyQuote, {
      token: quote.user.accessToken,
      params: { id: quote.id },
      body: { price: 2000 + i },
    });
    if (answer.status !== 200) throw new Error(`update answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  };
}

const row = (name: string, figures: LatencyFigures, base: LatencyFigures) => {
  const ratio = figures.p50 / base.p50;
  return `${name.padEnd(46)} | ${ms(figures.p50).padStart(10)} / ${ms(figures.p99).padEnd(11)} | ${figures.perSecond.toFixed(0).padStart(5)} | ${ratio.toFixed(2)}x`;
};

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const started = performance.now();
    const payPerLead: Sender[] = [];
    const monthly: Sender[] = [];
    for (let i = 0; i < SPENDERS; i++) {
      const spender = await companyWithUser();
      await givenPayPerLeadPlan(spender.company.id, REQUESTS);
      payPerLead.push({ user: spender.user, companyId: spender.company.id });
      const plain = await companyWithUser();
      await givenActiveMonthlyPlan(plain.company.id);
      monthly.push({ user: plain.user, companyId: plain.company.id });
    }
    const shared = await companyWithUser();
    await givenPayPerLeadPlan(shared.company.id, 2 * REQUESTS);
    const colleagues: Sender[] = [{ user: shared.user, companyId: shared.company.id }];
    for (let i = 1; i < SPENDERS; i++)
      colleagues.push({ user: await createCompanyUser(shared.company.id), companyId: shared.company.id });

    const warmUp = 40;
    const moves = await leads(4 * REQUESTS + 3 * warmUp + SPENDERS);
    const take = (count: number) => moves.splice(0, count);
    // Sent quotes to update: one per monthly company.
    const sent = take(SPENDERS);
    await Promise.all(monthly.map((m, i) => sending([m], [sent[i]])()));
    const { findQuoteOf } = await import('@functions/core/data/quote/quotes');
    const toUpdate = await Promise.all(
      monthly.map(async (m, i) => ({ user: m.user, id: (await findQuoteOf(sent[i], m.companyId))!.id })),
    );
    console.log(
      `seeded ${2 * SPENDERS + 1} companies and ${moves.length + SPENDERS} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    await measure(10, warmUp, updating(toUpdate));
    await measure(10, warmUp, sending(monthly, take(warmUp)));
    await measure(10, warmUp, sending(payPerLead, take(warmUp)));
    await measure(10, warmUp, sending(colleagues, take(warmUp)));

    const update = await measure(SPENDERS, REQUESTS, updating(toUpdate));
    const plainSend = await measure(SPENDERS, REQUESTS, sending(monthly, take(REQUESTS)));
    const spend = await measure(SPENDERS, REQUESTS, sending(payPerLead, take(REQUESTS)));
    const sharedSpend = await measure(SPENDERS, REQUESTS, sending(colleagues, take(REQUESTS)));

    console.log(
      `\n${SPENDERS} concurrent senders, ${REQUESTS} requests each, same run (ratio: p50 against the plain update; goal <= 1.5x)\n`,
    );
    console.log(`${'operation'.padEnd(46)} | p50 / p99                  | req/s | p50 ratio`);
    console.log(row('PATCH quote price (plain quote update)', update, update));
    console.log(row('first send, monthly plan (no token)', plainSend, update));
    console.log(row('first send, pay-per-lead (token spend)', spend, update));
    console.log(row('first send, one shared balance (20 colleagues)', sharedSpend, update));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
