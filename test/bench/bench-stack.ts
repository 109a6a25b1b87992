import type { LocalStack } from '@infra/local/stack';
import type { WebMode } from '@infra/local/web';
import { startTestStack, stackInfo } from '@test/support/test-stack';
import { pointAtStack } from '@test/support/point-at-stack';
import { useStackInfo } from '@test/support/current-stack';

/** The benches' default ports (they run one after another); TEST_*_PORT from the environment win. */
export const BENCH_PORTS = {
  TEST_WEB_PORT: '5375',
  TEST_GATEWAY_PORT: '3202',
  TEST_DYNAMODB_PORT: '8202',
  TEST_COGNITO_PORT: '9431',
  TEST_S3_PORT: '4771',
  TEST_INBOX_PORT: '8207',
  TEST_STRIPE_PORT: '12202',
  TEST_EVENT_BUS_PORT: '4213',
  TEST_LIVE_CALLBACK_PORT: '4214',
};

/**
 * Starts an emulator stack on the bench's own ports (TEST_*_PORT from the environment win),
 * points the test helpers and the data modules at it, runs the bench and stops the stack.
 */
export async function withBenchStack(
  ports: Record<string, string>,
  run: (stack: LocalStack) => Promise<void>,
  options: { web?: WebMode } = {},
): Promise<void> {
  for (const [key, value] of Object.entries(ports)) process.env[key] ??= value;
  const stack = await startTestStack({ web: options.web });
  try {
    useStackInfo(stackInfo(stack));
    pointAtStack();
    await run(stack);
  } finally {
    await stack.stop();
  }
}
