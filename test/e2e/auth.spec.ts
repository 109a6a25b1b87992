import type { Page } from '@playwright/test';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { waitForEmail } from '@test/support/inbox';
import { createInvitedUser, createTestUser, signIn, TEST_PASSWORD, uniqueEmail } from '@test/support/fixtures/users';
import { PHONE_MESSAGES } from '@schemas/users';
import {
  DEMO_ADMIN,
  DEMO_COMPANY_USER,
  DEMO_CUSTOMER,
  e2eStack,
  expect,
  field,
  freshPage,
  NEW_PASSWORD,
  saveScreenshot,
  startSignedIn,
  test,
} from './support';

/**
 * Every account flow in the browser: sign-up with the e-mailed link, sign-in and its errors,
 * forgot password, the redirect rule per role, forced new password, profile edit, sign-out.
 */
const cognito = () => localCognitoClient(e2eStack().cognitoPort);

/** An account signed up straight in Cognito with only its e-mail, not confirmed yet. */
const signUpUnconfirmed = (email: string) =>
  cognito().send(
    new SignUpCommand({
      ClientId: e2eStack().clientId,
      Username: email,
      Password: TEST_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );

test.beforeAll(() => {
  e2eStack();
});

/** The path and query of the first link in an e-mail that goes to `path`. */
function linkTo(html: string | undefined, path: string): string {
  const href = html?.match(new RegExp(`href="([^"]*${path}[^"]*)"`))?.[1];
  if (!href) throw new Error(`No ${path} link in the e-mail`);
  const url = new URL(href.replaceAll('&amp;', '&'));
  return url.pathname + url.search;
}

async function fillSignIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInThroughUi(page: Page, email: string, password = TEST_PASSWORD) {
  await page.goto('/login');
  await fillSignIn(page, email, password);
}

/** GET /api/user with the access token Amplify stored in this page's localStorage. */
async function profileSeenByPage(page: Page) {
  return page.evaluate(async (path) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
    const token = key ? localStorage.getItem(key) : null;
    const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: (await response.json()) as unknown };
  }, routes.getUser.path);
}

