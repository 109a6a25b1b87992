import type { TestProject } from 'vitest/node';
import { startTestStack, stackInfo } from './test-stack';
import { deliveryFailureCounter, serveStackControl } from './stack-control';
import './stack-info';

/** Starts the emulator stack once for all integration test files, with its control endpoint. */
export default async function setup(project: TestProject) {
  const failures = deliveryFailureCounter();
  const stack = await startTestStack({ onLog: (line) => failures.note(line) });
  const control = await serveStackControl(failures);
  project.provide('stack', stackInfo(stack, control.url));
  return async () => {
    await control.close();
    await stack.stop();
  };
}
