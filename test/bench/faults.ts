/**
 * Fault check as a benchmark: DynamoDB paused mid-load on the bench's own stack, with the
 * phases printed (test/support/faults/dynamo-pause.ts says what is checked; the integration
 * test test/integration/faults.test.ts runs the same scenario in `npm test`). Exits non-zero
 * when a rule is broken. Run: npx tsx test/bench/faults.ts
 */
import { pathToFileURL } from 'node:url';
import { printPauseOutcome, runDynamoPauseScenario } from '@test/support/faults/dynamo-pause';
import { withBenchStack } from './bench-stack';

const FAULT_PORTS = {
  TEST_WEB_PORT: '5376',
  TEST_GATEWAY_PORT: '3203',
  TEST_DYNAMODB_PORT: '8203',
  TEST_COGNITO_PORT: '9432',
  TEST_S3_PORT: '4772',
  TEST_INBOX_PORT: '8208',
  TEST_EVENT_BUS_PORT: '4215',
  TEST_LIVE_CALLBACK_PORT: '4216',
};

export async function main(): Promise<boolean> {
  let healthy = true;
  await withBenchStack(FAULT_PORTS, async (stack) => {
    const outcome = await runDynamoPauseScenario(stack.ports.dynamodb, {
      beforeSeconds: 4,
      pausedSeconds: 10,
      afterSeconds: 8,
    });
    printPauseOutcome(outcome);
    healthy = outcome.rules.every(([, ok]) => ok);
  });
  return healthy;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = (await main()) ? 0 : 1;
