import type { Browser, Page } from '@playwright/test';
import { conversationPair } from '@test/support/fixtures/conversation-pairs';
import { waitForEmail } from '@test/support/inbox';
import { DEMO_CUSTOMER, e2eStack, expect, settled, startSignedIn, test } from './support';

/*
 * /messages end to end (spec sections 2, 4, 5 and 8): a customer messages a company it asked
 * for a quote from the company's page, the company sees it live and answers with an image, the
 * customer's red dot lights and the new-message e-mail lands in the local inbox. The pair is the
 * test's own (as the seed's demo customer and Tar Heel Moving Co. are, whose threads and red
 * dots other spec files read); the phone layout opens one of the demo customer's threads.
 */
test.beforeAll(() => {
  e2eStack();
});

/** A 1x1 PNG: the attachment kind has no minimum size. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 768 ? 812 : 800 } });
  const page = await context.newPage();
  await startSignedIn(page, email);
  return page;
}

const rows = (page: Page) => page.getByTestId('conversation-row');
const messagesDot = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /My messages/ })
    .getByTestId('notification-dot');

/** Opens every conversation once, so none is unread and the red dot is off. */
async function readAll(page: Page) {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'My Messages' })).toBeVisible();
  const count = await rows(page).count();
  for (let index = 0; index < count; index += 1) {
    await rows(page).nth(index).click();
    await expect(page.getByTestId('conversation-pane')).toBeVisible();
    await expect(page.getByTestId('thread').or(page.getByTestId('empty-thread'))).toBeVisible();
  }
}

test('a customer messages a company from its page; the company sees it live and answers with an image', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'two desktop windows; the phone layout has its own test');
  test.setTimeout(150_000);
  const text = `Can you move a piano on the first day? (${Date.now()})`;
  const pair = await conversationPair();

  const company = await signedInPage(browser, baseURL, pair.companyUser.email);
  await company.goto('/messages');
  await expect(company.getByRole('heading', { name: 'My Messages' })).toBeVisible();

  const customer = await signedInPage(browser, baseURL, pair.customer.email);
  await readAll(customer);
  await customer.goto(`/moving-company/${pair.company.id}`);
  await customer.getByRole('button', { name: 'Send a message' }).click();
  await expect(customer).toHaveURL(/\/messages\?conversation=/);
  await expect(customer.getByTestId('pane-name')).toHaveText(pair.company.name);
  const input = customer.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(customer.getByTestId('thread')).toContainText(text);
  await expect(input).toHaveValue('');

  // Live: well within the 30 s polling interval, and without a reload.
  await expect(company.getByTestId('conversation-row').filter({ hasText: text.slice(0, 20) })).toBeVisible({
    timeout: 8_000,
  });
  await company
    .getByTestId('conversation-row')
    .filter({ hasText: text.slice(0, 20) })
    .click();
  await expect(company.getByTestId('thread')).toContainText(text);
  await expect(company.getByText('Move Request Info')).toBeVisible();

  await customer.goto('/quotes');
  await expect(messagesDot(customer)).toHaveCount(0);

  await company.locator('input[type="file"]').setInputFiles({ name: 'truck.png', mimeType: 'image/png', buffer: PNG });
  const preview = company.getByRole('dialog', { name: 'Image preview' });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await expect(preview.getByTestId('zoom-level')).toHaveText('110%');
  await preview.getByRole('button', { name: 'Send image' }).click();
  await expect(preview).toBeHidden();
  await expect(company.getByTestId('thread').getByRole('img', { name: 'Image' }).last()).toBeVisible();
  // One image, one toast.
  await expect(company.getByText('Image sent successfully!')).toBeVisible();
  await expect(company.getByText('Image uploaded successfully!')).toHaveCount(0);

  // The customer's Messages dot lights (pushed live; GET /unread-count polls every 60 s otherwise).
  await expect(messagesDot(customer)).toHaveCount(1, { timeout: 65_000 });

  const email = await waitForEmail(pair.customer.email, (mail) => /message/i.test(mail.subject), 20_000);
  expect(email.body.text ?? '').toContain('/messages?conversation=');
});

test(
  'under 768 px the list and the thread are separate views with a back button',
  { tag: '@phone' },
  async ({ browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
    const page = await signedInPage(browser, baseURL, DEMO_CUSTOMER, 375);
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'My Messages' })).toBeVisible();
    await expect(page.getByText('Select a conversation to start messaging')).toHaveCount(0);
    await rows(page).first().click();
    await expect(page.getByTestId('thread')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Messages' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await settled(page);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(page.getByRole('heading', { name: 'My Messages' })).toBeVisible();
    await expect(page).toHaveURL(/\/messages$/);
  },
);
