/**
 * Fault check: DynamoDB stops answering in the middle of a load of customer reads and bookings.
 * While it is down every request must answer 503 with a request id (never 500, never hang past
 * the client's timeout), no booking may be half-written (the booking lock and the quote's status
 * agree), and once it is back the same requests succeed again. The pause is SIGSTOP/SIGCONT of
 * the DynamoDB Local process: its data stays, its sockets stop answering, as a hung service's do.
 * Prints what it saw; exits non-zero only when a rule above is broken.
 * Run: npx tsx test/bench/faults.ts
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { customerWithQuotes, quoted, storedBooking, storedQuote } from '@test/support/fixtures/quotes';
import { withBenchStack } from './bench-stack';

const FAULT_PORTS = { TEST_WEB_PORT: '5376', TEST_GATEWAY_PORT: '3203', TEST_DYNAMODB_PORT: '8203', TEST_COGNITO_PORT: '9432', TEST_S3_PORT: '4772', TEST_INBOX_PORT: '8208' };
const PHASES = [
  { name: 'before', seconds: 4 },
  { name: 'DynamoDB paused', seconds: 10 },
  { name: 'after resume', seconds: 8 },
] as const;
const WORKERS = 8;
const QUOTES = 24;

type Phase = (typeof PHASES)[number]['name'];
interface Tally { requests: number; ok: number; clientError: number; unavailableWithId: number; serverError: number; other: number; slowest: number }
const emptyTally = (): Tally => ({ requests: 0, ok: 0, clientError: 0, unavailableWithId: 0, serverError: 0, other: 0, slowest: 0 });

function dynamoPid(port: string): number {
  const out = execFileSync('pgrep', ['-f', `DynamoDBLocal.jar.*-port ${port}`], { encoding: 'utf8' }).trim();
  return Number(out.split('\n')[0]);
}

export async function main(): Promise<boolean> {
  let healthy = true;
  await withBenchStack(FAULT_PORTS, async (stack) => {
    const fixture = await customerWithQuotes(QUOTES);
    await Promise.all(fixture.quoteIds.map((_, i) => quoted(fixture, i)));
    const token = fixture.customer.accessToken;
    const pid = dynamoPid(String(stack.ports.dynamodb));

    const tallies = new Map<Phase, Tally>(PHASES.map((p) => [p.name, emptyTally()]));
    let phase: Phase = 'before';
    let stop = false;
    let nextQuote = 0;

    const record = (at: Phase, status: number, body: unknown, elapsed: number) => {
      const t = tallies.get(at)!;
      t.requests++;
      t.slowest = Math.max(t.slowest, elapsed);
      if (status < 300) t.ok++;
      else if (status === 503 && typeof (body as { requestId?: unknown })?.requestId === 'string') t.unavailableWithId++;
      else if (status >= 400 && status < 500) t.clientError++;
      else if (status >= 500) t.serverError++;
      else t.other++;
    };
    const call = async (route: Parameters<typeof callRoute>[0], params?: Record<string, string>) => {
      const started = performance.now();
      const answer = await callRoute(route, { token, params });
      // Counted in the phase the answer arrives in: a 503 is the pause's answer.
      record(phase, answer.status, answer.body, performance.now() - started);
      return answer.status;
    };

    // Each worker reads, then books the next quote and cancels it: a transaction per write.
    const worker = async () => {
      while (!stop) {
        await call(routes.getUser);
        await call(routes.listMyQuotes);
        const quoteId = fixture.quoteIds[nextQuote++ % QUOTES]!;
        if ((await call(routes.bookQuote, { id: quoteId })) === 200) await call(routes.cancelBooking, { id: quoteId });
      }
    };
    const running = Promise.all(Array.from({ length: WORKERS }, worker));

    for (const step of PHASES) {
      phase = step.name;
      if (step.name === 'DynamoDB paused') process.kill(pid, 'SIGSTOP');
      if (step.name === 'after resume') process.kill(pid, 'SIGCONT');
      await new Promise((resolve) => setTimeout(resolve, step.seconds * 1000));
    }
    stop = true;
    await running;

    // No half-written booking: the lock exists exactly when one quote is BOOKED, and names it.
    const booking = await storedBooking(fixture.customer.sub);
    const stored = await Promise.all(fixture.companies.map((c) => storedQuote(fixture.moveId, c.id)));
    const booked = stored.filter((q) => q?.status === 'BOOKED');
    const consistent = booking ? booked.length === 1 && booked[0]!.id === booking.quote_id : booked.length === 0;

    console.log(`\n${WORKERS} workers: GET /api/user, GET /api/my-quotes, book + cancel (a transaction each)\n`);
    console.log('phase             | requests |  2xx |  4xx | 503+id | 5xx other | slowest');
    for (const { name } of PHASES) {
      const t = tallies.get(name)!;
      console.log(
        `${name.padEnd(17)} | ${String(t.requests).padStart(8)} | ${String(t.ok).padStart(4)} | ${String(t.clientError).padStart(4)} | ${String(t.unavailableWithId).padStart(6)} | ${String(t.serverError).padStart(9)} | ${(t.slowest / 1000).toFixed(1)} s`,
      );
    }
    const paused = tallies.get('DynamoDB paused')!;
    const after = tallies.get('after resume')!;
    const rules: Array<[string, boolean]> = [
      ['no 500 in any phase', PHASES.every((p) => tallies.get(p.name)!.serverError === 0)],
      ['the pause answers 503 with a request id', paused.unavailableWithId > 0],
      ['every answer inside the Lambda timeout (10 s)', PHASES.every((p) => tallies.get(p.name)!.slowest < 10_000)],
      ['requests succeed again after resume', after.ok > 0],
      ['bookings whole: lock and quote status agree', consistent],
    ];
    console.log('');
    for (const [rule, ok] of rules) console.log(`${ok ? 'ok  ' : 'FAIL'} ${rule}`);
    healthy = rules.every(([, ok]) => ok);
  });
  return healthy;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = (await main()) ? 0 : 1;
