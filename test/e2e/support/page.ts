import type { Browser, Page } from '@playwright/test';

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
