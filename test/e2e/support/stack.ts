import { useStackInfo } from '@test/support/current-stack';
import type { TestStackInfo } from '@test/support/stack-info';

/** The stack global-setup started; also points the shared test helpers (createTestUser …) at it. */
export function e2eStack(): TestStackInfo {
  const info = JSON.parse(process.env.E2E_STACK ?? 'null') as TestStackInfo | null;
  if (!info) throw new Error('E2E_STACK is not set: run through test/e2e/playwright.config.ts');
  useStackInfo(info);
  return info;
}
