import type { Browser, BrowserContext, Page, TestInfo, WorkerInfo } from '@playwright/test';

/*
 * One browser tab per Playwright worker, handed from test to test. A new context costs its tab a
 * new renderer process, and the app's first load in it compiles every script and parses every
 * style sheet again: about 1.4 of the 3.1 CPU-seconds of a signed-in page load (2026-12-06,
 * docs/testing.md). A tab kept on the app's origin loads the next test's page from its warm
 * caches. Between tests the tab is reset to what a new context holds: no cookies, no storage of
 * the app's origin, no routes, listeners, init scripts or other pages, the project's viewport.
 * A retry, a test with other context options (shell.spec's service worker) and a test that asks
 * for it (`test.use({ freshTab: true })`, e.g. an installed clock) get a new context instead. The
 * phone project keeps its tab too since admin.spec's phone test no longer drives the company
 * select at 375 px (the one step that had failed twice in a kept tab): the phone project alone
 * took 108 and 118 s against 140 with a context per test, Chromium 104-111 CPU-s against 134.
 */

export interface SharedTab {
  context: BrowserContext;
  page: Page;
}

type UseOptions = WorkerInfo['project']['use'];

/** The context options a project's tests run with (playwright.config.ts). */
export const contextOptionsOf = (use: UseOptions) => ({
  baseURL: use.baseURL,
  viewport: use.viewport,
  isMobile: use.isMobile,
  hasTouch: use.hasTouch,
  userAgent: use.userAgent,
  deviceScaleFactor: use.deviceScaleFactor,
  serviceWorkers: 'block' as const,
});

/**
 * The tab opens when the worker's first test asks for a context, and a context made during a test
 * takes that test's options: a test without scripts (`javaScriptEnabled: false`) must not leave
 * the worker a tab without them.
 */
export async function openSharedTab(browser: Browser, use: UseOptions): Promise<SharedTab> {
  const context = await browser.newContext({ ...contextOptionsOf(use), javaScriptEnabled: true });
  return { context, page: await context.newPage() };
}

/** Records the init scripts a test adds to the tab, so they can be removed after it. */
export function trackInitScripts(page: Page): () => Promise<void> {
  const scripts: Array<{ dispose: () => Promise<void> }> = [];
  const addInitScript = page.addInitScript.bind(page);
  page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
    const script = await addInitScript(...args);
    scripts.push(script);
    return script;
  }) as Page['addInitScript'];
  return async () => {
    page.addInitScript = addInitScript;
    for (const script of scripts) await script.dispose();
  };
}

const clearStorage = () => {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // about:blank of no origin has no storage.
  }
};

/**
 * Gives the tab back as a new context would hold it. The app is left for about:blank inside the
 * page (a renderer-side navigation keeps the renderer and its caches) before storage is cleared
 * again, so a token the app was still writing cannot survive into the next test.
 */
export async function resetSharedTab(tab: SharedTab, testInfo: TestInfo): Promise<void> {
  const { context, page } = tab;
  for (const other of context.pages()) if (other !== page) await other.close();
  if (page.isClosed()) tab.page = await context.newPage();
  await tab.page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
  await tab.page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  if (tab.page.url().startsWith('http')) {
    await tab.page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
        location.href = 'about:blank';
      })
      .catch(() => undefined);
    await tab.page.waitForURL('about:blank').catch(() => undefined);
    await tab.page.evaluate(clearStorage).catch(() => undefined);
  }
  await context.clearCookies();
  const viewport = testInfo.project.use.viewport;
  if (viewport) await tab.page.setViewportSize(viewport);
}
