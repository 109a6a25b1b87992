import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { signIn } from '@test/support/fixtures/users';
import {
  addLocation,
  card,
  e2eStack,
  expect,
  freshCustomer,
  nextMonthDay,
  ownCompleteCompany,
  pickDates,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/*
 * Service areas (docs/matching.md): a company chooses how far it goes on
 * /profile/company-edit and its public page says so; a customer who types a ZIP code the
 * dataset does not know is told at that ZIP field on /move-info.
 */

test.beforeAll(() => {
  e2eStack();
});

test('the company sets its service area on /profile/company-edit and its public page says it', async ({
  page,
  shot,
}) => {
  test.slow();
  // A company of its own, set up as the seed sets up Tar Heel Moving Co. (which other spec files read).
  const { company, user } = await ownCompleteCompany({ service_radius: '150', serves_out_of_state: true });
  await startSignedIn(page, user.email);
  await page.goto('/profile/company-edit');
  const area = page.getByRole('region', { name: 'Service area' });
  const radius = area.getByRole('combobox', { name: 'How far from your ZIP code do you take moves?' });
  const outOfState = area.getByRole('checkbox', {
    name: 'I take moves to places outside North and South Carolina',
  });
  // 150 miles and moves out of the Carolinas, as the seed gives Tar Heel Moving Co.
  await expect(radius).toHaveValue('Within 150 miles');
  await expect(outOfState).toBeChecked();
  await area.scrollIntoViewIfNeeded();
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('service-area-editor');

  await radius.click();
  await page.getByRole('option', { name: 'Within 50 miles' }).click();
  await outOfState.uncheck();
  await page.getByRole('button', { name: 'Preview and save' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of your public profile' });
  await expect(preview.getByTestId('company-service-area')).toHaveText('Serves moves within 50 miles of Raleigh, NC');
  await preview.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Moving company updated successfully!')).toBeVisible();

  const stored = await callRoute(routes.getMyMovingCompany, {
    token: (await signIn(user.email)).accessToken,
  });
  expect(stored.body).toMatchObject({ service_radius: '50', serves_out_of_state: false });
  await page.reload();
  await expect(radius).toHaveValue('Within 50 miles');
  await expect(outOfState).not.toBeChecked();

  await page.goto(`/moving-company/${company.id}`);
  await expect(page.getByTestId('company-service-area')).toHaveText('Serves moves within 50 miles of Raleigh, NC');
  await settled(page);
  await shot('service-area-public-page');
});

test('a ZIP code the dataset does not know is shown at that ZIP field on /move-info', async ({ page, shot }) => {
  test.slow();
  const customer = await freshCustomer(page);
  await page.goto('/move-info');
  const start = nextMonthDay(6);
  const dates = await pickDates(page, start.label, nextMonthDay(8).label);
  await dates.getByRole('button', { name: 'Save dates' }).click();

  const from = await addLocation(page, 'From', {
    street: '1 Fayetteville St',
    city: 'Raleigh',
    state: 'North Carolina',
    zip: '27999',
  });
  const to = await addLocation(page, 'To', {
    street: '5 King St',
    city: 'Charleston',
    state: 'South Carolina',
    zip: '29401',
  });

  // Submitting opens the From location with the server's message at its ZIP code.
  const message = 'We could not find ZIP code 27999. Check the 5 digits and try again.';
  await page.getByRole('button', { name: 'See moving company matches' }).click();
  await expect(from).toBeVisible();
  await expect(from.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(message);
  await settled(page);
  await shot('move-info-unknown-zip');
  expect((await callRoute(routes.getMyMoveRequest, { token: customer.accessToken })).body).toBeNull();

  await from.getByRole('textbox', { name: 'Zip code' }).fill('27601');
  await from.getByRole('button', { name: 'Save location' }).click();
  await expect(from).toBeHidden();
  await page.getByRole('button', { name: 'See moving company matches' }).click();
  await expect(page).toHaveURL(/\/matches$/);

  // Editing the saved request: the modal stays open with the message at the ZIP code.
  await page.goto('/move-info');
  await card(page, 'To location').getByRole('button', { name: 'Edit To location' }).click();
  await to.getByRole('textbox', { name: 'Zip code' }).fill('29999');
  await to.getByRole('button', { name: 'Save location' }).click();
  await expect(to.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
    'We could not find ZIP code 29999. Check the 5 digits and try again.',
  );
  const saved = await callRoute(routes.getMyMoveRequest, { token: customer.accessToken });
  expect(saved.body?.move_request_to.zip).toBe('29401');
});
