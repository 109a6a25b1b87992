import { describe, expect, it } from 'vitest';
import { bookedMove, complete, confirmCompletion, moveDayPassed } from '@test/support/fixtures/booking-completion';
import { postReview, rateCustomer, reviewBody } from '@test/support/fixtures/reviews';
import { waitForEmail } from '@test/support/inbox';

/*
 * The review e-mails (docs/reviews.md): a completed move invites its customer to review the
 * company and the company's users to rate the customer; a published review is announced to the
 * company's users.
 */

describe('review e-mails', () => {
  it('invites both sides once the customer confirms the completion, and tells the company of the published review', async () => {
    const w = await bookedMove({ price: 1200 });
    await moveDayPassed(w.quoteId, 1);
    expect((await complete(w.companyUser, w.quoteId, { final_price: 1200 })).status).toBe(200);
    expect((await confirmCompletion(w.customer, w.quoteId)).status).toBe(200);

    const invite = await waitForEmail(w.customer.email, (e) => e.subject.endsWith('do? Review your move'));
    expect(invite.subject).toMatch(/^How did .+ do\? Review your move$/);
    expect(invite.body.text).toContain(`/bookings/${w.quoteId}?review=1`);
    const rate = await waitForEmail(w.companyUser.email, (e) => e.subject === 'Rate Casey privately');
    expect(rate.body.text).toContain(`/bookings/${w.quoteId}`);

    expect((await postReview(w.customer, w.quoteId, reviewBody(5))).status).toBe(201);
    expect((await rateCustomer(w.companyUser, w.quoteId)).status).toBe(201);
    const published = await waitForEmail(w.companyUser.email, (e) => e.subject.startsWith('A new review of '));
    expect(published.body.text).toContain(`/moving-company/${w.companyId}`);
    expect(published.body.text).toContain('5 of 5 stars');
  });
});
