import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '@infra/local/stack';
import { testPorts } from './test-ports';
import type { WebMode } from '@infra/local/web';
import type { TestStackInfo } from './stack-info';

export const rootDir = fileURLToPath(new URL('../..', import.meta.url));

export { testPorts };

/**
 * The emulator stack for a test run: its own ports (TEST_PORTS, or TEST_*_PORT variables),
 * data in a throwaway folder, so it runs beside a developer's `npm start`.
 */
export async function startTestStack(
  options: { web?: WebMode; seed?: boolean; onLog?: (line: string) => void } = {},
): Promise<LocalStack> {
  return startLocalStack({
    rootDir,
    ports: testPorts(),
    cacheDir: join(rootDir, '.local', 'cache'),
    seed: options.seed ?? false,
    web: options.web ?? 'none',
    log: (line) => {
      options.onLog?.(line);
      if (process.env.TEST_STACK_LOG) console.log(`[test-stack] ${line}`);
    },
    requestLog: Boolean(process.env.TEST_STACK_LOG),
  });
}

export function stackInfo(stack: LocalStack, controlUrl?: string): TestStackInfo {
  return {
    apiUrl: stack.urls.api,
    webUrl: stack.urls.web,
    userPoolId: stack.userPoolId,
    clientId: stack.clientId,
    cognitoPort: stack.ports.cognito,
    inboxPort: stack.ports.inbox,
    dynamodbPort: stack.ports.dynamodb,
    s3Port: stack.ports.s3,
    stripePort: stack.ports.stripe,
    stripeUrl: stack.urls.stripe,
    tableName: stack.tableName,
    imageBucket: stack.imageBucket,
    eventBusUrl: stack.urls.eventBus,
    liveCallbackUrl: stack.urls.liveCallback,
    controlUrl,
  };
}
