/**
 * The fault scenario shared by the integration test (test/integration/faults.test.ts) and the
 * bench (test/bench/faults.ts): DynamoDB stops answering in the middle of a load of customer
 * reads and bookings. While it is down every request must answer 503 with a request id (never
 * 500, never past the Lambda's 10 s), no booking may be half-written (the booking lock and the
 * quote's status agree), and once it is back the same requests succeed again. The pause is
 * SIGSTOP/SIGCONT of the DynamoDB Local process: its data stays, its sockets accept and then
 * say nothing, as a hung service's do.
 */
import { execFileSync } from 'node:child_process';
import { waitFor } from '@infra/local/wait';
import { routes } from '@schemas/routes';
import { callRoute } from '../api';
import { bookingChoice, customerWithQuotes, quoted, storedBooking, storedQuote } from '../fixtures/quotes';

export interface PausePhases {
  beforeSeconds: number;
  pausedSeconds: number;
  afterSeconds: number;
}

const WORKERS = 8;
const QUOTES = 24;

type PhaseName = 'before' | 'DynamoDB paused' | 'after resume';
export interface Tally {
  requests: number;
  ok: number;
  clientError: number;
  unavailableWithId: number;
  serverError: number;
  other: number;
  slowest: number;
}
const emptyTally = (): Tally => ({
  requests: 0,
  ok: 0,
  clientError: 0,
  unavailableWithId: 0,
  serverError: 0,
  other: 0,
  slowest: 0,
});

export interface PauseOutcome {
  tallies: Array<[PhaseName, Tally]>;
  rules: Array<[string, boolean]>;
}

function dynamoPid(port: number): number {
  const out = execFileSync('pgrep', ['-f', `DynamoDBLocal.jar.*-port ${port}`], { encoding: 'utf8' }).trim();
  return Number(out.split('\n')[0]);
}

export async function runDynamoPauseScenario(dynamodbPort: number, phases: PausePhases): Promise<PauseOutcome> {
  const fixture = await customerWithQuotes(QUOTES);
  await Promise.all(fixture.quoteIds.map((_, i) => quoted(fixture, i)));
  const choices = await Promise.all(fixture.quoteIds.map((id) => bookingChoice(id)));
  const token = fixture.customer.accessToken;
  const pid = dynamoPid(dynamodbPort);
  const plan: Array<[PhaseName, number]> = [
    ['before', phases.beforeSeconds],
    ['DynamoDB paused', phases.pausedSeconds],
    ['after resume', phases.afterSeconds],
  ];
  const tallies = new Map<PhaseName, Tally>(plan.map(([name]) => [name, emptyTally()]));
  let phase: PhaseName = 'before';
  let stop = false;
  let nextQuote = 0;

  const record = (status: number, body: unknown, elapsed: number) => {
    // Counted in the phase the answer arrives in: a 503 is the pause's answer.
    const t = tallies.get(phase)!;
    t.requests++;
    t.slowest = Math.max(t.slowest, elapsed);
    if (status < 300) t.ok++;
    else if (status === 503 && typeof (body as { requestId?: unknown })?.requestId === 'string') t.unavailableWithId++;
    else if (status >= 400 && status < 500) t.clientError++;
    else if (status >= 500) t.serverError++;
    else t.other++;
  };
  const call = async (route: Parameters<typeof callRoute>[0], params?: Record<string, string>, body?: unknown) => {
    const started = performance.now();
    const answer = await callRoute(route, { token, params, body });
    record(answer.status, answer.body, performance.now() - started);
    return answer.status;
  };

  // Each worker reads, then books the next quote and cancels it: a transaction per write.
  const worker = async () => {
    while (!stop) {
      await call(routes.getUser);
      await call(routes.listMyQuotes);
      const index = nextQuote++ % QUOTES;
      const quoteId = fixture.quoteIds[index];
      if ((await call(routes.bookQuote, { id: quoteId }, choices[index])) === 200)
        await call(routes.cancelBooking, { id: quoteId });
    }
  };
  const running = Promise.all(Array.from({ length: WORKERS }, worker));
  try {
    for (const [name, seconds] of plan) {
      phase = name;
      if (name === 'DynamoDB paused') process.kill(pid, 'SIGSTOP');
      if (name === 'after resume') process.kill(pid, 'SIGCONT');
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  } finally {
    process.kill(pid, 'SIGCONT'); // never leave the database stopped, whatever happened
    stop = true;
    await running;
  }

  // No half-written booking: the lock exists exactly when one quote is BOOKED, and names it. A JVM
  // resumed on a loaded machine can take longer than the SDK's 2 s to accept a connection again,
  // so the check reads once DynamoDB Local answers.
  await waitFor('DynamoDB Local after its resume', undefined, () => storedBooking(fixture.customer.sub), 30_000);
  const booking = await storedBooking(fixture.customer.sub);
  const stored = await Promise.all(fixture.companies.map((c) => storedQuote(fixture.moveId, c.id)));
  const booked = stored.filter((q) => q?.status === 'BOOKED');
  const consistent = booking ? booked.length === 1 && booked[0]!.id === booking.quote_id : booked.length === 0;

  const all = [...tallies.values()];
  const paused = tallies.get('DynamoDB paused')!;
  const after = tallies.get('after resume')!;
  return {
    tallies: [...tallies.entries()],
    rules: [
      ['no 500 in any phase', all.every((t) => t.serverError === 0 && t.other === 0)],
      ['the pause answers 503 with a request id', paused.unavailableWithId > 0],
      ['every answer inside the Lambda timeout (10 s)', all.every((t) => t.slowest < 10_000)],
      ['requests succeed again after resume', after.ok > 0],
      ['bookings whole: lock and quote status agree', consistent],
    ],
  };
}

/** The outcome as the bench prints it. */
export function printPauseOutcome(outcome: PauseOutcome) {
  console.log(`\n${WORKERS} workers: GET /api/user, GET /api/my-quotes, book + cancel (a transaction each)\n`);
  console.log('phase             | requests |  2xx |  4xx | 503+id | 5xx other | slowest');
  for (const [name, t] of outcome.tallies) {
    console.log(
      `${name.padEnd(17)} | ${String(t.requests).padStart(8)} | ${String(t.ok).padStart(4)} | ${String(t.clientError).padStart(4)} | ${String(t.unavailableWithId).padStart(6)} | ${String(t.serverError).padStart(9)} | ${(t.slowest / 1000).toFixed(1)} s`,
    );
  }
  console.log('');
  for (const [rule, ok] of outcome.rules) console.log(`${ok ? 'ok  ' : 'FAIL'} ${rule}`);
}
