/**
 * Benchmark: what one whole marketplace journey costs on AWS. A customer signs up (Cognito
 * emulator), requests a move, asks 5 companies for quotes; the 5 quote (a binding and an hourly
 * structured estimate among them), the customer compares, they exchange a message each way,
 * the customer books; then the reminder and the completion (journey-steps.ts). Everything goes
 * through the local gateway, event bus and Cognito emulator as in AWS, and journey-meter.ts
 * counts what it used: DynamoDB capacity and items, Lambda invocations and their wall time,
 * API requests, EventBridge events, SES e-mails. Those counts, times us-east-1 list prices
 * (journey-prices.ts), give the cost per booked move and per 1,000 journeys. Goal: under $0.01
 * per booked move. A warm-up journey runs first (handlers loaded, as warm Lambdas); the figures
 * are the mean of BENCH_JOURNEYS measured journeys (default 3). Prints; never fails.
 * Run: npx tsx test/bench/journey-cost.ts
 */
import { pathToFileURL } from 'node:url';
import { dayFromToday } from '@test/support/fixtures/dates';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { makeAvailable } from '@test/support/fixtures/companies';
import { withBenchStack } from './bench-stack';
import { functionMemoryMb } from './function-memory';
import { between, startJourneyMeter, type MeterReading } from './journey-meter';
import {
  costPerMoveAt,
  journeyCost,
  monthlyFloor,
  US_EAST_1_PRICES,
  type AwsPrices,
  type JourneyCounts,
} from './journey-prices';
import { stackInventory } from './stack-inventory';
import { JOURNEY_STEPS, protectedJourney, type Journey } from './journey-steps';
import { connectPayouts } from '@test/support/fixtures/protected-payment';

const JOURNEY_PORTS = {
  TEST_WEB_PORT: '26100',
  TEST_GATEWAY_PORT: '26101',
  TEST_DYNAMODB_PORT: '26102',
  TEST_COGNITO_PORT: '26103',
  TEST_S3_PORT: '26104',
  TEST_INBOX_PORT: '26105',
  TEST_STRIPE_PORT: '26106',
  TEST_EVENT_BUS_PORT: '26107',
  TEST_LIVE_CALLBACK_PORT: '26108',
};
const JOURNEYS = Number(process.env.BENCH_JOURNEYS ?? 3);
const COMPANIES_PER_JOURNEY = 5;
const GOAL_PER_BOOKED_MOVE = 0.01;
/** Every journey's customer is a new user; the pool is assumed within Cognito's free 10,000 MAUs. */
const BILLABLE_MAUS_PER_JOURNEY = 0;
/** Assumed, not measured: Lambda's START/END/REPORT lines and our structured log lines per invocation. */
const LOG_BYTES_PER_INVOCATION = 1500;
/** Assumed: the customer's socket open 20 minutes, each of the 5 companies' 10 minutes. */
const SOCKET_MINUTES_PER_JOURNEY = 20 + COMPANIES_PER_JOURNEY * 10;
/** A keep-alive ping every 5 minutes (web/src/lib/live/live-socket.ts), plus one push per published event at most. */
const PING_EVERY_MINUTES = 5;
/** Company users active in a month per booked move (a company books about 20 moves a month). */
const COMPANY_MAUS_PER_MOVE = 1 / 20;
const MONTHLY_VOLUMES = [1_000, 100_000];

/**
 * Five companies of their own per journey, open only on that journey's days (so each customer
 * matches exactly its five), as a marketplace's companies are before a customer arrives.
 */
async function prepareJourney(index: number): Promise<Journey> {
  const moveDays = [0, 1, 2, 3].map((d) => dayFromToday(30 + 7 * index + d));
  const companies = [];
  for (let i = 0; i < COMPANIES_PER_JOURNEY; i++) {
    const pair = await companyWithUser({ name: `Journey ${index} Movers ${'ABCDE'[i]}` });
    await makeAvailable(pair.company.id, moveDays);
    companies.push(pair);
  }
  // The company the customer books takes protected payment: a payout account on the local Stripe.
  if (protectedJourney()) await connectPayouts(companies[0].company.id);
  return { companies, moveDays, quoteIds: [] };
}

interface StepFigures {
  name: string;
  /** One reading per measured journey; empty when the step was not measured. */
  readings: MeterReading[];
  skipped?: string;
}

