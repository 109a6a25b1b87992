import { CHARGEBACK_MESSAGES } from '@schemas/chargeback-view';
import { formatInstantDay } from '@schemas/date-text';
import {
  bookedThroughDeposit,
  chargeOf,
  protectedQuoteOfDay,
  stripeOfStack,
} from '@test/support/fixtures/protected-payment';
import { stripeControl } from '@test/support/fixtures/stripe';
import { eventsIdle } from '@test/support/stack-events';
import {
  bookingQueueRow,
  DEMO_ADMIN,
  e2eStack,
  expect,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * An admin answers a chargeback from MoveMatch (docs/payments-for-moves.md, Disputes and chargebacks): the
 * booking's evidence goes to Stripe's dispute with a note and is submitted to the bank.
 */
test.beforeAll(() => {
  e2eStack();
});

test("the admin sends a chargeback's evidence to Stripe with a note, and the queue says it was sent", async ({
  page,
  shot,
}) => {
  const fixture = await protectedQuoteOfDay(0, { connect: true });
  const { paymentIntent } = await bookedThroughDeposit(fixture);
  const opened = await stripeControl<{ id: string }>(`charges/${await chargeOf(paymentIntent)}/dispute`, {
    reason: 'product_unacceptable',
  });
  expect(opened.status).toBe(200);
  await eventsIdle();

  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin-dashboard');
  const row = await bookingQueueRow(page, 'Chargebacks', fixture.company.name);
  const chargeback = row.getByTestId('chargeback');
  await chargeback.getByRole('button', { name: 'Send evidence to Stripe' }).click();

  const dialog = page.getByRole('dialog', { name: 'Send the evidence to the bank?' });
  await dialog
    .getByLabel('Note to the bank (optional)')
    .fill('The customer signed the delivery record without a note.');
  await settled(page);
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
  await shot('chargeback-evidence-dialog');
  await dialog.getByRole('button', { name: 'Send and submit' }).click();

  await expect(dialog).toBeHidden();
  await expect(chargeback.getByTestId('evidence-sent')).toHaveText(
    CHARGEBACK_MESSAGES.submitted(formatInstantDay(new Date().toISOString())),
  );
  await expect(chargeback).toContainText('Chargeback: Under review by the bank');
  await expect(chargeback.getByRole('button', { name: 'Send evidence to Stripe' })).toHaveCount(0);
  await shot('chargeback-evidence-sent');

  const dispute = await (await stripeOfStack()).disputes.retrieve(opened.body.id);
  expect(dispute.status).toBe('under_review');
  expect(dispute.evidence.uncategorized_text).toContain(
    "MoveMatch's note: The customer signed the delivery record without a note.",
  );
});
