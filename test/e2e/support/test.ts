import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '@test/support/test-stack';
import { contextOptionsOf, openSharedTab, resetSharedTab, trackInitScripts, type SharedTab } from './shared-tab';

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

/** Chromium's console line for anything the Content-Security-Policy blocked. */
const CSP_REFUSAL = /violates the following Content Security Policy directive/;

interface TestFixtures {
  shot: (name: string) => Promise<void>;
  cspViolations: string[];
  /** A new context and tab for this test instead of the worker's shared tab (shared-tab.ts). */
  freshTab: boolean;
}

export const test = base.extend<TestFixtures, { sharedTab: SharedTab }>({
  freshTab: [false, { option: true }],
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      const tab = await openSharedTab(browser, workerInfo.project.use);
      await use(tab);
      await tab.context.close();
    },
    { scope: 'worker' },
  ],
  /**
   * The worker's shared context (in both projects: a worker serves one project, so its tab has
   * that project's size); a new one on a retry, for other context options and `freshTab`.
   */
  context: async ({ sharedTab, browser, serviceWorkers, freshTab }, use, testInfo) => {
    const shareable = testInfo.retry === 0 && serviceWorkers === 'block' && !freshTab;
    if (shareable && !process.env.PW_FRESH_CONTEXT) {
      await use(sharedTab.context);
      return;
    }
    const context = await browser.newContext({ ...contextOptionsOf(testInfo.project.use), serviceWorkers });
    await use(context);
    await context.close();
  },
  page: async ({ context, sharedTab }, use, testInfo) => {
    if (context !== sharedTab.context) {
      await use(await context.newPage());
      return;
    }
    const untrack = trackInitScripts(sharedTab.page);
    await use(sharedTab.page);
    await untrack();
    await resetSharedTab(sharedTab, testInfo);
  },
  /** Saves a full-page screenshot per project (desktop / mobile) to look at (see `saveScreenshot`). */
  shot: async ({ page }, use) => {
    await use((name) => saveScreenshot(page, name, { fullPage: true }));
  },
  /**
   * Every test fails when the page's security headers (the local web server sends CloudFront's,
   * lib/security-headers.ts) block anything: a socket, an image, an upload, Cognito. A test
   * that provokes a refusal on purpose reads and empties the list.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && CSP_REFUSAL.test(message.text())) violations.push(message.text());
      };
      // The context may be the worker's shared one: the listener leaves with the test.
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      expect(violations, 'the Content-Security-Policy blocked what the app needs').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
