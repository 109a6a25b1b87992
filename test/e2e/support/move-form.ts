import type { Locator, Page } from '@playwright/test';
import { card } from './page';

/** Shared steps on /move-info for end-to-end tests (the form's own tests and the customer journey). */

export async function fillLocation(
  dialog: Locator,
  page: Page,
  place: { street: string; city: string; state: string; zip: string },
) {
  await dialog.getByLabel('Street').fill(place.street);
  await dialog.getByLabel('City').fill(place.city);
  await dialog.getByLabel('State').fill(place.state.slice(0, 5));
  await page.getByRole('option', { name: place.state }).click();
  await dialog.getByLabel('Zip code').fill(place.zip);
  await dialog.getByLabel('Number of bedrooms').fill('3');
  await dialog.getByLabel('Which floor?').fill('1');
  await dialog.getByLabel('Number of levels').fill('2');
}

/** Opens the empty From or To location, fills it and saves it; answers its dialog. */
export async function addLocation(
  page: Page,
  direction: 'From' | 'To',
  place: { street: string; city: string; state: string; zip: string },
) {
  await card(page, `${direction} location`)
    .getByRole('button', { name: `Add ${direction} location` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Location ${direction}` });
  await fillLocation(dialog, page, place);
  await dialog.getByRole('button', { name: 'Save location' }).click();
  return dialog;
}

export async function pickDates(page: Page, first: string, second: string) {
  await card(page, 'Move dates').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Move dates' });
  await dialog.getByRole('button', { name: 'Next month' }).click();
  await dialog.getByRole('button', { name: first }).click();
  await dialog.getByRole('button', { name: second }).click();
  return dialog;
}
