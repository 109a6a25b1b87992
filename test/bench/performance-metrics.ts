/**
 * Benchmark: GET /api/my-moving-company/performance-metrics for a company with QUOTES quotes
 * spread evenly over the last 365 days. The metrics read one gsi2 key range (the window) of the
 * company's own quotes, projecting status and price, so last_7_days reads ~2% of what all_time
 * reads and neither touches other companies. Also GET .../availability for one 42-day page.
 * Prints; never fails.
 * Run: npx tsx test/bench/performance-metrics.ts
 */
import { pathToFileURL } from 'node:url';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { addDays } from '@functions/platform/calendar-dates';
import { QUOTE_STATUSES } from '@schemas/enums';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms } from './measure';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 2000);
const REQUESTS = 100;

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { quoteEntity } = await import('@functions/core/data/quote/quotes');
    const { company, user } = await companyWithUser();

    const started = performance.now();
    const now = Date.now();
    const items = Array.from({ length: QUOTES }, (_, i) => {
      const createdAt = new Date(now - (i / QUOTES) * 365 * 24 * 60 * 60 * 1000).toISOString();
      return {
        id: ulid(),
        move_request_id: ulid(),
        moving_company_id: company.id,
        customer_id: 'bench',
        status: QUOTE_STATUSES[i % QUOTE_STATUSES.length],
        price: i % 5 === 0 ? undefined : 500 + (i % 40) * 50,
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
    await quoteEntity().put(items).go({ concurrency: 4 });
    console.log(`seeded ${QUOTES} quotes over 365 days in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    console.log('\nroute                                  | p50 / p99                  | req/s');
    for (const filter of ['last_7_days', 'last_30_days', 'all_time'] as const) {
      const call = async () => {
        const answer = await callRoute(routes.getPerformanceMetrics, { token: user.accessToken, query: { filter } });
        if (answer.status !== 200) throw new Error(`metrics answered ${answer.status}`);
      };
      await measure(1, 10, call); // warm
      const figures = await measure(1, REQUESTS, call);
      console.log(
        `metrics ${filter.padEnd(30)} | ${ms(figures.p50).padStart(10)} / ${ms(figures.p99).padEnd(14)} | ${figures.perSecond.toFixed(0)}`,
      );
    }
    const start = todayInCarolinas();
    const page = async () => {
      const answer = await callRoute(routes.getAvailability, {
        token: user.accessToken,
        params: { id: company.id },
        query: { start_date: start, end_date: addDays(start, 41) },
      });
      if (answer.status !== 200) throw new Error(`availability answered ${answer.status}`);
    };
    await measure(1, 10, page);
    const figures = await measure(1, REQUESTS, page);
    console.log(
      `availability, one 42-day page         | ${ms(figures.p50).padStart(10)} / ${ms(figures.p99).padEnd(14)} | ${figures.perSecond.toFixed(0)}`,
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
