import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { REVIEW_ANSWER_MAX, REVIEW_MESSAGES } from '@schemas/reviews';
import { callRoute } from '@test/support/api';
import { waitForEmail } from '@test/support/inbox';
import { bookedMove } from '@test/support/fixtures/booking-completion';
import { publishBlindReview, writtenReview } from '@test/support/fixtures/booking-reviews';
import { storedReview } from '@test/support/fixtures/reviews';
import { createCompanyUser, companyWithUser } from '@test/support/fixtures/company-users';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { eventsIdle } from '@test/support/stack-events';
import { currentStack } from '@test/support/current-stack';
import { readInbox } from '@infra/local/ses-emulator';

const answer = (user: TestUser, id: string, text: string) =>
  callRoute(routes.answerReview, { token: user.accessToken, params: { id }, body: { text } });

const ANSWER = 'Thank you for choosing us, it was a pleasure to move you.';

describe('POST /api/review/{id}/answer', () => {
  it('hides a blind review from its company (404), then lets the company answer it once and tells the reviewer', async () => {
    const w = await bookedMove({ price: 1200 });
    await writtenReview(w, { publish: false });

    // Still SUBMITTED: the company must not learn that a review exists.
    const blind = await answer(w.companyUser, w.quoteId, ANSWER);
    expect(blind.status).toBe(404);
    expect(blind.body.error).toBe('Review not found');
    expect((await storedReview(w.quoteId))?.answer_text).toBeUndefined();

    await publishBlindReview(w.quoteId);
    const answered = await answer(w.companyUser, w.quoteId, `  ${ANSWER}  `);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ id: w.quoteId, answer: { text: ANSWER }, verified_booking: true });
    const stored = await storedReview(w.quoteId);
    expect(stored).toMatchObject({ answer_text: ANSWER, answered_by: w.companyUser.sub });

    const email = await waitForEmail(w.customer.email, (e) => e.subject.endsWith('answered your review'));
    expect(email.subject).toBe(`${w.companies[0].name} answered your review`);
    expect(email.body.text).toContain(`/bookings/${w.quoteId}`);

    // Once: a colleague's second answer is refused and changes nothing.
    const colleague = await createCompanyUser(w.companyId);
    const again = await answer(colleague, w.quoteId, 'A second answer.');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REVIEW_MESSAGES.alreadyAnswered);
    expect((await storedReview(w.quoteId))?.answer_text).toBe(ANSWER);
  });

  it('refuses another company (404), the customer and an admin (403), and bad text (400), writing nothing', async () => {
    const w = await bookedMove({ price: 1200 });
    await writtenReview(w, { publish: true });
    const other = await companyWithUser();
    const customer = w.customer;
    const admin = await createTestUser({ role: 'ADMIN', profile: true });

    expect((await answer(other.user, w.quoteId, ANSWER)).status).toBe(404);
    expect((await answer(customer, w.quoteId, ANSWER)).status).toBe(403);
    expect((await answer(admin, w.quoteId, ANSWER)).status).toBe(403);
    expect((await answer(w.companyUser, 'no-such-review', ANSWER)).status).toBe(404);
    const long = await answer(w.companyUser, w.quoteId, 'x'.repeat(REVIEW_ANSWER_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.error).toContain(REVIEW_MESSAGES.answer);
    const blank = await answer(w.companyUser, w.quoteId, '   ');
    expect(blank.status).toBe(400);
    expect((await storedReview(w.quoteId))?.answer_text).toBeUndefined();
  });

  it('keeps exactly one answer when the company answers several times at once', async () => {
    const w = await bookedMove({ price: 1200 });
    await writtenReview(w, { publish: true });
    const users = [w.companyUser, ...(await Promise.all([1, 2, 3, 4].map(() => createCompanyUser(w.companyId))))];
    const answers = await Promise.all(users.map((user, i) => answer(user, w.quoteId, `Answer number ${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await storedReview(w.quoteId))?.answer_text).toBe(winner.body.answer?.text);
    // One answer, one e-mail to the reviewer.
    await eventsIdle();
    const inbox = await readInbox(currentStack().inboxPort);
    const told = inbox.filter(
      (e) => e.destination.to.includes(w.customer.email) && e.subject.endsWith('answered your review'),
    );
    expect(told).toHaveLength(1);
  });
});
