import { test as base, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '@test/support/test-stack';

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
