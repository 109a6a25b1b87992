import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * In the booking dialog: picks the move day (`day`, YYYY-MM-DD, or the first free one) and the
 * arrival window by its label. Returns the day picked.
 */
export async function pickDayAndWindow(
  dialog: Locator,
  options: { day?: string; window?: string } = {},
): Promise<string> {
  const select = dialog.getByLabel('Move day');
  await expect(select).toBeVisible();
  const day = options.day ?? (await select.locator('option:not([disabled])').first().getAttribute('value'));
  if (!day) throw new Error('The booking dialog offers no day');
  await select.selectOption(day);
  await dialog.getByRole('radio', { name: options.window ?? 'Morning, 8 am–12 pm' }).check();
  return day;
}
