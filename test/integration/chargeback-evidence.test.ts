import { describe, expect, it } from 'vitest';
import { CHARGEBACK_MESSAGES } from '@schemas/chargeback-view';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestUser } from '@test/support/fixtures/users';
import {
  bookedThroughDeposit,
  chargeOf,
  holdAndComplete,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { stripeControl, webhooksSettled } from '@test/support/fixtures/stripe';
import { eventsIdle } from '@test/support/stack-events';

/*
 * An admin answers a chargeback from MoveMatch (issue 39 item 7, docs/payments-for-moves.md, Disputes and
 * chargebacks): the booking's evidence goes to Stripe's dispute as its text fields and is
 * submitted to the bank, once.
 */

async function disputedBooking() {
  const fixture = await protectedQuoteOfDay(0, { connect: true });
  const { paymentIntent } = await bookedThroughDeposit(fixture);
  await holdAndComplete(fixture);
  const opened = await stripeControl<{ id: string }>(`charges/${await chargeOf(paymentIntent)}/dispute`, {
    reason: 'product_unacceptable',
  });
  expect(opened.status).toBe(200);
  await webhooksSettled();
  await eventsIdle();
  return { ...fixture, disputeId: opened.body.id };
}

const submit = (token: string, quoteId: string, note = '') =>
  callRoute(routes.submitChargebackEvidence, { token, params: { id: quoteId }, body: { note } });

describe("an admin sends a chargeback's evidence to Stripe", () => {
  it('writes the booking into the dispute and submits it; a second send is a 409 and changes nothing', async () => {
    const booking = await disputedBooking();
    const admin = await createTestUser({ role: 'ADMIN', profile: true });

    const sent = await submit(
      admin.accessToken,
      booking.quoteId,
      'The crew delivered everything; see the signed records.',
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'under_review', part: 'deposit' });
    expect(Date.parse(sent.body.evidence_submitted_at ?? '')).not.toBeNaN();

    const dispute = await (await stripe()).disputes.retrieve(booking.disputeId);
    expect(dispute.status).toBe('under_review');
    expect(dispute.evidence_details.submission_count).toBe(1);
    expect(dispute.metadata).toMatchObject({ quote_id: booking.quoteId });
    const { evidence } = dispute;
    expect(evidence.customer_email_address).toBe(booking.customer.email);
    expect(evidence.product_description).toContain(booking.company.name);
    expect(evidence.cancellation_policy_disclosure).toContain('free cancellation until 7 days before the move');
    const story = evidence.uncategorized_text ?? '';
    expect(story).toContain('The customer confirmed reading');
    expect(story).toContain('Completed by the company on');
    expect(story).toContain("MoveMatch's note: The crew delivered everything; see the signed records.");

    const again = await submit(admin.accessToken, booking.quoteId, 'Another note');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(CHARGEBACK_MESSAGES.notAwaitingEvidence);
    expect((await (await stripe()).disputes.retrieve(booking.disputeId)).evidence_details.submission_count).toBe(1);

    // The booking page (and the admin's queue) say it was sent.
    const page = await callRoute(routes.getBooking, { token: admin.accessToken, params: { id: booking.quoteId } });
    expect(page.body.payment.chargeback).toMatchObject({ status: 'under_review' });
    expect(page.body.payment.chargeback?.evidence_submitted_at).toBe(sent.body.evidence_submitted_at);
  });

  it('two admins at once: one sends, the other is told it was sent', async () => {
    const booking = await disputedBooking();
    const [first, second] = await Promise.all([
      createTestUser({ role: 'ADMIN', profile: true }),
      createTestUser({ role: 'ADMIN', profile: true }),
    ]);
    const answers = await Promise.all([
      submit(first.accessToken, booking.quoteId),
      submit(second.accessToken, booking.quoteId),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await (await stripe()).disputes.retrieve(booking.disputeId)).evidence_details.submission_count).toBe(1);
  });

  it('refuses a note over 2,000 characters, and a booking without a chargeback, sending nothing', async () => {
    const booking = await disputedBooking();
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const long = await submit(admin.accessToken, booking.quoteId, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('The note can be at most 2,000 characters.');
    expect((await (await stripe()).disputes.retrieve(booking.disputeId)).status).toBe('needs_response');

    const plain = await protectedQuoteOfDay(0, { connect: true });
    await bookedThroughDeposit(plain);
    const none = await submit(admin.accessToken, plain.quoteId);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(CHARGEBACK_MESSAGES.noChargeback);
  });
});
