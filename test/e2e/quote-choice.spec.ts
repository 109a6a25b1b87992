import type { Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import {
  NOT_INTERESTED_MESSAGES,
  ONLY_CHOSEN_COMPANIES_HELP,
  ONLY_CHOSEN_COMPANIES_LABEL,
} from '@schemas/quote-choice';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { sendQuote } from '@test/support/fixtures/lead-tokens';
import { customerWithMove } from '@test/support/fixtures/moves';
import { customerWithQuotes, setQuote } from '@test/support/fixtures/quotes';
import { e2eStack, expect, seriousAxeFindings, startSignedIn, test } from './support';

/**
 * The customer decides who may quote: 'You asked' / 'Reached out to you' and 'Not interested' on
 * /quotes, and the 'Only the companies I choose' switch on /move-info, at 1280 and 375 px, axe-clean.
 */
test.beforeAll(() => {
  e2eStack();
});

const quoteCard = (page: Page, company: string) => page.getByRole('article', { name: new RegExp(company) });

test('/quotes says who asked, and Not interested hides a quote a company sent unasked', async ({ page, shot }) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const askedName = `Asked Movers ${suffix}`;
  const f = await customerWithQuotes(1, { companyNames: [askedName] });
  await setQuote(f.moveId, f.companies[0].id, 'QUOTED', { price: 1500, quoted_by_name: 'Pat M.' });
  const outreach = await companyWithUser({ name: `Outreach Haulers ${suffix}` });
  expect((await sendQuote(outreach.user, f.moveId, outreach.company.id, 1100)).status).toBe(201);

  await startSignedIn(page, f.customer.email);
  await page.goto('/quotes');
  const asked = quoteCard(page, askedName);
  const reached = quoteCard(page, outreach.company.name);
  await expect(asked.getByTestId('quote-origin')).toHaveText('You asked');
  await expect(reached.getByTestId('quote-origin')).toHaveText('Reached out to you');
  await expect(asked.getByRole('button', { name: /Not interested/ })).toHaveCount(0);
  const button = reached.getByRole('button', { name: /Not interested/ });
  await expect(button).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('quotes-origin');

  await button.click();
  await expect(page.getByText(NOT_INTERESTED_MESSAGES.done)).toBeVisible();
  await expect(reached).toHaveCount(0);
  await expect(asked).toBeVisible();
  const listed = await callRoute(routes.listMyQuotes, { token: f.customer.accessToken });
  expect((listed.body as Array<{ moving_company_id: string }>).map((q) => q.moving_company_id)).toEqual([
    f.companies[0].id,
  ]);
  await shot('quotes-not-interested');
});

test('/move-info shows the choice with its help and saves a switch at once', async ({ page, shot }) => {
  const { customer } = await customerWithMove({ onlyChosen: false });
  await startSignedIn(page, customer.email);
  await page.goto('/move-info');
  const choice = page.getByRole('switch', { name: ONLY_CHOSEN_COMPANIES_LABEL });
  await expect(choice).not.toBeChecked();
  await expect(page.getByText(ONLY_CHOSEN_COMPANIES_HELP)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await choice.click();
  await expect(choice).toBeChecked();
  await expect
    .poll(async () => {
      const mine = await callRoute(routes.getMyMoveRequest, { token: customer.accessToken });
      return (mine.body as { only_chosen_companies?: boolean }).only_chosen_companies;
    })
    .toBe(true);
  await shot('move-info-quote-choice');
});
