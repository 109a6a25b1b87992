import { countingPlugin, resetTally, tally } from '@test/bench/read-tally';
import { pointAtStack } from './point-at-stack';

/**
 * Items a handler reads from DynamoDB when run in the test's own process (the plain handler,
 * not through the gateway): the benches' read tally on this process's client, for tests that
 * bound "items read per item returned".
 */
export async function itemsReadBy<T>(run: () => Promise<T>): Promise<{ result: T; itemsRead: number }> {
  pointAtStack();
  const { dynamoClient } = await import('@functions/platform/aws/dynamodb');
  const stack = dynamoClient().middlewareStack;
  stack.use(countingPlugin);
  resetTally();
  try {
    const result = await run();
    return { result, itemsRead: tally.itemsRead };
  } finally {
    stack.remove('benchReadCounter');
  }
}
