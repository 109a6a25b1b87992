import { test as base, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { useStackInfo } from '../support/current-stack';
import type { TestStackInfo } from '../support/stack-info';
import { rootDir } from '../support/test-stack';

/** The stack global-setup started; the shared test helpers (createTestUser …) talk to it. */
export function e2eStack(): TestStackInfo {
  const info = JSON.parse(process.env.E2E_STACK ?? 'null') as TestStackInfo | null;
  if (!info) throw new Error('E2E_STACK is not set: run through test/e2e/playwright.config.ts');
  useStackInfo(info);
  return info;
}

export const screenshotDir = join(rootDir, 'test-results', 'screenshots');

export const test = base.extend<{ shot: (name: string) => Promise<void> }>({
  /** Saves a full-page screenshot per project (desktop / mobile) to look at. */
  shot: async ({ page }, use, testInfo) => {
    mkdirSync(screenshotDir, { recursive: true });
    await use(async (name) => {
      await page.screenshot({ path: join(screenshotDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
    });
  },
});

export { expect };
