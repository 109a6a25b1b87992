/**
 * Benchmark: GET /api/quote-notification-count (polled every 60 s by every customer with the
 * app open: one GetItem + one Query of the move's quotes) next to GET /api/user (one GetItem)
 * through the same local gateway, at 1 and 50 concurrent callers, for a customer with 5
 * quotes. Goal: at most 2x GET /api/user at p50. Prints; never fails.
 * Run: npx tsx test/bench/quote-notifications.ts
 */
import { pathToFileURL } from 'node:url';
import { customerWithQuotes, quoted } from '@test/support/fixtures/quotes';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms } from './measure';

const RUNS = [
  { concurrency: 1, requests: 400 },
  { concurrency: 50, requests: 2000 },
];

export async function main() {
  await withBenchStack(BENCH_PORTS, async (stack) => {
    const f = await customerWithQuotes(5);
    for (let i = 0; i < 3; i++) await quoted(f, i);
    const get = (path: string) => async () => {
      const response = await fetch(`${stack.urls.api}${path}`, {
        headers: { authorization: `Bearer ${f.customer.accessToken}` },
      });
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
      await response.arrayBuffer();
    };
    const [user, count] = [get('/api/user'), get('/api/quote-notification-count')];
    await measure(10, 200, user);
    await measure(10, 200, count);

    console.log('\nGET /api/quote-notification-count vs GET /api/user (same customer, 5 quotes, same run)\n');
    console.log(
      'conc  requests | GET /api/user p50 / p99   | count p50 / p99            | req/s count | p50 ratio (goal <= 2x)',
    );
    for (const run of RUNS) {
      const base = await measure(run.concurrency, run.requests, user);
      const polled = await measure(run.concurrency, run.requests, count);
      const ratio = polled.p50 / base.p50;
      console.log(
        `${String(run.concurrency).padStart(4)}  ${String(run.requests).padStart(8)} | ${ms(base.p50).padStart(10)} / ${ms(base.p99).padEnd(11)} | ${ms(polled.p50).padStart(10)} / ${ms(polled.p99).padEnd(11)} | ${polled.perSecond.toFixed(0).padStart(11)} | ${ratio.toFixed(2)}x ${ratio <= 2 ? 'ok' : 'over goal'}`,
      );
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
