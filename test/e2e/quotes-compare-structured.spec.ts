import { bindingEstimate, hourlyEstimate, structuredQuote } from '@test/support/fixtures/estimates';
import { customerWithQuotes, setQuote } from '@test/support/fixtures/quotes';
import { columnNames, comparison, e2eStack, expect, settled, startSignedIn, test } from './support';

/** /quotes "Compare quotes" with structured quotes: the terms line up row by row, and sort by worst case. */
test.beforeAll(() => {
  e2eStack();
});

test(
  'a customer compares a binding, a not-to-exceed, an hourly and a price-only quote term by term',
  { tag: '@phone' },
  async ({ page, shot }, testInfo) => {
    test.slow();
    const suffix = Math.random().toString(36).slice(2, 6);
    const names = [
      `Fixed Price ${suffix}`,
      `Cap Movers ${suffix}`,
      `Hourly Crew ${suffix}`,
      `Plain Quote ${suffix}`,
      `Fifth Van ${suffix}`,
    ];
    const [fixed, cap, hourly, plain, fifth] = names as [string, string, string, string, string];
    const f = await customerWithQuotes(5, { companyNames: names });
    const [fixedId, capId, hourlyId, plainId, fifthId] = f.companies.map((c) => c.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    await setQuote(f.moveId, fixedId, 'QUOTED', structuredQuote(bindingEstimate())); // $2,600
    await setQuote(
      f.moveId,
      capId,
      'QUOTED',
      structuredQuote(bindingEstimate({ type: 'NOT_TO_EXCEED', base_price: 1500 })),
    ); // $2,300
    await setQuote(
      f.moveId,
      hourlyId,
      'QUOTED',
      structuredQuote(hourlyEstimate({ hourly_rate: 90, estimated_hours: 6, estimated_hours_high: 9 })),
    ); // $1,180 - $1,720, cap $1,892
    await setQuote(f.moveId, plainId, 'QUOTED', { price: 1900, description: 'Everything included.' });
    await setQuote(f.moveId, fifthId, 'QUOTED', structuredQuote(bindingEstimate({ base_price: 2600 }))); // $3,400

    await startSignedIn(page, f.customer.email);
    await page.goto('/quotes');
    await page.getByRole('button', { name: 'Compare quotes' }).click();
    const region = comparison(page);
    await expect(region).toBeVisible();

    // By total: the hourly range sorts by its midpoint ($1,450).
    await expect.poll(() => columnNames(page)).toEqual([hourly, plain, cap, fixed, fifth]);
    const hourlyColumn = region.getByRole('listitem', { name: hourly });
    await expect(hourlyColumn).toContainText('Non-binding hourly');
    await expect(hourlyColumn).toContainText('110%');
    await expect(hourlyColumn).toContainText('2 movers, 16 ft truck');
    await expect(hourlyColumn).toContainText('$90 per mover per hour, about 6 to 9 hours');
    await expect(hourlyColumn).toContainText('+$360');
    await expect(hourlyColumn).toContainText('$1,892');
    const fixedColumn = region.getByRole('listitem', { name: fixed });
    await expect(fixedColumn).toContainText('Binding');
    await expect(fixedColumn).toContainText('The price is the price');
    await expect(fixedColumn).toContainText('Packing: $400');
    await expect(fixedColumn).toContainText('Full value protection offered: $180');
    await expect(fixedColumn).toContainText('Free until 7 days before the move');
    await expect(fixedColumn).toContainText('No change: the price is fixed');
    await expect(region.getByRole('listitem', { name: cap })).toContainText('You pay this total or less, never more.');
    await expect(region.getByRole('listitem', { name: plain })).toContainText('Price only');

    // The same term sits at the same height in every column.
    const rowTops = await region
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map(
          (li) =>
            [...li.querySelectorAll('dt')].find((dt) => dt.textContent === 'Deposit')!.getBoundingClientRect().top,
        ),
      );
    expect(new Set(rowTops.map(Math.round)).size).toBe(1);

    // Five columns do not fit: a cue says so, at 1280 px as on a phone.
    const list = region.getByRole('list', { name: 'Quotes side by side' });
    const clips = await list.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clips).toBe(true);
    await expect(region.getByTestId('compare-scroll-cue')).toBeVisible();
    await expect(region.getByTestId('compare-scroll-cue')).toContainText(
      testInfo.project.name === 'mobile' ? 'Swipe sideways' : 'Scroll sideways to see every quote (5 in all)',
    );
    await settled(page);
    await region.scrollIntoViewIfNeeded();
    await shot('quotes-compare-structured');

    // Worst case: the hourly quote's 110 % cap ($1,892) still beats the price-only $1,900.
    await region.getByRole('combobox', { name: 'Sort by' }).selectOption('worst');
    await expect.poll(() => columnNames(page)).toEqual([hourly, plain, cap, fixed, fifth]);
    await setQuote(f.moveId, plainId, 'QUOTED', { price: 1850 });
    await page.reload();
    // The page has loaded what it shows above the button (a click while it grew once missed).
    await expect(page.getByTestId('market-price-guide')).toContainText('Moves like yours');
    await page.getByRole('button', { name: 'Compare quotes' }).click();
    await comparison(page).getByRole('combobox', { name: 'Sort by' }).selectOption('worst');
    await expect.poll(() => columnNames(page)).toEqual([plain, hourly, cap, fixed, fifth]);

    // The quote modal shows the same terms.
    const card = page.getByTestId('quote-card').filter({ hasText: hourly });
    await card.getByRole('button', { name: 'View quote' }).click();
    const modal = page.getByRole('dialog', { name: `Your quote from ${hourly}` });
    const terms = modal.getByRole('definition');
    await expect(modal.getByRole('term').filter({ hasText: 'If it runs 2 hours over' })).toBeVisible();
    await expect(terms.filter({ hasText: '+$360' })).toBeVisible();
    await expect(modal).toContainText('$1,180 - $1,720');
    await settled(page);
    await shot('quote-modal-structured');
  },
);
