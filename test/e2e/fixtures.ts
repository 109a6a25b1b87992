import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { useStackInfo } from '@test/support/current-stack';
import type { TestStackInfo } from '@test/support/stack-info';
import { rootDir } from '@test/support/test-stack';

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

/** Waits until CSS transitions (modal fade-in, toasts) are over, so screenshots show the end state. */
export const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/**
 * A day of next month: its calendar button's name starts with `label` ('Sunday, December 6,
 * 2026'), cards show `short` ('Dec 6'), the calendar's heading is `month` ('December 2026').
 */
export function nextMonthDay(day: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    label: date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    short: date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
    month: date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    year: date.getFullYear(),
  };
}

/** A page in a new browser context: no session, no storage (another browser, a mail link). */
export async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}
