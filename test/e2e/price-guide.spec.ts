import { randomUUID } from 'node:crypto';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import {
  chooseFilter,
  DEMO_COMPANY,
  DEMO_CUSTOMER,
  e2eStack,
  expect,
  ownPayPerLeadCompany,
  pressSpendingToken,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/*
 * Price guidance (docs/price-guidance.md) on the seeded history: customer@example.com's move
 * (Raleigh to Charlotte, 2 bedrooms, no packing) has enough similar quotes for the market
 * line and Tar Heel's own range; a lead like it shows a company (the test's own, so the demo
 * company's leads stay as seeded) what similar moves were quoted and completed at.
 */
test.beforeAll(() => {
  e2eStack();
});

const GUIDE_API = /\/api\/my-move-request\/price-guide/;
const dollars = String.raw`\$[\d,]+`;
const MARKET = new RegExp(`^Moves like yours: ${dollars} to ${dollars}$`);
const TAR_HEEL = new RegExp(`^${DEMO_COMPANY.name} usually quotes ${dollars} to ${dollars} for moves like yours$`);

test("the customer sees the price to expect on /matches, Tar Heel's card and page, and /quotes", async ({
  page,
  shot,
}) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await page.goto('/matches');
  const guide = page.getByTestId('market-price-guide');
  await expect(guide.getByText(MARKET)).toBeVisible();
  await expect(guide.getByText(/^The middle half of \d+ quotes for similar moves$/)).toBeVisible();
  // The demo customer listed an inventory: moves like theirs are those of its cubic-feet band.
  await expect(guide.getByTestId('price-guide-basis')).toHaveText(
    /^Compared with moves of [\d,]+ to [\d,]+ cubic feet, by the inventory$/,
  );
  const tarHeel = page.getByRole('article', { name: DEMO_COMPANY.name });
  await expect(tarHeel.getByText(TAR_HEEL)).toBeVisible();
  await settled(page);
  await shot('price-guide-matches');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto(`/moving-company/${DEMO_COMPANY.id}`);
  await expect(page.getByTestId('company-price-line')).toHaveText(TAR_HEEL);

  // While the guide loads it holds the lines of its answer: the filter bar under it stays put,
  // so a click on 'Compare quotes' as the answer comes still lands.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(GUIDE_API, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/quotes');
  const filters = page.getByRole('group', { name: 'Filter quotes' });
  await expect(page.getByTestId('market-price-guide').getByRole('status')).toBeVisible();
  const whileLoading = await filters.boundingBox();
  release();
  await expect(page.getByTestId('market-price-guide').getByText(MARKET)).toBeVisible();
  expect((await filters.boundingBox())?.y).toBeCloseTo(whileLoading!.y, 0);
  await page.unroute(GUIDE_API);
  await settled(page);
  await shot('price-guide-quotes');
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('the quote editor shows what similar moves were quoted and completed at', async ({ page, shot }) => {
  test.slow();
  const firstName = `Priya${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const day = dayFromToday(210);
  const { customer, moveId } = await customerWithMove({
    from: { city: 'Raleigh', zip: '27605', count_bedrooms: 2 },
    to: { city: 'Charlotte', zip: '28203' },
    start: day,
    packing: false,
    firstName,
  });
  const { company, user } = await ownPayPerLeadCompany();
  await requestQuoteFrom(customer, moveId, company.id, day);

  await startSignedIn(page, user.email);
  await page.goto('/manage-leads');
  await chooseFilter(page, 'Quote requested');
  const card = page.getByRole('article', { name: firstName });
  // It pays per lead, as the demo company does: the button says '· 1 token' and the first spend asks.
  await pressSpendingToken(page, card.getByRole('button', { name: 'Create & Send Quote' }));
  const editor = page.getByRole('dialog', { name: 'Create & send quote' });
  await expect(
    editor.getByText(
      new RegExp(
        `^Similar moves were quoted ${dollars} to ${dollars} \\(\\d+ quotes\\); completed at ${dollars} median$`,
      ),
    ),
  ).toBeVisible();
  await settled(page);
  await shot('price-guide-quote-editor');
  expect(await seriousAxeFindings(page)).toEqual([]);
});
