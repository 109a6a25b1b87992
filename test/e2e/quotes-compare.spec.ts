import { makeAvailable } from '@test/support/fixtures/companies';
import { customerWithQuotes, MOVE_START, setQuote } from '@test/support/fixtures/quotes';
import { pointAtStack } from '@test/support/point-at-stack';
import {
  columnNames,
  comparison,
  e2eStack,
  expect,
  fillBookingDialog,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/** /quotes "Compare quotes": three quotes side by side, one a range; sorting; Book from the comparison. */
test.beforeAll(() => {
  e2eStack();
});

/** The company facts a comparison shows, set as the admin's vetting and the recorded answers would. */
async function companyFacts(
  id: string,
  facts: { year_founded: number; dot_number: string; response_minutes?: number[]; insurance_expires_on?: string },
) {
  pointAtStack();
  const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
  const { response_minutes, insurance_expires_on, ...rest } = facts;
  const insurance = insurance_expires_on
    ? { cargo_insurance_amount: 100_000, liability_insurance_amount: 1_000_000, insurance_expires_on }
    : {};
  const answers = response_minutes
    ? { response_minutes, response_quote_ids: response_minutes.map((_, i) => `quote-${i}`) }
    : {};
  await movingCompanyEntity()
    .patch({ id })
    .set({
      ...rest,
      ...answers,
      is_verified: true,
      // Licensed for every Carolina move, as the test companies are (test/support/fixtures/companies.ts).
      vetting_facts: {
        vetted_on: '2025-03-14',
        hours_spent: 6,
        rating: 5,
        authority_status: 'ACTIVE',
        mc_number: '123456',
        ncuc_certificate: '1234',
        sc_class_e_certificate: '5678',
        ...insurance,
      },
    })
    .go();
}

test(
  'a customer compares three quotes (one a range), sorts them and books from the comparison',
  { tag: '@phone' },
  async ({ page, shot }, testInfo) => {
    test.slow();
    const mobile = testInfo.project.name === 'mobile';
    const suffix = Math.random().toString(36).slice(2, 6);
    const names = [`Alpha Movers ${suffix}`, `Beta Haulers ${suffix}`, `Gamma Moving ${suffix}`];
    const [alpha, beta, gamma] = names as [string, string, string];
    const f = await customerWithQuotes(3, { companyNames: names });
    const [alphaId, betaId, gammaId] = f.companies.map((c) => c.id) as [string, string, string];
    await setQuote(f.moveId, alphaId, 'QUOTED', {
      price: 1500,
      description: 'Two movers, truck and blankets.',
      quoted_by_name: 'Pat M.',
    });
    await setQuote(f.moveId, betaId, 'QUOTED', {
      price: 1000,
      top_price: 2400,
      description: 'Three movers; price depends on stairs.',
      quoted_by_name: 'Lee B.',
    });
    await setQuote(f.moveId, gammaId, 'QUOTED', {
      price: 1200,
      description: 'Two movers, 4 hours minimum.',
      quoted_by_name: 'Sam R.',
    });
    await companyFacts(alphaId, {
      year_founded: 2015,
      dot_number: '1234567',
      response_minutes: [60, 120, 180],
      insurance_expires_on: '2099-05-01',
    });
    await companyFacts(betaId, { year_founded: 1990, dot_number: '7654321', insurance_expires_on: '2020-01-31' });
    await companyFacts(gammaId, { year_founded: 2020, dot_number: '2468101', response_minutes: [300, 360, 420] });
    // Alpha and Gamma opened their calendars on the move's first day; Beta did not.
    await Promise.all([makeAvailable(alphaId, [MOVE_START]), makeAvailable(gammaId, [MOVE_START])]);

    await startSignedIn(page, f.customer.email);
    await page.goto('/quotes');
    const open = page.getByRole('button', { name: 'Compare quotes' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: the toggle opens with Enter.
    await open.focus();
    await page.keyboard.press('Enter');
    const region = comparison(page);
    await expect(region).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide comparison' })).toHaveAttribute('aria-expanded', 'true');

    // Sorted by price by default: the range sorts by its midpoint ($1,700), after $1,200 and $1,500.
    await expect.poll(() => columnNames(page)).toEqual([gamma, alpha, beta]);
    const betaColumn = region.getByRole('listitem', { name: beta });
    await expect(betaColumn.getByTestId('compare-price')).toHaveText('$1,000 – $2,400');
    await expect(betaColumn).toContainText('Midpoint $1,700 (used for sorting)');
    await expect(betaColumn).toContainText('Price range');
    await expect(betaColumn).toContainText('Three movers; price depends on stairs.');
    await expect(betaColumn).toContainText('Lee B.');
    await expect(betaColumn).toContainText('New on MoveMatch');
    await expect(betaColumn).toContainText('DOT number 7654321');
    await expect(betaColumn).toContainText('vetted on Mar 14, 2025');
    const years = new Date().getFullYear() - 1990;
    await expect(betaColumn).toContainText(`${years} years`);
    const alphaColumn = region.getByRole('listitem', { name: alpha });
    await expect(alphaColumn.getByTestId('compare-price')).toHaveText('$1,500');
    await expect(alphaColumn).toContainText('Usually answers within 2 hours');
    // Insurance: positively while it holds, the expiry as plainly as on the match card.
    await expect(alphaColumn.getByTestId('compare-insurance')).toHaveText(
      'Insured: cargo and liability valid until May 1, 2099',
    );
    await expect(betaColumn.getByTestId('compare-insurance')).toHaveText(
      'Insurance certificate expired on Jan 31, 2020',
    );
    await expect(region.getByRole('listitem', { name: gamma })).toContainText('Not on record');
    await expect(alphaColumn).toContainText('Has open days in your dates');
    await expect(betaColumn).toContainText('No open days listed for your dates');
    await expect(region.getByRole('listitem', { name: gamma })).toContainText('Usually answers within 6 hours');

    // Phones swipe through snapping columns; desktop lays them out as a grid.
    const list = region.getByRole('list', { name: 'Quotes side by side' });
    const snap = await list.evaluate((el) => getComputedStyle(el).scrollSnapType);
    expect(snap).toBe(mobile ? 'x mandatory' : 'none');
    await settled(page);
    await region.scrollIntoViewIfNeeded();
    await shot('quotes-compare-by-price');
    if (mobile) {
      expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await list.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: 'instant' }));
      await settled(page);
      await shot('quotes-compare-swiped');
      await list.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    }

    // Accessible: no serious or critical axe finding in the comparison (contrast, names, the focusable scroller).
    expect(await seriousAxeFindings(page, { include: '#compare-quotes' })).toEqual([]);

    // Response time: fastest first, a company without 3 answers last.
    const sortBy = region.getByRole('combobox', { name: 'Sort by' });
    await sortBy.selectOption('response');
    await expect.poll(() => columnNames(page)).toEqual([alpha, gamma, beta]);
    await shot('quotes-compare-by-response');
    await sortBy.selectOption('years');
    await expect.poll(() => columnNames(page)).toEqual([beta, alpha, gamma]);

    // Book the range from the comparison: the quote cards' confirmation, with the range as the price.
    // Beta opens its calendar on the move's first day, which the booking dialog then offers.
    await makeAvailable(betaId, [MOVE_START]);
    await betaColumn.getByRole('button', { name: `Book ${beta}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(confirm).toContainText(`You are about to book your move with ${beta} for $1,000 - $2,400.`);
    await fillBookingDialog(confirm, { day: MOVE_START });
    await confirm.getByRole('button', { name: 'Confirm booking' }).click();
    const congrats = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(congrats).toContainText(`Your move is booked with ${beta}`);
    await congrats.getByRole('button', { name: 'OK' }).click();

    // The others now answer 'Already booked with Beta', as the quote cards do.
    await expect(betaColumn).toContainText('Your booking');
    await alphaColumn.getByRole('button', { name: `Already booked with ${beta}` }).click();
    const warning = page.getByRole('dialog', { name: 'Already Booked' });
    await expect(warning).toContainText(`You have already booked your move with ${beta}.`);
    await warning.getByRole('button', { name: 'OK' }).click();
    await settled(page);
    await region.scrollIntoViewIfNeeded();
    await shot('quotes-compare-booked');
  },
);
