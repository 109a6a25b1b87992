import type { Locator, Page } from '@playwright/test';

/** Shared steps on /move-info for end-to-end tests (the form's own tests and the customer journey). */

/** Waits until CSS transitions (modal fade-in) are over, so screenshots show the end state. */
export const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

export const card = (page: Page, name: string) => page.getByRole('region', { name });

/** A day of next month, as the calendar names it ('Sunday, December 6, 2026') and shows it in cards. */
export function nextMonthDay(day: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    label: date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    short: date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    year: date.getFullYear(),
  };
}

export async function fillLocation(dialog: Locator, page: Page, place: { street: string; city: string; state: string; zip: string }) {
  await dialog.getByLabel('Street').fill(place.street);
  await dialog.getByLabel('City').fill(place.city);
  await dialog.getByLabel('State').fill(place.state.slice(0, 5));
  await page.getByRole('option', { name: place.state }).click();
  await dialog.getByLabel('Zip code').fill(place.zip);
  await dialog.getByLabel('Number of bedrooms').fill('3');
  await dialog.getByLabel('Starting level').fill('0');
  await dialog.getByLabel('Number of levels').fill('2');
}

export async function pickDates(page: Page, first: string, second: string) {
  await card(page, 'Move dates').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Move dates' });
  await dialog.getByRole('button', { name: 'Next month' }).click();
  await dialog.getByRole('button', { name: first }).click();
  await dialog.getByRole('button', { name: second }).click();
  return dialog;
}
