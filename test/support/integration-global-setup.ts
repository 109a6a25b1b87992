import type { TestProject } from 'vitest/node';
import { startTestStack, stackInfo } from './test-stack';
import { deliveryFailureCounter, serveStackControl } from './stack-control';
import './stack-info';

const STACK_PROJECTS = ['integration', 'integration-exclusive'];

/** Starts the emulator stack once for all integration test files, with its control endpoint. */
export default async function setup(project: TestProject) {
  // The stack sets this process's environment for the handlers it serves: one stack per process.
  const selected = project.vitest.projects.map((each) => each.name).filter((name) => STACK_PROJECTS.includes(name));
  if (selected.length > 1)
    throw new Error(
      `The projects ${selected.join(' and ')} each start a stack: run them in separate vitest processes on separate ports (npm test does; see docs/testing.md).`,
    );
  const failures = deliveryFailureCounter();
  const stack = await startTestStack({ onLog: (line) => failures.note(line) });
  const control = await serveStackControl(failures);
  project.provide('stack', stackInfo(stack, control.url));
  return async () => {
    await control.close();
    await stack.stop();
  };
}
