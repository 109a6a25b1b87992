import type { Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import type { LocationInput } from '@schemas/move-requests';
import { FLOOR_FIELD } from '@schemas/floor-text';
import { callRoute } from '@test/support/api';
import { testLocation } from '@test/support/fixtures/locations';
import type { TestUser } from '@test/support/fixtures/users';
import {
  card,
  DEMO_COMPANY_USER,
  e2eStack,
  expect,
  fillLocation,
  freshCustomer,
  nextMonthDay,
  pickDates,
  settled,
  startSignedIn,
  test,
} from './support';

/** /move-info: the customer's move request form (spec sections 2, 4, 5 and 8). */
test.beforeAll(() => {
  e2eStack();
});

const submit = (page: Page) => page.getByRole('button', { name: 'See moving company matches' });
const myRequest = async (user: TestUser) => callRoute(routes.getMyMoveRequest, { token: user.accessToken });

const RALEIGH = testLocation({ address: '1 Fayetteville St', city: 'Raleigh', zip: '27601', square_feet: null });
const CHARLESTON: LocationInput = {
  ...RALEIGH,
  address: '5 King St',
  city: 'Charleston',
  state: 'SC',
  zip: '29401',
  square_feet: 1400,
};

test('submitting empty shows the error line and red borders on the incomplete cards', async ({ page, shot }) => {
  await freshCustomer(page);
  await page.goto('/move-info');
  await expect(page).toHaveTitle(/Find movers/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your moving company' })).toBeVisible();
  await shot('move-info-empty');

  await submit(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please complete all sections to see your matches' }),
  ).toBeVisible();
  for (const name of ['Move dates', 'From location', 'To location']) {
    await expect(card(page, name)).toHaveAttribute('data-incomplete', 'true');
    // The theme's error colour (red 9, #962020: AA on white).
    await expect(card(page, name)).toHaveCSS('border-top-color', 'rgb(150, 32, 32)');
  }
  await expect(card(page, 'Special considerations')).not.toHaveAttribute('data-incomplete');
  await expect(page).toHaveURL(/\/move-info$/);
  await shot('move-info-error');
});

test(
  'the desktop pill bar opens the same modals; it is hidden on phones',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await freshCustomer(page);
    await page.goto('/move-info');
    const bar = page.getByRole('group', { name: 'Move details shortcuts' });
    if (isMobile) {
      await expect(page.getByRole('heading', { level: 1, name: 'Find your moving company' })).toBeVisible();
      await expect(bar).toBeHidden();
      return;
    }
    const opens = [
      ['Dates Add dates', 'Move dates'],
      ['From Add location', 'Location From'],
      ['To Add location', 'Location To'],
      ['Special considerations Add notes', 'Special considerations'],
      ['Packing No', 'Packing'],
    ];
    for (const [pill, dialogName] of opens) {
      await bar.getByRole('button', { name: pill }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  },
);

test('filling every section creates the request, lands on /matches, and /move-info shows it again', async ({
  page,
  shot,
}) => {
  const customer = await freshCustomer(page);
  await page.goto('/move-info');
  const start = nextMonthDay(6);
  const end = nextMonthDay(9);

  const dates = await pickDates(page, start.label, end.label);
  await expect(
    dates.getByText('A wider range gives you a wider selection of moving companies', { exact: false }),
  ).toBeVisible();
  await settled(page);
  await shot('move-info-dates-modal');
  await dates.getByRole('button', { name: 'Save dates' }).click();
  await expect(dates).toBeHidden();
  await expect(card(page, 'Move dates')).toContainText(`${start.short} – ${end.short}, ${end.year}`);

  await card(page, 'From location').getByRole('button', { name: 'Add From location' }).click();
  const from = page.getByRole('dialog', { name: 'Location From' });
  await fillLocation(from, page, {
    street: '  1 Fayetteville St ',
    city: ' Raleigh ',
    state: 'North Carolina',
    zip: '27601',
  });
  await from.getByRole('radiogroup', { name: 'Stairs required' }).getByLabel('Yes').check();
  await settled(page);
  await shot('move-info-location-modal');
  await from.getByRole('button', { name: 'Save location' }).click();
  await expect(from).toBeHidden();
  await expect(card(page, 'From location')).toContainText('Raleigh, NC 27601');

  await card(page, 'To location').getByRole('button', { name: 'Add To location' }).click();
  const to = page.getByRole('dialog', { name: 'Location To' });
  await fillLocation(to, page, { street: '5 King St', city: 'Charleston', state: 'South Carolina', zip: '29401' });
  await to.getByLabel('Square feet').fill('1400');
  await to.getByRole('button', { name: 'Save location' }).click();
  await expect(card(page, 'To location')).toContainText('Charleston, SC 29401');

  await card(page, 'Special considerations').getByRole('button', { name: 'Add notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Special considerations' });
  await expect(notes.getByLabel('Notes for your movers')).toHaveAttribute('rows', '10');
  await expect(notes.getByLabel('Notes for your movers')).toHaveAttribute('placeholder', /junk removal/);
  await notes.getByLabel('Notes for your movers').fill('An upright piano');
  await settled(page);
  await shot('move-info-notes-modal');
  await notes.getByRole('button', { name: 'Save notes' }).click();
  await card(page, 'Packing').getByLabel('Yes').check();
  await shot('move-info-filled');

  await submit(page).click();
  await expect(page).toHaveURL(/\/matches$/);
  const saved = await myRequest(customer);
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({
    date_range_start: start.iso,
    date_range_end: end.iso,
    move_request_from: {
      address: '1 Fayetteville St',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
      square_feet: null,
      is_stairs_required: true,
      count_bedrooms: 3,
    },
    move_request_to: { city: 'Charleston', state: 'SC', square_feet: 1400 },
    special_considerations: 'An upright piano',
    is_packing_required: true,
  });
  const profile = await callRoute(routes.getUser, { token: customer.accessToken });
  expect(profile.body.move_request_id).toBe(saved.body!.id);

  await page.goto('/move-info');
  await expect(card(page, 'Move dates')).toContainText(`${start.short} – ${end.short}, ${end.year}`);
  await expect(card(page, 'From location')).toContainText('Raleigh, NC 27601');
  await expect(card(page, 'To location')).toContainText('Charleston, SC 29401');
  await expect(card(page, 'Special considerations')).toContainText('An upright piano');
  await expect(card(page, 'Packing').getByLabel('Yes')).toBeChecked();
  await shot('move-info-saved');
});

test('with a saved request, packing and a location save at once and the server agrees', async ({ page, shot }) => {
  const customer = await freshCustomer(page);
  const start = nextMonthDay(6);
  const created = await callRoute(routes.createMoveRequest, {
    token: customer.accessToken,
    body: {
      from_location: RALEIGH,
      to_location: CHARLESTON,
      start_date: start.iso,
      end_date: start.iso,
      special_considerations: '',
      is_packing_required: false,
    },
  });
  expect(created.status).toBe(201);
  await page.goto('/move-info');
  await expect(card(page, 'From location')).toContainText('Raleigh, NC 27601');

  await card(page, 'Packing').getByLabel('Yes').click();
  await expect(card(page, 'Packing').getByLabel('Yes')).toBeChecked();
  await expect(page.getByText('Your move request has been updated successfully.')).toBeVisible();
  await shot('move-info-updated-toast');
  await expect.poll(async () => (await myRequest(customer)).body!.is_packing_required).toBe(true);

  await card(page, 'To location').getByRole('button', { name: 'Edit To location' }).click();
  const to = page.getByRole('dialog', { name: 'Location To' });
  await expect(to.getByLabel('City')).toHaveValue('Charleston');
  // Floors the US way: the stored ground level (0) reads as the 1st floor; the 3rd floor stores 2.
  await expect(to.getByLabel('Which floor?')).toHaveValue(String(CHARLESTON.unit_level_start + 1));
  await to.getByLabel('Which floor?').fill('3');
  await to.getByLabel('City').fill('Greenville');
  await to.getByLabel('Zip code').fill('29601');
  await to.getByRole('button', { name: 'Save location' }).click();
  await expect(to).toBeHidden();
  await expect(card(page, 'To location')).toContainText('Greenville, SC 29601');
  const after = (await myRequest(customer)).body;
  expect(after!.move_request_to).toMatchObject({
    city: 'Greenville',
    zip: '29601',
    square_feet: 1400,
    unit_level_start: 2,
  });
  expect(after!.move_request_to.id).toBe(created.body.move_request_to.id);
  expect(after!.move_request_from).toMatchObject({ city: 'Raleigh' });
});

test('the location modal shows the spec messages', async ({ page, shot }) => {
  await freshCustomer(page);
  await page.goto('/move-info');
  await card(page, 'From location').getByRole('button', { name: 'Add From location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Location From' });
  await dialog.getByRole('button', { name: 'Save location' }).click();
  for (const message of [
    'Address is required',
    'City is required',
    'State is required',
    'Zip code is required',
    'Number of bedrooms is required',
    FLOOR_FIELD.required,
    'Number of levels is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await settled(page);
  await shot('move-info-location-errors');

  await dialog.getByLabel('Number of levels').fill('0');
  await dialog.getByLabel('Number of bedrooms').fill('-1');
  await dialog.getByLabel('Square feet').fill('-5');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(dialog.getByText('Number of levels must be greater than 0')).toBeVisible();
  await expect(dialog.getByText('Number of bedrooms must be a positive number')).toBeVisible();
  await expect(dialog.getByText('Square feet must be a positive number')).toBeVisible();

  await dialog.getByLabel('State').fill('zz');
  await expect(page.getByText('No options to display')).toBeVisible();
  await dialog.getByLabel('State').fill('sc');
  await expect(page.getByRole('option')).toHaveText(['South Carolina']);
  // Enter picks the first match, as a keyboard user expects.
  await dialog.getByLabel('State').press('Enter');
  await expect(dialog.getByLabel('State')).toHaveValue('South Carolina');
});

test('the date modal: two days, swap, restart; past days are disabled', async ({ page, shot }) => {
  await freshCustomer(page);
  await page.goto('/move-info');
  await card(page, 'Move dates').getByRole('button', { name: 'Choose dates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move dates' });
  const now = new Date();
  if (now.getDate() > 1) {
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    const label = yesterday.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    await expect(dialog.getByRole('button', { name: label })).toBeDisabled();
  }
  await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Next month' }).click();
  const later = nextMonthDay(12);
  const earlier = nextMonthDay(8);
  await dialog.getByRole('button', { name: later.label }).click();
  await dialog.getByRole('button', { name: earlier.label }).click(); // earlier second click: swapped
  await expect(dialog.getByTestId('range-from')).toHaveText(`${earlier.short}, ${earlier.year}`);
  await expect(dialog.getByTestId('range-to')).toHaveText(`${later.short}, ${later.year}`);

  const restart = nextMonthDay(20);
  await dialog.getByRole('button', { name: restart.label }).click(); // third click restarts
  await expect(dialog.getByTestId('range-from')).toHaveText(`${restart.short}, ${restart.year}`);
  await expect(dialog.getByTestId('range-to')).toHaveText(`${restart.short}, ${restart.year}`);

  await dialog.getByRole('button', { name: restart.label }).focus();
  await page.keyboard.press('Enter'); // keyboard: the same day again ends the range there
  await settled(page);
  await shot('move-info-dates-restart');
  await dialog.getByRole('button', { name: 'Save dates' }).click();
  await expect(card(page, 'Move dates')).toContainText(`${restart.short}, ${restart.year}`);
});

test('a request made meanwhile elsewhere (409 on submit) is loaded into the form instead of only a toast', async ({
  page,
  shot,
}) => {
  const customer = await freshCustomer(page);
  await page.goto('/move-info');
  await expect(card(page, 'From location').getByRole('button', { name: 'Add From location' })).toBeVisible();
  // Another tab creates the request while this form is still a draft.
  const other = nextMonthDay(20);
  const created = await callRoute(routes.createMoveRequest, {
    token: customer.accessToken,
    body: {
      from_location: CHARLESTON,
      to_location: RALEIGH,
      start_date: other.iso,
      end_date: other.iso,
      special_considerations: 'From the other tab',
      is_packing_required: true,
    },
  });
  expect(created.status).toBe(201);

  const dates = await pickDates(page, nextMonthDay(6).label, nextMonthDay(9).label);
  await dates.getByRole('button', { name: 'Save dates' }).click();
  for (const [side, where] of [
    ['From', { street: '1 Fayetteville St', city: 'Raleigh', state: 'North Carolina', zip: '27601' }],
    ['To', { street: '5 King St', city: 'Charleston', state: 'South Carolina', zip: '29401' }],
  ] as const) {
    await card(page, `${side} location`)
      .getByRole('button', { name: `Add ${side} location` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Location ${side}` });
    await fillLocation(dialog, page, where);
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await expect(dialog).toBeHidden();
  }
  await submit(page).click();

  await expect(
    page.getByText('You already have a move request, so we loaded it. Review it and see your matches.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/move-info$/);
  await expect(card(page, 'From location')).toContainText('Charleston, SC 29401');
  await expect(card(page, 'Special considerations')).toContainText('From the other tab');
  await expect(card(page, 'Packing').getByLabel('Yes')).toBeChecked();
  await expect(page.getByText('There was a problem submitting your move request. Please try again later.')).toHaveCount(
    0,
  );
  await shot('move-info-409-reloaded');
});

test('a moving company account opening /move-info is told the page is for customers', async ({ page, shot }) => {
  await startSignedIn(page, DEMO_COMPANY_USER);
  await page.goto('/move-info');
  const notice = page.getByTestId('role-notice');
  await expect(notice).toContainText('This page is for customers');
  await expect(notice).toContainText('moving company account');
  await expect(notice.getByRole('link', { name: 'Go to my availability calendar' })).toHaveAttribute(
    'href',
    '/availability-calendar',
  );
  await expect(page.getByText("We couldn't load your move request")).toHaveCount(0);
  await shot('move-info-company-account');
});
