import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Opens a view of the admin's booking queue on /admin-dashboard ('Chargebacks', 'Disputes' ...)
 * and answers the row of `companyName`'s booking in it. A click on the segment while the queue
 * still loads may not take: it clicks until the row shows.
 */
export async function bookingQueueRow(page: Page, view: string, companyName: string) {
  const queue = page.getByRole('region', { name: 'Booked moves: disputes and awaiting completion' });
  const row = queue.getByTestId('booking-queue-row').filter({ hasText: companyName });
  await expect(async () => {
    await queue.getByText(view, { exact: true }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return row;
}
