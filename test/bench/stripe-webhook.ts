/**
 * Benchmark: POST /api/stripe/webhook, signed events through the local gateway:
 * a subscription change (invoice.paid: claim the event id, read the plan, conditional update,
 * mark done), a paid refill (checkout.session.completed: claim, read the session record, the
 * token credit transaction, TokensCredited, applied_at), a replay (the claim refused) and a
 * bad signature (refused before any read). Prints p50/p99; never fails.
 * Run: npx tsx test/bench/stripe-webhook.ts   (BENCH_WEBHOOKS to change the requests per run)
 */
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { postWebhook, stripeEvent } from '@test/support/fixtures/stripe';
import { givenActiveMonthlyPlan, givenPayPerLeadPlan } from '@test/support/fixtures/subscriptions';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms, type LatencyFigures } from './measure';

const COMPANIES = 20;
const CONCURRENCY = 10;
const REQUESTS = Number(process.env.BENCH_WEBHOOKS ?? 400);

const ok = async (event: object, header?: string) => {
  const answer = await postWebhook(event, header);
  if (answer.status !== (header === undefined ? 200 : 400))
    throw new Error(`webhook answered ${answer.status}: ${JSON.stringify(answer.body)}`);
};

const row = (name: string, figures: LatencyFigures) =>
  `${name.padEnd(44)} | ${ms(figures.p50).padStart(10)} / ${ms(figures.p99).padEnd(11)} | ${figures.perSecond.toFixed(0).padStart(5)}`;

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { recordCheckoutSession } = await import('@functions/core/data/payments/checkout-sessions');
    const monthly: Array<{ companyId: string; subscriptionId: string }> = [];
    const payPerLead: string[] = [];
    for (let i = 0; i < COMPANIES; i++) {
      const { company } = await companyWithUser({ plan: 'none' });
      monthly.push({ companyId: company.id, ...(await givenActiveMonthlyPlan(company.id)) });
      const { company: tokens } = await companyWithUser({ plan: 'none' });
      await givenPayPerLeadPlan(tokens.id, 0);
      payPerLead.push(tokens.id);
    }
    const base = Math.floor(Date.now() / 1000);
    let invoices = 0;
    const invoicePaid = () => {
      const i = invoices++;
      const { companyId, subscriptionId } = monthly[i % COMPANIES];
      return stripeEvent(
        'invoice.paid',
        {
          id: `in_bench_${i}`,
          object: 'invoice',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId, metadata: { moving_company_id: companyId } },
          },
          lines: { object: 'list', data: [{ period: { start: base, end: base + 30 * 86400 } }] },
        },
        base + i,
      );
    };
    const refillEvents = async (count: number) => {
      const events = [];
      for (let i = 0; i < count; i++) {
        const companyId = payPerLead[i % COMPANIES];
        const sessionId = `cs_bench_${ulid()}`;
        await recordCheckoutSession({
          session_id: sessionId,
          purpose: 'token_refill',
          moving_company_id: companyId,
          created_by: 'bench',
        });
        events.push(
          stripeEvent('checkout.session.completed', {
            id: sessionId,
            object: 'checkout.session',
            status: 'complete',
            payment_status: 'paid',
          }),
        );
      }
      return events;
    };
    const inTurn = <T>(items: T[], call: (item: T) => Promise<void>) => {
      let next = 0;
      return () => call(items[next++ % items.length]);
    };

    await measure(CONCURRENCY, 40, () => ok(invoicePaid()));
    const paid = await measure(CONCURRENCY, REQUESTS, () => ok(invoicePaid()));
    const refills = await refillEvents(REQUESTS);
    const credited = await measure(
      CONCURRENCY,
      REQUESTS,
      inTurn(refills, (event) => ok(event)),
    );
    const replayed = await measure(
      CONCURRENCY,
      REQUESTS,
      inTurn(refills, (event) => ok(event)),
    );
    const refused = await measure(
      CONCURRENCY,
      REQUESTS,
      inTurn(refills, (event) => ok(event, 't=1,v1=bad')),
    );

    console.log(`\n${CONCURRENCY} concurrent deliveries, ${REQUESTS} requests each, same run\n`);
    console.log(`${'webhook event'.padEnd(44)} | p50 / p99                  | req/s`);
    console.log(row('invoice.paid (subscription change)', paid));
    console.log(row('checkout.session.completed (20 tokens)', credited));
    console.log(row('replay of an applied event (deduped)', replayed));
    console.log(row('bad signature (400)', refused));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
