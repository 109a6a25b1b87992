import { startTestStack, stackInfo } from '@test/support/test-stack';
import { E2E_STACK_READY } from './stack-ready';

/** Starts the local stack with the production web build and the demo data, once per run. */
export default async function globalSetup() {
  const stack = await startTestStack({ web: 'preview', seed: true });
  // Workers read this to reach the same stack (see support/stack.ts).
  process.env.E2E_STACK = JSON.stringify(stackInfo(stack));
  console.log(`${E2E_STACK_READY}: ${stack.urls.web}`);
  return async () => {
    await stack.stop();
  };
}
