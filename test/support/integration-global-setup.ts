import type { TestProject } from 'vitest/node';
import { startTestStack, stackInfo } from './test-stack';
import './stack-info';

/** Starts the emulator stack once for all integration test files. */
export default async function setup(project: TestProject) {
  const stack = await startTestStack();
  project.provide('stack', stackInfo(stack));
  return async () => {
    await stack.stop();
  };
}
