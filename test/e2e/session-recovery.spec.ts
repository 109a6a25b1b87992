import type { Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import { CALLER_PROFILE_MESSAGES, SESSION_ENDED_MESSAGES } from '@schemas/session';
import { callRoute } from '@test/support/api';
import { conversationPair } from '@test/support/fixtures/conversation-pairs';
import { sendMessage } from '@test/support/fixtures/messaging';
import { createTestUser, deleteTestAccount } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';
import { e2eStack, expect, startSignedIn, test } from './support';

/*
 * The web app recovers instead of looping. A refused session signs out once
 * and says why; the app stops asking. The live socket catches up on its first open. Signing
 * out in one tab signs out the others.
 */
test.beforeAll(() => {
  e2eStack();
  pointAtStack();
});

/** Every /api request the page sends from now on. */
function countApiRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) count += 1;
  });
  return { count: () => count };
}

/**
 * Reloads a page whose session was just refused. The app may find the refusal on its own (a
 * request already in flight) and leave for /login as the reload starts, which aborts the reload:
 * either way the page ends on /login, which the callers check.
 */
async function reloadIntoSignOut(page: Page) {
  await page.reload().catch((error: unknown) => {
    if (!String(error).includes('ERR_ABORTED')) throw error;
  });
}

// Two tests install a fake clock, which a tab keeps: each test gets a tab of its own.
test.use({ freshTab: true });

const sessionEndedNotice = (page: Page) => page.getByRole('status').filter({ hasText: SESSION_ENDED_MESSAGES.title });

test('a deactivated user is signed out once, /login says why, and the app stops asking', async ({ page }) => {
  const [customer, admin] = await Promise.all([
    createTestUser({ role: 'MOVER', profile: true }),
    createTestUser({ role: 'ADMIN', profile: true }),
  ]);
  // Fake timers that still run on their own: polls and retries can be fast-forwarded below.
  await page.clock.install();
  await startSignedIn(page, customer.email);
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'My Messages' })).toBeVisible();

  const deactivated = await callRoute(routes.setAdminUserStatus, {
    token: admin.accessToken,
    params: { id: customer.sub },
    body: { account_status: 'DISABLED' },
  });
  expect(deactivated.status).toBe(200);

  const requests = countApiRequests(page);
  await reloadIntoSignOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(sessionEndedNotice(page)).toContainText(CALLER_PROFILE_MESSAGES.disabled);
  const untilSignedOut = requests.count();
  // Before the fix the refused page sent about 31 requests a second and never left its spinner.
  expect(untilSignedOut).toBeLessThanOrEqual(6);

  await page.clock.runFor(5 * 60 * 1000); // five minutes of polls, retries and reconnects
  expect(requests.count()).toBe(untilSignedOut);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(sessionEndedNotice(page)).toHaveCount(0); // said once
});

test('a deleted account is signed out once its refresh is refused, and /login says why', async ({ page }) => {
  const customer = await createTestUser({ role: 'MOVER', profile: true });
  await page.clock.install();
  await startSignedIn(page, customer.email);
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'My Messages' })).toBeVisible();

  // Its access token stays valid for its lifetime; only Cognito's refusal of the refresh tells
  // a deleted account from a new session that has no profile yet.
  await deleteTestAccount(customer);
  const requests = countApiRequests(page);
  await reloadIntoSignOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(sessionEndedNotice(page)).toContainText(CALLER_PROFILE_MESSAGES.missing);
  // The shell's first calls (more on a phone, with its bottom bar), then nothing more.
  const untilSignedOut = requests.count();
  expect(untilSignedOut).toBeLessThanOrEqual(15);
  await page.clock.runFor(5 * 60 * 1000);
  expect(requests.count()).toBe(untilSignedOut);
});

test('signing out in one tab signs out the other tabs of the browser', async ({ browser, baseURL }) => {
  const customer = await createTestUser({ role: 'MOVER', profile: true });
  const context = await browser.newContext({ baseURL });
  const first = await context.newPage();
  await startSignedIn(first, customer.email);
  await first.goto('/messages');
  await expect(first.getByRole('heading', { name: 'My Messages' })).toBeVisible();
  const second = await context.newPage(); // shares the first tab's storage, so signed in too
  await second.goto('/messages');
  await expect(second.getByRole('heading', { name: 'My Messages' })).toBeVisible();

  await first.goto('/logout-redirect');
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
  await expect(sessionEndedNotice(second)).toContainText(SESSION_ENDED_MESSAGES.signedOutElsewhere);
  await expect(second.getByRole('heading', { name: 'My Messages' })).toHaveCount(0);
  await context.close();
});

test('a message sent while the page was connecting its live socket shows without waiting for the 30 s poll', async ({
  page,
}) => {
  const pair = await conversationPair();
  // Holds the socket until the message is sent: it then opens after the message was stored.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/ws(\?|$)/, async (socket) => {
    await held;
    socket.connectToServer();
  });
  await startSignedIn(page, pair.customer.email);
  await page.goto(`/messages?conversation=${pair.conversationId}`);
  await expect(page.getByTestId('thread').or(page.getByTestId('empty-thread'))).toBeVisible();

  const sent = await sendMessage(pair.companyUser, pair.conversationId, 'Sent while you were connecting');
  expect(sent.status).toBe(201);
  release();
  await expect(page.getByTestId('message').getByText('Sent while you were connecting')).toBeVisible({
    timeout: 10_000,
  });
});