async function runJourney(journey: Journey, read: () => Promise<MeterReading>, idle: () => Promise<void>) {
  const figures: StepFigures[] = [];
  for (const step of JOURNEY_STEPS) {
    const missing = step.missing?.();
    if (missing) {
      figures.push({ name: step.name, readings: [], skipped: missing });
      continue;
    }
    const before = await read();
    await step.run(journey);
    // Event targets (e-mails, live pushes, counters) belong to the step that published them.
    await idle();
    figures.push({ name: step.name, readings: [between(before, await read())] });
  }
  return figures;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
const sumMs = (r: MeterReading) => r.invocations.reduce((a, i) => a + i.durationMs, 0);
const fixed = (n: number, digits = 1) => n.toFixed(digits);

function printSteps(steps: StepFigures[], journeys: MeterReading[]) {
  console.log(
    '\nPer step (mean of the measured journeys)\nstep                                        | API req | Lambda inv | Lambda ms | RRU    | WRU    | items read | items written | events | e-mails | Stripe calls',
  );
  for (const step of steps) {
    if (step.skipped) {
      console.log(`${step.name.padEnd(43)} | not measured: ${step.skipped}`);
      continue;
    }
    printStepRow(step.name, step.readings);
  }
  printStepRow('whole journey', journeys);
}

function printStepRow(name: string, readings: MeterReading[]) {
  const m = (pick: (r: MeterReading) => number) => fixed(mean(readings.map(pick)));
  console.log(
    `${name.padEnd(43)} | ${m((r) => r.apiRequests).padStart(7)} | ${m((r) => r.invocations.length).padStart(10)} | ${m(sumMs).padStart(9)} | ${m((r) => r.readUnits).padStart(6)} | ${m((r) => r.writeUnits).padStart(6)} | ${m((r) => r.itemsRead).padStart(10)} | ${m((r) => r.itemsWritten).padStart(13)} | ${m((r) => r.events).padStart(6)} | ${m((r) => r.emails).padStart(7)} | ${m((r) => r.stripeCalls).padStart(12)}`,
  );
}

function printFunctions(journeys: MeterReading[], memory: Map<string, number>) {
  const byHandler = new Map<string, number[]>();
  for (const journey of journeys)
    for (const i of journey.invocations) byHandler.set(i.handler, [...(byHandler.get(i.handler) ?? []), i.durationMs]);
  console.log(
    '\nLambda functions (per journey)\nfunction                                         | invocations | mean ms | memory MB',
  );
  for (const [handler, durations] of [...byHandler].sort((a, b) => b[1].length - a[1].length)) {
    console.log(
      `${handler.padEnd(48)} | ${fixed(durations.length / journeys.length).padStart(11)} | ${fixed(mean(durations)).padStart(7)} | ${String(memory.get(handler) ?? '?').padStart(9)}`,
    );
  }
}

/** The memory most of the app's functions have: the price of a handler the CDK app does not deploy. */
function usualMemory(memory: Map<string, number>): number {
  const counts = new Map<number, number>();
  for (const mb of memory.values()) counts.set(mb, (counts.get(mb) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

/** Handlers that ran but have no function in the CDK app (a route missing from schemas/routes.ts routeGroups). */
function undeployed(journeys: MeterReading[], memory: Map<string, number>): string[] {
  return [...new Set(journeys.flatMap((j) => j.invocations.map((i) => i.handler)))].filter((h) => !memory.has(h));
}

/** One journey's counts, each invocation at its function's memory in the CDK app. */
function countsOf(journey: MeterReading, memory: Map<string, number>): JourneyCounts {
  const fallback = usualMemory(memory);
  return {
    readUnits: journey.readUnits,
    writeUnits: journey.writeUnits,
    invocations: journey.invocations.map((i) => ({
      durationMs: i.durationMs,
      memoryMb: memory.get(i.handler) ?? fallback,
    })),
    apiRequests: journey.apiRequests,
    events: journey.events,
    emails: journey.emails,
    logBytes: journey.invocations.length * LOG_BYTES_PER_INVOCATION,
    socketMessages: SOCKET_MINUTES_PER_JOURNEY / PING_EVERY_MINUTES + journey.events,
    socketMinutes: SOCKET_MINUTES_PER_JOURNEY,
    billableMaus: BILLABLE_MAUS_PER_JOURNEY,
  };
}

/** A unit price as AWS lists it: per million requests, per 1,000 e-mails, per MAU. */
function listed(unitPrice: number, unit: string): string {
  const units = /^[a-z-]+$/.test(unit) ? `${unit}s` : unit; // 'requests', but 'WRU', 'GB-s'
  if (unitPrice < 1e-4) return `$${+(unitPrice * 1e6).toPrecision(6)} per million ${units}`;
  if (unitPrice < 1e-2) return `$${+(unitPrice * 1e3).toPrecision(6)} per 1,000 ${units}`;
  return `$${unitPrice} per ${unit}`;
}

/** Each measured journey priced on its own; the lines and the total are their mean. */
function printCost(journeys: JourneyCounts[], prices: AwsPrices): number {
  const priced = journeys.map((counts) => journeyCost(counts, prices));
  const total = mean(priced.map((p) => p.total));
  console.log(
    '\nCost of one journey (one booked move) at us-east-1 list prices\nitem               | quantity            | list price                       | dollars',
  );
  for (const [i, line] of priced[0].lines.entries()) {
    const quantity = mean(priced.map((p) => p.lines[i].quantity));
    const dollars = mean(priced.map((p) => p.lines[i].dollars));
    console.log(
      `${line.item.padEnd(18)} | ${`${quantity > 0 && quantity < 0.01 ? quantity.toPrecision(3) : fixed(quantity, 3)} ${line.unit}`.padEnd(19)} | ${listed(line.unitPrice, line.unit).padEnd(32)} | $${dollars.toFixed(7)}`,
    );
  }
  console.log(`per booked move: $${total.toFixed(5)}   per 1,000 journeys: $${(total * 1000).toFixed(2)}`);
  console.log(
    `goal: under $${GOAL_PER_BOOKED_MOVE} per booked move: ${total < GOAL_PER_BOOKED_MOVE ? 'ok' : 'over goal'} (${fixed((total / GOAL_PER_BOOKED_MOVE) * 100)} % of it)`,
  );
  return total;
}

/** The monthly floor and the cost per booked move at each volume (floor shared, Cognito beyond its free tier). */
function printVolumes(journey: number, memory: Map<string, number>, prices: AwsPrices) {
  const floor = monthlyFloor(stackInventory(memory), prices);
  console.log('\nMonthly floor (before any move)\nitem                    | quantity              | dollars a month');
  for (const line of floor.lines)
    console.log(
      `${line.item.padEnd(23)} | ${`${fixed(line.quantity, 1)} ${line.unit}`.padEnd(21)} | $${line.dollars.toFixed(2)}`,
    );
  console.log(`floor: $${floor.total.toFixed(2)} a month`);
  for (const moves of MONTHLY_VOLUMES) {
    const perMove = costPerMoveAt(moves, {
      journey,
      floor: floor.total,
      companyMausPerMove: COMPANY_MAUS_PER_MOVE,
      prices,
    });
    console.log(
      `at ${moves.toLocaleString('en-US')} booked moves a month: $${perMove.toFixed(4)} per booked move, $${(perMove * moves).toFixed(2)} a month`,
    );
  }
}

export async function main() {
  const memory = functionMemoryMb();
  await withBenchStack(JOURNEY_PORTS, async (stack) => {
    const warmUp = await prepareJourney(0);
    const measured = [];
    for (let i = 1; i <= JOURNEYS; i++) measured.push(await prepareJourney(i));

    // The warm-up loads every handler module once (a warm Lambda's state); it is not counted.
    const meter = await startJourneyMeter(stack.ports);
    try {
      await runJourney(warmUp, meter.read, stack.eventsIdle);
      const perJourney: StepFigures[][] = [];
      const totals: MeterReading[] = [];
      for (const journey of measured) {
        const start = await meter.read();
        perJourney.push(await runJourney(journey, meter.read, stack.eventsIdle));
        totals.push(between(start, await meter.read()));
      }
      const steps = JOURNEY_STEPS.map((step, i) => ({
        name: step.name,
        skipped: perJourney[0][i].skipped,
        readings: perJourney.flatMap((journey) => journey[i].readings),
      }));

      console.log(
        `\n${JOURNEYS} measured journeys after one warm-up, ${COMPANIES_PER_JOURNEY} companies each, the booked one ${protectedJourney() ? 'with protected payment (BENCH_PROTECTED=1)' : 'paid directly'}`,
      );
      printSteps(steps, totals);
      printFunctions(totals, memory);
      for (const handler of undeployed(totals, memory))
        console.log(
          `warning: ${handler} ran but the CDK app deploys no function for it (priced at ${usualMemory(memory)} MB)`,
        );
      const scheduled = totals.reduce((a, t) => a + t.scheduledRuns, 0);
      if (scheduled > 0)
        console.log(
          `(${fixed(scheduled / JOURNEYS)} scheduled job runs per journey are charged to it in full, though one run serves every booking due in its hour)`,
        );
      const journey = printCost(
        totals.map((t) => countsOf(t, memory)),
        US_EAST_1_PRICES,
      );
      printVolumes(journey, memory, US_EAST_1_PRICES);
      console.log(
        `Assumed: Lambda on arm64, init of cold starts not counted; ${LOG_BYTES_PER_INVOCATION} log bytes per invocation; ` +
          `sockets open ${SOCKET_MINUTES_PER_JOURNEY} minutes per journey; a scheduled run 1 s; Cognito Lite, the customer 1 MAU ` +
          `and ${COMPANY_MAUS_PER_MOVE} company MAU per move, 10,000 free a month; no data transfer or CloudFront (its free tier covers 1 TB).`,
      );
      for (const step of steps.filter((s) => s.skipped)) console.log(`not measured: ${step.name}`);
    } finally {
      meter.stop();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
