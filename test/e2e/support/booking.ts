import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Fills the booking dialog as a customer does: picks the move day (`day`, YYYY-MM-DD, or the first
 * free one) and the arrival window by its label, keeps the valuation it starts with, and confirms
 * reading the move's documents. Returns the day picked.
 */
export async function fillBookingDialog(
  dialog: Locator,
  options: { day?: string; window?: string } = {},
): Promise<string> {
  const select = dialog.getByLabel('Move day');
  await expect(select).toBeVisible();
  const day = options.day ?? (await select.locator('option:not([disabled])').first().getAttribute('value'));
  if (!day) throw new Error('The booking dialog offers no day');
  await select.selectOption(day);
  await dialog.getByRole('radio', { name: options.window ?? 'Morning, 8 am–12 pm' }).check();
  const documents = dialog.getByRole('checkbox', { name: 'I have read these documents' });
  if (await documents.isVisible()) await documents.check();
  return day;
}

/**
 * On /quotes, opens the company's quote and presses Book: answers the booking dialog, open.
 * The first click may land while the freshly loaded list renders again (the quotes are marked
 * viewed and read again), so it is repeated until the quote's modal is open.
 */
export async function openBookingDialog(page: Page, companyName: string): Promise<Locator> {
  const quoteModal = page.getByRole('dialog', { name: `Your quote from ${companyName}` });
  await expect(async () => {
    if (!(await quoteModal.isVisible()))
      await page
        .getByRole('article', { name: new RegExp(companyName) })
        .getByRole('button', { name: 'View quote' })
        .click();
    await expect(quoteModal).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await quoteModal.getByRole('button', { name: 'Book', exact: true }).click();
  return page.getByRole('dialog', { name: 'Confirm your booking' });
}

/**
 * In the quote editor, makes sure the itemised estimate shows (a new quote starts as one; a sent
 * price-only quote is switched). The first click on the segment may land while the freshly
 * opened editor renders again, so it is repeated until the estimate's total line shows.
 */
export async function chooseItemisedEstimate(editor: Locator): Promise<void> {
  await expect(async () => {
    if (!(await editor.getByTestId('estimate-total').isVisible()))
      await editor.getByText('Itemised estimate', { exact: true }).click();
    await expect(editor.getByTestId('estimate-total')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * In the quote editor, switches a new quote from the itemised estimate (its default) to the
 * spec's price or range, repeating the click as chooseItemisedEstimate does until the price shows.
 */
export async function choosePriceOrRange(editor: Locator): Promise<void> {
  const price = editor.getByLabel('Total quote amount or range start');
  await expect(async () => {
    if (!(await price.isVisible())) await editor.getByText('Price or range', { exact: true }).click();
    await expect(price).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
