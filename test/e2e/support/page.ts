import { expect, type Browser, type Page } from '@playwright/test';

/* Ways to find and work the app's parts that several specs share. */

/** Waits until CSS transitions (modal fade-in, toasts) are over, so screenshots show the end state. */
export const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** A text field by its visible label (Mantine's required asterisk is not part of the name). */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A card (a labelled region) by its heading. */
export const card = (page: Page, name: string) => page.getByRole('region', { name });

/** Picks an entry of the lead filter on /manage-leads. */
export async function chooseFilter(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Filter leads' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** A page in a new browser context: no session, no storage (another browser, a mail link). */
export async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** The toast showing `text` covers no part of the page's main heading. */
export async function expectToastClearOfHeading(page: Page, text: string) {
  const toast = await page.locator('.mantine-Notification-root').filter({ hasText: text }).boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  expect(toast && heading).toBeTruthy();
  const apart =
    toast!.y >= heading!.y + heading!.height ||
    toast!.y + toast!.height <= heading!.y ||
    toast!.x >= heading!.x + heading!.width ||
    toast!.x + toast!.width <= heading!.x;
  expect(apart, `the toast '${text}' covers the page heading`).toBe(true);
}

/**
 * Opens `path` inside the running app, as a click on one of its links does (React Router follows
 * the history change): about 1 s, against 2-2.5 s for a page load that starts the app, Amplify
 * and the session again. Resolves once the new screen's main heading is a new element (the
 * screen left has been taken down). For specs that walk many screens after the first.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-e2e-left', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.locator('h1:not([data-e2e-left])').first()).toBeVisible();
}
