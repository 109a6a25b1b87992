import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '@test/support/test-stack';

export const screenshotDir = join(rootDir, 'test-results', 'screenshots');

/**
 * Saves a screenshot of a page (full page with `fullPage`) or of one element to
 * `test-results/screenshots/<name>-<project>.png`, for people to look at. Nobody looks at them in
 * CI and each costs Chromium time, so only a run with `E2E_SCREENSHOTS=1` saves them; a failing
 * test still gets Playwright's own failure screenshot.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}-${base.info().project.name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage });
  else await target.screenshot({ path });
}

export const test = base.extend<{ shot: (name: string) => Promise<void> }>({
  /** Saves a full-page screenshot per project (desktop / mobile) to look at (see `saveScreenshot`). */
  shot: async ({ page }, use) => {
    await use((name) => saveScreenshot(page, name, { fullPage: true }));
  },
});

export { expect };
