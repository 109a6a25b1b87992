import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import {
  chooseFilter,
  e2eStack,
  expect,
  ownPayPerLeadCompany,
  seriousAxeFindings,
  settled,
  spendDialog,
  startSignedIn,
  test,
} from './support';

/*
 * Leads at a glance for a pay-per-lead company (the demo company's plan): 'Requested you'
 * (badge, filter, first in order) on /find-leads and /manage-leads, '· 1 token' on an unpaid
 * lead's buttons and the session's first spend confirmed, with 'Don't ask again' kept on the
 * user. Each test has a company and user of its own (the choice is the user's; the demo
 * company's leads stay as seeded), and no quote is sent: the balance stays.
 */
test.beforeAll(() => {
  e2eStack();
});

const letters = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');

/** Two leads from a town of their own: the later one's customer asked the company for a quote. */
async function twoLeads(companyId: string) {
  const town = `Glance ${letters()}`;
  const from = { city: town, zip: '27513' };
  const asked = `Asker${letters()}`;
  const other = `Plain${letters()}`;
  const requested = await customerWithMove({ firstName: asked, from, start: dayFromToday(230) });
  await customerWithMove({ firstName: other, from, start: dayFromToday(220) });
  await requestQuoteFrom(requested.customer, requested.moveId, companyId, dayFromToday(230));
  return { town, asked, other };
}

async function searchTown(page: Page, town: string) {
  await page.goto('/find-leads');
  await expect(page.getByTestId('lead-token-balance')).toBeVisible();
  await page.getByLabel('From city').fill(town);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const leadCard = (page: Page, firstName: string) =>
  page.getByRole('article', { name: new RegExp(`Lead: ${firstName}`) });

async function signedInPage(browser: Browser, user: TestUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSignedIn(page, user.email);
  return { page, close: () => context.close() };
}

test("/find-leads: 'Requested you' first, with its badge and filter, and '1 token' on an unpaid lead", async ({
  page,
  shot,
}) => {
  const { company, user } = await ownPayPerLeadCompany({ firstName: 'Glen', lastName: 'Glance' });
  const { town, asked, other } = await twoLeads(company.id);
  await startSignedIn(page, user.email);
  await searchTown(page, town);

  const cards = page.getByTestId('lead-card');
  await expect(cards).toHaveCount(2);
  // The requested lead comes first although it starts later.
  await expect(cards.nth(0)).toHaveAttribute('aria-label', new RegExp(asked));
  await expect(cards.nth(0).getByText('Requested you', { exact: true })).toBeVisible();
  await expect(cards.nth(1).getByText('Requested you', { exact: true })).toHaveCount(0);
  const plain = leadCard(page, other);
  await expect(plain.getByRole('button', { name: 'Send message · 1 token' })).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Create & send quote · 1 token' })).toBeVisible();
  await settled(page);
  await shot('lead-glance-find-leads');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('checkbox', { name: 'Requested you' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(leadCard(page, asked)).toBeVisible();
});

test('/find-leads: the first spend of a session asks, once; a reload keeps it; "Don\'t ask again" holds in a new browser', async ({
  page,
  browser,
  shot,
}) => {
  // Three browsers signed in one after another: beyond the 60 s default on a loaded machine.
  test.slow();
  const { company, user } = await ownPayPerLeadCompany({ firstName: 'Gale', lastName: 'Glance' });
  const { town, asked, other } = await twoLeads(company.id);
  await startSignedIn(page, user.email);
  await searchTown(page, town);

  // Cancel spends nothing and opens nothing.
  await leadCard(page, other).getByRole('button', { name: 'Send message · 1 token' }).click();
  const dialog = spendDialog(page);
  await expect(dialog.getByText(/^Spend 1 of your \d+ tokens? on this lead\?$/)).toBeVisible();
  await settled(page);
  await shot('lead-glance-spend-confirm');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/find-leads$/);

  // Spend opens the quote editor; after that this session asks no more, a reload included.
  await leadCard(page, asked).getByRole('button', { name: 'Create & send quote · 1 token' }).click();
  await dialog.getByRole('button', { name: 'Spend' }).click();
  const editor = page.getByRole('dialog', { name: 'Create & send quote' });
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: 'Close dialog' }).click();
  await expect(editor).toBeHidden();
  await page.reload();
  await searchTown(page, town);
  await leadCard(page, asked).getByRole('button', { name: 'Create & send quote · 1 token' }).click();
  await expect(editor).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Another browser is another session: it asks; 'Don't ask again' is saved on the user.
  const second = await signedInPage(browser, user);
  await searchTown(second.page, town);
  await leadCard(second.page, asked).getByRole('button', { name: 'Create & send quote · 1 token' }).click();
  const secondDialog = spendDialog(second.page);
  await secondDialog.getByRole('checkbox', { name: "Don't ask again" }).check();
  await secondDialog.getByRole('button', { name: 'Spend' }).click();
  await expect(second.page.getByRole('dialog', { name: 'Create & send quote' })).toBeVisible();
  await second.close();

  // A third browser never asks.
  const third = await signedInPage(browser, user);
  await searchTown(third.page, town);
  await expect(leadCard(third.page, other).getByRole('button', { name: 'Send message · 1 token' })).toBeVisible();
  await leadCard(third.page, asked).getByRole('button', { name: 'Create & send quote · 1 token' }).click();
  await expect(third.page.getByRole('dialog', { name: 'Create & send quote' })).toBeVisible();
  await expect(spendDialog(third.page)).toHaveCount(0);
  await third.close();
});

test("/manage-leads: the requested lead wears 'Requested you', the filter keeps only those, and its buttons say '1 token'", async ({
  page,
  shot,
}) => {
  const { company, user } = await ownPayPerLeadCompany({ firstName: 'Gus', lastName: 'Glance' });
  const { asked } = await twoLeads(company.id);
  await startSignedIn(page, user.email);
  await page.goto('/manage-leads');
  await expect(page.getByTestId('lead-token-balance')).toBeVisible();
  await chooseFilter(page, 'Requested you');
  await expect(page).toHaveURL(/filter=requested-you/);
  const card = page.getByRole('article', { name: asked });
  await expect(card.getByText('Requested you', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Create & Send Quote · 1 token' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'View messages · 1 token' })).toBeVisible();
  // Every card the filter keeps asked the company.
  const articles = page.getByRole('article');
  const count = await articles.count();
  for (let i = 0; i < count; i++)
    await expect(articles.nth(i).getByText('Requested you', { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await settled(page);
  await shot('lead-glance-manage-leads');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await card.getByRole('button', { name: 'Create & Send Quote · 1 token' }).click();
  await spendDialog(page).getByRole('button', { name: 'Spend' }).click();
  await expect(page.getByRole('dialog', { name: 'Create & send quote' })).toBeVisible();
});
