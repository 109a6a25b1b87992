import { startTestStack, stackInfo } from '../support/test-stack';
import { useStackInfo } from '../support/current-stack';

/**
 * Starts an emulator stack on the bench's own ports (TEST_*_PORT from the environment win),
 * points the test helpers and the data modules at it, runs the bench and stops the stack.
 */
export async function withBenchStack(ports: Record<string, string>, run: () => Promise<void>): Promise<void> {
  for (const [key, value] of Object.entries(ports)) process.env[key] ??= value;
  const stack = await startTestStack();
  try {
    useStackInfo(stackInfo(stack));
    Object.assign(process.env, {
      TABLE_NAME: stack.tableName,
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${stack.ports.dynamodb}`,
      AWS_REGION: 'us-east-1',
    });
    await run();
  } finally {
    await stack.stop();
  }
}