/**
 * Every failed request and refused socket of the page from now on: a new account's first
 * sign-in asks nothing that fails (no GET /api/user before the profile exists, no socket the
 * server must refuse).
 */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  // The socket's address carries the access token: keep it out of a failure's message.
  const withoutToken = (text: string) => text.replace(/token=[^&'"\s]+/g, 'token=…');
  page.on('response', async (response) => {
    if (response.status() < 400) return;
    const line = `${response.status()} ${response.request().method()} ${response.url()}`;
    // The answer's message says which check refused it.
    failures.push(`${line}: ${await response.text().catch(() => '(no body)')}`);
  });
  page.on('websocket', (socket) =>
    socket.on('socketerror', (error) => failures.push(`socket ${withoutToken(socket.url())}: ${error}`)),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${withoutToken(message.text())}`);
  });
  return failures;
}

async function fillSignUpForm(
  page: Page,
  values: { firstName: string; lastName: string; email: string; password: string },
) {
  await field(page, 'First Name').fill(values.firstName);
  await field(page, 'Last Name').fill(values.lastName);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Password').fill(values.password);
  await field(page, 'Confirm Password').fill(values.password);
}

test.describe('sign-up', () => {
  test('the form keeps Continue disabled until valid and explains each rule', async ({ page, shot }) => {
    await page.goto('/signup');
    await expect(page).toHaveTitle(/Sign up/);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-and-privacy');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/terms-and-privacy#privacy-policy',
    );
    await shot('auth-signup');

    // Touch every field empty, then fill in wrong values.
    await field(page, 'First Name').focus();
    await field(page, 'Last Name').focus();
    await field(page, 'Email').focus();
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Password').focus();
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm Password').fill('different');
    await field(page, 'Confirm Password').blur();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match. Please try again.')).toBeVisible();
    await shot('auth-signup-errors');

    await page.getByRole('button', { name: 'Our vetting process' }).click();
    await expect(page.getByRole('dialog', { name: 'Our vetting process' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await fillSignUpForm(page, {
      firstName: 'Ada',
      lastName: 'Lane',
      email: uniqueEmail('form'),
      password: TEST_PASSWORD,
    });
    await expect(continueButton).toBeDisabled(); // terms not yet agreed
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await expect(continueButton).toBeEnabled();
  });

  test('a new customer signs up, opens the e-mailed link in a second tab and lands on /move-info signed in', async ({
    page,
    context,
    shot,
  }) => {
    const email = uniqueEmail('newcustomer');
    await page.goto('/signup');
    await fillSignUpForm(page, { firstName: 'Robin', lastName: 'Carter', email, password: TEST_PASSWORD });
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const created = page.getByRole('dialog', { name: 'Account Created!' });
    await expect(created).toBeVisible();
    await expect(created).toContainText(email);
    await shot('auth-signup-created');

    const mail = await waitForEmail(email, (m) => m.subject === 'Confirm your MoveMatch account');
    expect(mail.body.html).toContain('Hi Robin,');
    const signUpTabFailures = watchFailures(page);
    const confirmTab = await context.newPage();
    const confirmTabFailures = watchFailures(confirmTab);
    const started = Date.now();
    await confirmTab.goto(linkTo(mail.body.html, '/sign-up-redirect'));
    await expect(confirmTab).toHaveURL(/\/move-info$/);
    test.info().annotations.push({ type: 'link-to-move-info-ms', description: String(Date.now() - started) });

    const answer = await profileSeenByPage(confirmTab);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email, firstName: 'Robin', lastName: 'Carter', role: 'MOVER' });
    // The new role group is in the refreshed token.
    const idToken = await confirmTab.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      return key ? localStorage.getItem(key) : null;
    });
    expect(
      (JSON.parse(atob(idToken!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>)[
        'cognito:groups'
      ],
    ).toEqual(['MOVER']);
    // The tab that signed up was signed in too and went on by itself.
    await expect(page).toHaveURL(/\/move-info$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Neither tab asked anything that failed on the way (no profile read before it existed).
    expect({ signUpTab: signUpTabFailures, confirmTab: confirmTabFailures }).toEqual({ signUpTab: [], confirmTab: [] });
    // The password is nowhere in storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(TEST_PASSWORD);
  });

  test('the confirmation link opened in a fresh browser leads to /login with a note, and signing in finishes the account', async ({
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('otherbrowser');
    await cognito().send(
      new SignUpCommand({
        ClientId: e2eStack().clientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Kim' },
          { Name: 'family_name', Value: 'Ortiz' },
        ],
        ClientMetadata: { firstName: 'Kim' },
      }),
    );
    const mail = await waitForEmail(email, (m) => m.subject === 'Confirm your MoveMatch account');
    const { context, page } = await freshPage(browser, baseURL);
    const failures = watchFailures(page);
    await page.goto(linkTo(mail.body.html, '/sign-up-redirect'));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your e-mail address is confirmed. Please sign in to continue.')).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue(email);
    await saveScreenshot(page, 'auth-login-confirmed', { fullPage: true });

    await field(page, 'Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // No profile yet: the rule sends the user through /sign-up-redirect, which creates it.
    await expect(page).toHaveURL(/\/move-info$/);
    expect((await profileSeenByPage(page)).body).toMatchObject({ email, firstName: 'Kim', role: 'MOVER' });
    // The first sign-in asked nothing that failed: no GET /api/user before the profile, no refused socket.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(failures).toEqual([]);
    await context.close();
  });

  test('a wrong code in the link shows the error, then goes to /my-profile after 3 seconds', async ({ page, shot }) => {
    const email = uniqueEmail('wrongcode');
    await signUpUnconfirmed(email);
    await page.goto(`/sign-up-redirect?email=${encodeURIComponent(email)}&code=000000`);
    await expect(page).toHaveTitle(/Confirming your account/);
    await expect(page.getByRole('alert')).toContainText('We could not finish setting up your account');
    await shot('auth-sign-up-redirect-error');
    // /my-profile leads to the account page, which sends a visitor without a session to sign in.
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  });

  test('an e-mail that is already registered gets the "already signed up" dialog', async ({ page, shot }) => {
    await page.goto('/signup');
    await fillSignUpForm(page, { firstName: 'Cora', lastName: 'Demo', email: DEMO_CUSTOMER, password: TEST_PASSWORD });
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("You're already signed up! Please sign in to continue.");
    await shot('auth-signup-already');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(field(page, 'Email')).toHaveValue(DEMO_CUSTOMER);
  });
});

test.describe('sign-in', () => {
  test('the form validates, and a wrong password says so for 5 seconds', async ({ page, shot }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Sign in/);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await shot('auth-login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await fillSignIn(page, DEMO_CUSTOMER, 'Wrong-password-1');
    const error = page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' });
    await expect(error).toBeVisible();
    await shot('auth-login-error');
    await expect(error).toBeHidden({ timeout: 7_000 });
  });

  test('an unconfirmed e-mail gets the verification message', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await signUpUnconfirmed(email);
    await signInThroughUi(page, email);
    await expect(
      page.getByText('Your email has not been verified. Please check your email for a verification link.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const [email, landing] of [
    // The demo customer has a move request with quotes: the rule's quotes step applies.
    [DEMO_CUSTOMER, '/quotes'],
    [DEMO_COMPANY_USER, '/manage-leads'],
    [DEMO_ADMIN, '/admin-dashboard'],
  ] as const) {
    test(`the redirect rule sends ${email} to ${landing}`, async ({ page }) => {
      await signInThroughUi(page, email);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
    });
  }

  test('forgot password: the e-mailed link sets a new password that then signs in', async ({ page, shot }) => {
    const user = await createTestUser({ profile: true });
    await page.goto('/login');
    await field(page, 'Email').fill(user.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue(user.email);
    await shot('auth-forgot');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your e-mail')).toBeVisible();
    await shot('auth-forgot-sent');

    const mail = await waitForEmail(user.email, (m) => m.subject === 'Reset your MoveMatch password');
    await page.goto(linkTo(mail.body.html, '/reset-password'));
    await expect(page).toHaveTitle(/Reset password/);
    await field(page, 'New Password').fill('short1');
    await field(page, 'Confirm Password').fill('short2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await shot('auth-reset-errors');

    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    const done = page.getByRole('dialog', { name: 'Your password has been successfully reset!' });
    await expect(done).toContainText('You can now log in with your new password.');
    await shot('auth-reset-done');
    await done.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await fillSignIn(page, user.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/move-info$/);
  });

  test('an invited user with a temporary password sets their own and goes on into the app, then signs in with it', async ({
    page,
    browser,
    baseURL,
    shot,
  }) => {
    e2eStack();
    const { email, temporaryPassword } = await createInvitedUser({
      role: 'MOVING_COMPANY',
      attributes: [
        { Name: 'given_name', Value: 'Ivy' },
        { Name: 'family_name', Value: 'Mover' },
      ],
    });

    await signInThroughUi(page, email, temporaryPassword);
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await expect(page).toHaveTitle(/Set your password/);
    await expect(page.getByText('Choose your own password to finish signing in.')).toBeVisible();
    await shot('auth-new-password');
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password and continue' }).click();
    // No 'log in with your new password' step: signed in now, with no profile yet,
    // /sign-up-redirect creates it, then the company landing.
    await expect(page).toHaveURL(/\/manage-leads$/);
    expect((await profileSeenByPage(page)).body).toMatchObject({ email, role: 'MOVING_COMPANY', firstName: 'Ivy' });
    await expect(page.getByText('You can now log in with your new password.')).toHaveCount(0);

    const { context, page: later } = await freshPage(browser, baseURL);
    await signInThroughUi(later, email, NEW_PASSWORD);
    await expect(later).toHaveURL(/\/manage-leads$/);
    await context.close();
  });

  test('a colleague invited in the product sets a password and enters the app without one failing request', async ({
    page,
  }) => {
    const { company, user } = await companyWithUser();
    const email = uniqueEmail('e2e-invited');
    const invited = await callRoute(routes.inviteCompanyUser, {
      token: user.accessToken,
      params: { id: company.id },
      body: { firstName: 'Iris', lastName: 'Invited', email },
    });
    expect(invited.status).toBe(201);
    const mail = await waitForEmail(email, (m) => m.subject === 'You have been invited to MoveMatch');
    const temporaryPassword = mail.body.text?.match(/temporary password (\S+)\. You will/)?.[1];
    expect(temporaryPassword).toBeDefined();

    // The invite wrote the profile, so nothing on the way in may fail: no 404 on GET /api/user,
    // no refused socket, no console error.
    const failures = watchFailures(page);
    await signInThroughUi(page, email, temporaryPassword);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password and continue' }).click();
    await expect(page).toHaveURL(/\/manage-leads$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await profileSeenByPage(page)).body).toMatchObject({ email, moving_company_id: company.id });
    expect(failures).toEqual([]);
  });
});

test.describe('signed-in account screens', () => {
  test('a visitor opening /profile/edit is sent to /login', async ({ page }) => {
    await page.goto('/profile/edit');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/profile/edit changes the names and the password', async ({ page, shot }) => {
    const user = await createTestUser({ profile: true, firstName: 'Pat', lastName: 'Before' });
    await startSignedIn(page, user.email);
    await page.goto('/profile/edit');
    await expect(page).toHaveTitle(/Edit profile/);
    await expect(field(page, 'First Name')).toHaveValue('Pat');
    await shot('auth-profile-edit');

    await field(page, 'Last Name').fill('');
    await field(page, 'Last Name').blur();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await field(page, 'Last Name').fill('After');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const updated = page.getByRole('dialog', { name: 'Information updated!' });
    await expect(updated).toBeVisible();
    await updated.getByRole('button', { name: 'OK' }).click();
    expect((await profileSeenByPage(page)).body).toMatchObject({ firstName: 'Pat', lastName: 'After' });

    // A customer's phone, optional: checked as typed, saved written one way.
    const phone = page.getByRole('textbox', { name: 'Phone (optional)' });
    await phone.fill('919 555 01');
    await phone.blur();
    await expect(page.getByText(PHONE_MESSAGES.invalid)).toBeVisible();
    await phone.fill('919.555.0142');
    await page.getByRole('button', { name: 'Save phone' }).click();
    await page.getByRole('dialog', { name: 'Information updated!' }).getByRole('button', { name: 'OK' }).click();
    await expect(phone).toHaveValue('(919) 555-0142');
    expect((await profileSeenByPage(page)).body).toMatchObject({ phone: '(919) 555-0142' });

    await field(page, 'Current Password').fill('Not-my-password-1');
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    // Cognito's NotAuthorized ("Incorrect username or password.") in words a person understands.
    await expect(page.getByRole('alert')).toContainText('Your current password is not correct.');
    await shot('auth-profile-edit-error');

    await field(page, 'Current Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Password Changed!' })).toBeVisible();
    await expect(signIn(user.email, NEW_PASSWORD)).resolves.toHaveProperty('accessToken');
  });

  test('/reset-password with neither a link nor a session explains where the link comes from', async ({
    page,
    shot,
  }) => {
    await page.goto('/reset-password');
    await expect(
      page.getByText('To reset your password, open the link in the e-mail we sent you.', { exact: false }),
    ).toBeVisible();
    await shot('auth-reset-nothing');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/reset-password while signed in (no link, no challenge) goes to /profile/edit', async ({ page }) => {
    const user = await createTestUser({ profile: true });
    await startSignedIn(page, user.email);
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  test('/logout-redirect signs out, clears storage and shows /login', async ({ page }) => {
    // A customer of its own with a move request (the rule lands it on /quotes): the sign-out is
    // global, and on the demo customer it would revoke the sessions other spec files hold.
    const { customer } = await customerWithMove();
    await signInThroughUi(page, customer.email);
    await expect(page).toHaveURL(/\/quotes$/);
    // The sign-out everywhere answers like Cognito (no 5xx from the local emulator).
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 500) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/logout-redirect');
    await expect(page).toHaveURL(/\/login$/);
    expect(failed).toEqual([]);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider')),
      ),
    ).toEqual([]);
    await page.goto('/profile/edit');
    await expect(page).toHaveURL(/\/login$/);
  });
});
