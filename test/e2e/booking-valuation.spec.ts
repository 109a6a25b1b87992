import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom, setQuote } from '@test/support/fixtures/quotes';
import { nameTag } from '@test/support/fixtures/users';
import { RELEASE_STATEMENT, VALUATION_MESSAGES } from '@schemas/valuation';
import {
  e2eStack,
  expect,
  fillBookingDialog,
  openBookingDialog,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/** The valuation a customer chooses when booking (docs/compliance.md, Valuation). */
test.beforeAll(() => {
  e2eStack();
});

/** A day of this spec only. */
const DAY = dayFromToday(563);

test('an interstate customer reads FMCSA’s documents, keeps full value by default or signs the release for released value, and sees both on the booking', async ({
  page,
  shot,
}) => {
  const tag = nameTag(4);
  const seller = await companyWithUser({ name: `Border Movers ${tag}` });
  const { customer, moveId } = await customerWithMove({
    start: DAY,
    end: DAY,
    firstName: 'Casey',
    lastName: `Jones${tag}`,
    from: { city: 'Charlotte', zip: '28202', state: 'NC' },
    to: { city: 'Rock Hill', zip: '29730', state: 'SC' },
  });
  const { id: quoteId } = await requestQuoteFrom(customer, moveId, seller.company.id, DAY);
  await setQuote(moveId, seller.company.id, 'QUOTED', { price: 1_650, description: 'Two movers, one truck.' });

  await startSignedIn(page, customer.email);
  await page.goto('/quotes');
  const dialog = await openBookingDialog(page, seller.company.name);
  await fillBookingDialog(dialog, { day: DAY });
  const protection = dialog.getByRole('radiogroup', { name: /Protection for your goods/ });
  await expect(protection.getByRole('radio', { name: /Full value protection: included in the price/ })).toBeChecked();
  await expect(dialog.getByTestId('most-billed-with-valuation')).toHaveText(
    'Most you can be billed, with the protection you chose: $1,650',
  );

  await protection.getByRole('radio', { name: /Released value/ }).check();
  await expect(dialog.getByTestId('release-statement')).toHaveText(RELEASE_STATEMENT.text);
  await expect(dialog).toContainText('full value protection is the law');
  await expect(dialog.getByTestId('move-documents').getByRole('link')).toHaveText([
    'Your Rights and Responsibilities When You Move',
    'Ready to Move?',
    'Complaints and the mover’s arbitration program',
  ]);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(dialog.getByText(VALUATION_MESSAGES.signatureRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Type your full name to sign/ }).fill(`Casey Jones${tag}`);
  await settled(page);
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
  await shot('booking-valuation-released');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();

  const congrats = page.getByRole('dialog', { name: 'Congratulations!' });
  await congrats.getByRole('link', { name: 'View your booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${quoteId}$`));
  const terms = page.getByRole('region', { name: 'Terms as booked', exact: true });
  await expect(terms.getByTestId('booked-valuation')).toHaveText(
    'Released value (60 cents per pound per article), no charge',
  );
  await expect(terms).toContainText(`Release signed by Casey Jones${tag}`);
  await expect(terms.getByTestId('booked-acknowledgements').getByRole('listitem')).toHaveText([
    /^Your Rights and Responsibilities When You Move \(FMCSA edition linked 2026-12\), confirmed /,
    /^Ready to Move\? /,
    /^Complaints and the mover’s arbitration program /,
  ]);

  // The interstate booking's bill of lading, generated from these terms, saves as a PDF.
  const download = page.waitForEvent('download');
  await terms.getByRole('button', { name: 'Bill of lading (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`bill-of-lading-${quoteId}.pdf`);
  expect(await seriousAxeFindings(page, { include: '[data-testid="booking-terms"]' })).toEqual([]);
});
