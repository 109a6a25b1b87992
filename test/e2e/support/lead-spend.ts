import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/** The confirmation a pay-per-lead company meets on its first token spend of a browser session. */
export const spendDialog = (page: Page) => page.getByRole('dialog', { name: 'Spend a lead token?' });

/**
 * Presses a pay-per-lead company's quote or message button on a lead it has not paid for, once
 * its balance has loaded (the button then says '· 1 token'), and answers Spend when the browser
 * session's first spend asks (`asks`: false once this session has confirmed one).
 */
export async function pressSpendingToken(page: Page, button: Locator, asks = true) {
  await expect(page.getByTestId('lead-token-balance')).toBeVisible();
  await expect(button).toContainText('· 1 token');
  await button.click();
  if (asks) await spendDialog(page).getByRole('button', { name: 'Spend' }).click();
}
