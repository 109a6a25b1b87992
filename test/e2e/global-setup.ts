import { startTestStack, stackInfo } from '@test/support/test-stack';

/** Starts the local stack with the production web build and the demo data, once per run. */
export default async function globalSetup() {
  const stack = await startTestStack({ web: 'preview', seed: true });
  // Workers read this to reach the same stack (see support/stack.ts).
  process.env.E2E_STACK = JSON.stringify(stackInfo(stack));
  return async () => {
    await stack.stop();
  };
}
