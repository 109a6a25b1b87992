import type { Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import { encodePng, heroPng, logoPng } from '@infra/local/seed/png';
import { callRoute } from '@test/support/api';
import { waitForEmail } from '@test/support/inbox';
import { signIn, uniqueEmail } from '@test/support/fixtures/users';
import {
  e2eStack,
  expect,
  field,
  freshPage,
  NEW_PASSWORD,
  ownCompleteCompany,
  saveScreenshot,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * /profile/company-edit (spec sections 2, 5 and 8): a company edits its profile, uploads real
 * PNGs (a logo, a hero, one too small), previews and saves, sees the result on its public
 * page, and invites a colleague who signs in with the e-mailed temporary password. Each test
 * has a company of its own, so the demo company other spec files read stays as seeded.
 */
const COLORS = { primary: '#2B5F3A', accent: '#F2C14E' };

test.beforeAll(() => {
  e2eStack();
});

async function choose(page: Page, label: string, file: { name: string; buffer: Buffer; mimeType?: string }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: file.mimeType ?? 'image/png', buffer: file.buffer });
}

async function openEditor(page: Page, email: string) {
  await startSignedIn(page, email);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Update company info' }).click();
  await expect(page).toHaveURL(/\/profile\/company-edit$/);
  await expect(page).toHaveTitle(/Update company info/);
  await expect(field(page, 'City')).toHaveValue('Raleigh');
}

test('the company edits its profile, uploads a logo and a hero, previews, saves and sees the public page', async ({
  page,
  shot,
}) => {
  // A journey of dozens of steps: on a loaded 2-core machine it can outgrow the 60 s default (62 s seen).
  test.slow();
  const { company, user } = await ownCompleteCompany();
  await openEditor(page, user.email);
  await settled(page);
  await shot('company-edit');

  // Required and format messages.
  await field(page, 'City').fill('');
  await field(page, 'City').blur();
  await expect(page.getByText('City is required.')).toBeVisible();
  await field(page, 'Year founded').fill('99');
  await field(page, 'Year founded').blur();
  await expect(page.getByText('Year must be exactly 4 digits.')).toBeVisible();
  // The company is verified: its DOT number is read-only (trust-facts.spec.ts covers the lock).
  const dotNumber = await field(page, 'DOT number').inputValue();
  await expect(field(page, 'DOT number')).toHaveJSProperty('readOnly', true);
  await field(page, 'Policies link').fill('not a link');
  await field(page, 'Policies link').blur();
  await expect(page.getByText('Please enter a valid URL.')).toBeVisible();
  await shot('company-edit-errors');

  // Not a JPEG or PNG: refused before anything is sent.
  await choose(page, 'Logo', { name: 'logo.gif', buffer: Buffer.from('GIF89a'), mimeType: 'image/gif' });
  await expect(page.getByText('Invalid file provided for logo upload')).toBeVisible();

  // A logo under 400x400 is refused by the server with the reason.
  const small = encodePng(200, 200, new Uint8Array(200 * 200 * 3).fill(120));
  await choose(page, 'Logo', { name: 'small-logo.png', buffer: small });
  await expect(
    page.getByText('Failed to upload image: The logo must be at least 400x400 pixels (this one is 200x200)'),
  ).toBeVisible();
  await settled(page);
  await shot('company-edit-small-logo');

  await choose(page, 'Logo', { name: 'green-logo.png', buffer: logoPng('Green Hill Movers', COLORS) });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', /green-logo\.png$/);
  await choose(page, 'Hero image', { name: 'green-hero.png', buffer: heroPng(COLORS) });
  await expect(page.getByRole('img', { name: 'Current hero image' })).toHaveAttribute('src', /green-hero\.png$/, {
    timeout: 20_000,
  });

  await field(page, 'City').fill('Durham');
  await field(page, 'Year founded').fill('2011');
  await field(page, 'Policies link').fill('https://greenhill.example/policies');
  await field(page, 'Billboard').fill('Family owned\nFully insured\nFree estimates');
  await page.getByRole('button', { name: 'Preview and save' }).click();

  const preview = page.getByRole('dialog', { name: 'Preview of your public profile' });
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('company-location')).toHaveText('Durham, NC • Est. 2011');
  await expect(preview.getByRole('region', { name: 'Why choose us' }).getByRole('listitem')).toHaveCount(3);
  await expect(preview.getByTestId('company-hero').locator('img')).toHaveAttribute('src', /green-hero\.png$/);
  await settled(page);
  // The modal is fixed to the viewport: a viewport shot shows it as the user sees it.
  await saveScreenshot(page, 'company-edit-preview');
  await preview.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Moving company updated successfully!')).toBeVisible();
  await expect(preview).toBeHidden();

  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/moving-company/${company.id}$`));
  await expect(page.getByTestId('company-location')).toHaveText('Durham, NC • Est. 2011');
  await expect(page.getByRole('region', { name: 'Company DOT Number' })).toContainText(dotNumber);
  const logo = page.getByTestId('company-logo').locator('img');
  await expect(logo).toHaveAttribute('src', /green-logo\.png$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  const hero = page.getByTestId('company-hero').locator('img');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2000);
  await settled(page);
  await shot('company-edit-saved-public-page');
});

test('the company invites a colleague, who signs in with the e-mailed temporary password and sets a new one', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  const { company, user } = await ownCompleteCompany();
  await openEditor(page, user.email);
  const invite = page.getByRole('region', { name: 'Invite a colleague' });
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByText('First name is required')).toBeVisible();
  await expect(invite.getByText('Please enter a valid email address.')).toBeVisible();

  const email = uniqueEmail('colleague');
  await field(page, 'First Name').fill('Casey');
  await field(page, 'Last Name').fill('Colleague');
  await field(page, 'Email').fill(email);
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('User invited successfully!')).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue('');
  await settled(page);
  await shot('company-edit-invited');

  const mail = await waitForEmail(email, (m) => m.subject === 'You have been invited to MoveMatch');
  expect(mail.body.html).toContain('Hi Casey,');
  expect(mail.body.html).toContain('/login');
  const temporaryPassword = mail.body.html!.match(/temporary password <b>([^<]+)<\/b>/)![1];

  const { context, page: colleague } = await freshPage(browser, baseURL);
  await colleague.goto('/login');
  await field(colleague, 'Email').fill(email);
  await field(colleague, 'Password').fill(temporaryPassword);
  await colleague.getByRole('button', { name: 'Sign in' }).click();
  await expect(colleague).toHaveURL(/\/reset-password$/);
  await field(colleague, 'New Password').fill(NEW_PASSWORD);
  await field(colleague, 'Confirm Password').fill(NEW_PASSWORD);
  await colleague.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(colleague).toHaveURL(/\/manage-leads$/);
  await context.close();

  const tokens = await signIn(email, NEW_PASSWORD);
  const profile = await callRoute(routes.getUser, { token: tokens.accessToken });
  expect(profile.body).toMatchObject({
    email,
    firstName: 'Casey',
    role: 'MOVING_COMPANY',
    moving_company_id: company.id,
  });
});

test('a company user without a company is told so and can go back', async ({ page, shot }) => {
  const { createTestUser } = await import('@test/support/fixtures/users');
  const user = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
  await startSignedIn(page, user.email);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Update company info' }).click();
  await expect(page.getByText("You don't have a moving company associated with your account.")).toBeVisible();
  await shot('company-edit-no-company');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
