import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { SUPPORT_EMAIL } from '@schemas/constants';
import {
  hiddenReviewText,
  REVIEW_MESSAGES,
  reviewCounterAdds,
  type ReportReason,
  type ReviewCounters,
  type ReviewRatings,
} from '@schemas/reviews';
import { readInbox } from '@infra/local/ses-emulator';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { waitForEmail } from '@test/support/inbox';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';
import { storedCompany } from '@test/support/fixtures/booking-completion';
import { publishBlindReview, writtenReview } from '@test/support/fixtures/booking-reviews';
import { completedMove, getBookingReviews, storedReview } from '@test/support/fixtures/reviews';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/*
 * Moderation (docs/reviews.md, Moderation and the FTC rule): anyone signed in reports a public
 * review once; the admin's queue lists the reviews with open reports; 'Keep review' closes them
 * and leaves every average as it was; 'Hide' takes a listed reason only, takes the review out of
 * the averages, shows it as hidden in its place and tells the reviewer once. Reviews are written
 * on completed booked moves through the data layer, as the review routes write them.
 */

let admin: TestUser;
let reporter: TestUser;
let otherReporter: TestUser;

beforeAll(async () => {
  [admin, reporter, otherReporter] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true }),
    createTestUser({ role: 'MOVER', profile: true }),
    createTestUser({ role: 'MOVER', profile: true }),
  ]);
});

const report = (user: TestUser, id: string, reason: ReportReason = 'PERSONAL_DATA', note = '') =>
  callRoute(routes.reportReview, { token: user.accessToken, params: { id }, body: { reason, note } });
const queue = (user: TestUser) => callRoute(routes.listReviewReports, { token: user.accessToken });
const hide = (user: TestUser, id: string, reason: string) =>
  callRoute(routes.hideReview, { token: user.accessToken, params: { id }, body: { reason } });
const keep = (user: TestUser, id: string) =>
  callRoute(routes.dismissReviewReports, { token: user.accessToken, params: { id } });

const ratingsOf = (overall: number): ReviewRatings => ({
  overall,
  on_time: overall,
  care: overall,
  communication: overall,
  price_as_quoted: overall,
});

/** A completed booked move with its customer's published review. */
async function publishedReview(options: { overall?: number; companyId?: string } = {}) {
  const w = await completedMove({ companyId: options.companyId });
  await writtenReview(w, { publish: true, ratings: ratingsOf(options.overall ?? 4) });
  return w;
}

const COUNTER_KEYS = Object.keys(reviewCounterAdds(ratingsOf(1))) as Array<keyof ReviewCounters>;
const countersOf = (item: ReviewCounters | null | undefined) =>
  Object.fromEntries(COUNTER_KEYS.map((key) => [key, item?.[key] ?? 0]));

const marketplaceCounters = async () => {
  pointAtStack();
  const { findMarketplaceReviewTotals } = await import('@functions/core/data/review/review-publication');
  return countersOf(await findMarketplaceReviewTotals());
};

const queuedIds = async () => {
  const answer = await queue(admin);
  expect(answer.status).toBe(200);
  return answer.body.rows.map((row) => row.review.id);
};

describe('POST /api/review/{id}/report', () => {
  it('files one report per person (409 the second time); a blind review is 404 and the reviewer’s own 400, both writing nothing', async () => {
    const w = await completedMove();
    await writtenReview(w, { publish: false });

    // Still SUBMITTED (blind): nobody may learn it exists.
    const blind = await report(reporter, w.quoteId);
    expect(blind.status).toBe(404);
    expect((await storedReview(w.quoteId))?.open_reports).toBeUndefined();
    const none = await report(reporter, randomUUID());
    expect(none.status).toBe(404);

    await publishBlindReview(w.quoteId);
    const first = await report(reporter, w.quoteId, 'PERSONAL_DATA', '  It names the crew lead’s home street.  ');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: w.quoteId, verified_booking: true, hidden_text: null });
    const stored = await storedReview(w.quoteId);
    expect(stored).toMatchObject({ status: 'PUBLISHED', open_reports: 1 });
    expect(stored?.report_key).toBe('REVIEWREPORTS#OPEN');
    expect(stored?.report_sort).toBe(`${stored?.first_reported_at}#${w.quoteId}`);

    const again = await report(reporter, w.quoteId, 'OTHER');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REVIEW_MESSAGES.alreadyReported);

    const own = await report(w.customer, w.quoteId);
    expect(own.status).toBe(400);
    expect(own.body.error).toBe(REVIEW_MESSAGES.ownReview);

    // The reviewed company may report too (e.g. personal data of its crew).
    const byCompany = await report(w.companyUser, w.quoteId, 'CONFLICT_OF_INTEREST');
    expect(byCompany.status).toBe(200);
    const after = await storedReview(w.quoteId);
    expect(after?.open_reports).toBe(2);
    // The round started with the first report.
    expect(after?.first_reported_at).toBe(stored?.first_reported_at);
    expect(after?.status).toBe('PUBLISHED');
  });

  it('refuses a reason outside the list and a long note with 400, nothing filed', async () => {
    const w = await publishedReview();
    const badReason = await callRoute(routes.reportReview, {
      token: reporter.accessToken,
      params: { id: w.quoteId },
      body: { reason: 'I_DISLIKE_IT' },
    });
    expect(badReason.status).toBe(400);
    expect(badReason.body.error).toBe(`reason: ${REVIEW_MESSAGES.reportReason}`);
    const longNote = await report(reporter, w.quoteId, 'OTHER', 'x'.repeat(501));
    expect(longNote.status).toBe(400);
    expect((await storedReview(w.quoteId))?.open_reports).toBeUndefined();
  });
});

describe('GET /api/admin/reviews/reports', () => {
  it('lists the reported reviews, oldest first report first, with their reports, and no other review', async () => {
    const older = await publishedReview({ overall: 2 });
    const newer = await publishedReview({ overall: 5 });
    const unreported = await publishedReview();
    expect((await report(reporter, older.quoteId, 'UNRELATED_TO_THE_MOVE', 'About the truck rental')).status).toBe(200);
    expect((await report(reporter, newer.quoteId, 'OTHER')).status).toBe(200);
    expect((await report(otherReporter, older.quoteId, 'HATE_OR_THREATS')).status).toBe(200);

    const answer = await queue(admin);
    expect(answer.status).toBe(200);
    const ids = answer.body.rows.map((row) => row.review.id);
    expect(ids).toContain(older.quoteId);
    expect(ids).toContain(newer.quoteId);
    expect(ids).not.toContain(unreported.quoteId);
    expect(ids.indexOf(older.quoteId)).toBeLessThan(ids.indexOf(newer.quoteId));

    const row = answer.body.rows.find((r) => r.review.id === older.quoteId)!;
    const company = await storedCompany(older.companyId);
    expect(row).toMatchObject({
      company_name: company!.name,
      open_reports: 2,
      review: { ratings: ratingsOf(2), text: expect.any(String) as unknown, move: { from_city: 'Raleigh' } },
    });
    expect(row.reports.map((r) => [r.reason, r.note])).toEqual([
      ['UNRELATED_TO_THE_MOVE', 'About the truck rental'],
      ['HATE_OR_THREATS', ''],
    ]);
    expect(row.first_reported_at).toBe(row.reports[0].reported_at);
  });

  it('refuses every role but the admin (403)', async () => {
    const w = await completedMove();
    for (const user of [reporter, w.customer, w.companyUser]) expect((await queue(user)).status).toBe(403);
  });
});

describe('POST /api/admin/reviews/{id}/dismiss-reports (Keep review)', () => {
  it('closes the open reports, leaves the review and every average as they were; a new report opens a new round', async () => {
    const w = await publishedReview({ overall: 1 });
    expect((await report(reporter, w.quoteId, 'OTHER', 'Too harsh')).status).toBe(200);
    const companyBefore = countersOf(await storedCompany(w.companyId));
    const marketBefore = await marketplaceCounters();

    // Nobody but an admin.
    for (const user of [reporter, w.companyUser]) expect((await keep(user, w.quoteId)).status).toBe(403);
    expect((await storedReview(w.quoteId))?.open_reports).toBe(1);

    const kept = await keep(admin, w.quoteId);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ id: w.quoteId, ratings: ratingsOf(1), hidden_text: null });
    const stored = await storedReview(w.quoteId);
    expect(stored).toMatchObject({ status: 'PUBLISHED', open_reports: 0, reports_dismissed_by: admin.sub });
    expect(stored?.report_key).toBeUndefined();
    expect(stored?.first_reported_at).toBeUndefined();
    expect(await queuedIds()).not.toContain(w.quoteId);
    // A negative review kept is counted exactly as before.
    expect(countersOf(await storedCompany(w.companyId))).toEqual(companyBefore);
    expect(await marketplaceCounters()).toEqual(marketBefore);

    const again = await keep(admin, w.quoteId);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(REVIEW_MESSAGES.noOpenReports);

    // A new report opens a new round: the queue shows its report only, not the decided one.
    expect((await report(otherReporter, w.quoteId, 'PERSONAL_DATA')).status).toBe(200);
    const row = (await queue(admin)).body.rows.find((r) => r.review.id === w.quoteId);
    expect(row?.reports.map((r) => r.reason)).toEqual(['PERSONAL_DATA']);
    expect(row?.open_reports).toBe(1);
  });

  it('answers 404 for no review and for a blind one', async () => {
    expect((await keep(admin, randomUUID())).status).toBe(404);
    const w = await completedMove();
    await writtenReview(w, { publish: false });
    expect((await keep(admin, w.quoteId)).status).toBe(404);
  });
});

describe('POST /api/admin/reviews/{id}/hide', () => {
  it('hides for a listed reason: out of the averages, shown as hidden in place, recorded, the reviewer told once', async () => {
    const hidden = await publishedReview({ overall: 2 });
    const kept = await publishedReview({ overall: 5, companyId: hidden.companyId });
    expect((await report(reporter, hidden.quoteId, 'PERSONAL_DATA', 'Full name and phone of the crew')).status).toBe(
      200,
    );
    const marketBefore = await marketplaceCounters();
    const before = await callRoute(routes.getMovingCompany, {
      token: reporter.accessToken,
      params: { id: hidden.companyId },
    });
    expect(before.body.reviews).toMatchObject({ count: 2, average: 3.5 });

    const answer = await hide(admin, hidden.quoteId, 'PERSONAL_DATA');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: hidden.quoteId,
      ratings: null,
      text: null,
      photos: [],
      hidden_text: hiddenReviewText('PERSONAL_DATA'),
    });
    expect(answer.body.hidden_text).toBe('Hidden by MoveMatch: personal data');
    const stored = await storedReview(hidden.quoteId);
    expect(stored).toMatchObject({
      status: 'HIDDEN',
      hidden_reason: 'PERSONAL_DATA',
      hidden_by: admin.sub,
      open_reports: 0,
    });
    expect(stored?.hidden_at).toBeDefined();
    expect(stored?.report_key).toBeUndefined();
    expect(await queuedIds()).not.toContain(hidden.quoteId);

    // Only the kept review counts now, for the company and the marketplace.
    const after = await callRoute(routes.getMovingCompany, {
      token: reporter.accessToken,
      params: { id: hidden.companyId },
    });
    expect(after.body.reviews).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
    const taken = reviewCounterAdds(ratingsOf(2), -1);
    expect(await marketplaceCounters()).toEqual(
      Object.fromEntries(COUNTER_KEYS.map((key) => [key, marketBefore[key] + taken[key]])),
    );
    expect((await storedReview(kept.quoteId))?.status).toBe('PUBLISHED');
    // The company page lists it in its place with the reason instead of its words.
    const page = await callRoute(routes.listCompanyReviews, {
      token: reporter.accessToken,
      params: { id: hidden.companyId },
      query: { sort: 'newest' },
    });
    expect(page.body.reviews.find((r) => r.id === hidden.quoteId)).toMatchObject({
      ratings: null,
      text: null,
      hidden_text: 'Hidden by MoveMatch: personal data',
    });
    expect(page.body.summary).toMatchObject({ count: 1, average: 5 });
    // The company's booking page shows only the reason too; the reviewer still sees what they wrote.
    const companySide = await getBookingReviews(hidden.companyUser, hidden.quoteId);
    expect(companySide.body.review).toMatchObject({
      ratings: null,
      photos: [],
      hidden_text: 'Hidden by MoveMatch: personal data',
    });
    expect((await getBookingReviews(hidden.customer, hidden.quoteId)).body.review?.ratings).toEqual(ratingsOf(2));

    const twice = await hide(admin, hidden.quoteId, 'HATE_OR_THREATS');
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(REVIEW_MESSAGES.alreadyHidden);
    expect((await storedReview(hidden.quoteId))?.hidden_reason).toBe('PERSONAL_DATA');

    const company = await storedCompany(hidden.companyId);
    const subject = `Your review of ${company!.name} was hidden by MoveMatch: personal data`;
    const email = await waitForEmail(hidden.customer.email, (e) => e.subject === subject);
    expect(email.body.text).toContain(SUPPORT_EMAIL);
    expect(email.body.text).toContain('never because it is negative');
    expect(email.body.text).toContain(`/bookings/${hidden.quoteId}`);
    await eventsIdle();
    const sent = (await readInbox(currentStack().inboxPort)).filter(
      (e) => e.destination.to.includes(hidden.customer.email) && e.subject === subject,
    );
    expect(sent).toHaveLength(1);
  });

  it('sends the reviewer’s e-mail once however often the event is delivered', async () => {
    const w = await publishedReview();
    expect((await hide(admin, w.quoteId, 'UNRELATED_TO_THE_MOVE')).status).toBe(200);
    await eventsIdle();
    pointAtStack();
    const stack = currentStack();
    Object.assign(process.env, { SES_ENDPOINT: `http://127.0.0.1:${stack.inboxPort}`, APP_ORIGIN: stack.webUrl });
    const { handler } = (await import('@functions/notifications/send-review-hidden-email')) as unknown as {
      handler: (event: { id: string; 'detail-type': string; detail: unknown }) => Promise<void>;
    };
    const event = {
      id: randomUUID(),
      'detail-type': 'ReviewHidden',
      detail: { quoteId: w.quoteId, reason: 'UNRELATED_TO_THE_MOVE' },
    };
    await handler(event);
    await handler(event);
    const sent = (await readInbox(stack.inboxPort)).filter(
      (e) => e.destination.to.includes(w.customer.email) && e.subject.startsWith('Your review of'),
    );
    // The route's delivery and this event's: one each.
    expect(sent).toHaveLength(2);
  });

  it('refuses a reason outside the list (400), other roles (403) and unknown or blind reviews (404), changing nothing', async () => {
    const w = await publishedReview({ overall: 1 });
    expect((await report(reporter, w.quoteId, 'OTHER', 'I think it is unfair')).status).toBe(200);
    const companyBefore = countersOf(await storedCompany(w.companyId));
    const reviewBefore = await storedReview(w.quoteId);

    // 'Negative' is never a reason; 'OTHER' is a report reason, not a hide reason.
    for (const reason of ['NEGATIVE', 'OTHER', '']) {
      const refused = await hide(admin, w.quoteId, reason);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(`reason: ${REVIEW_MESSAGES.hideReason}`);
    }
    for (const user of [reporter, w.customer, w.companyUser]) {
      expect((await hide(user, w.quoteId, 'PERSONAL_DATA')).status).toBe(403);
    }
    expect(await storedReview(w.quoteId)).toEqual(reviewBefore);
    expect(countersOf(await storedCompany(w.companyId))).toEqual(companyBefore);
    expect(await queuedIds()).toContain(w.quoteId);

    expect((await hide(admin, randomUUID(), 'PERSONAL_DATA')).status).toBe(404);
    const blind = await completedMove();
    await writtenReview(blind, { publish: false });
    expect((await hide(admin, blind.quoteId, 'PERSONAL_DATA')).status).toBe(404);
    expect((await storedReview(blind.quoteId))?.status).toBe('SUBMITTED');
  });

  it('takes out the ratings as they are when the reviewer edited after the admin read it', async () => {
    const w = await publishedReview({ overall: 2 });
    const base = countersOf(await storedCompany(w.companyId));
    pointAtStack();
    const publication = await import('@functions/core/data/review/review-publication');
    const read = (await storedReview(w.quoteId))!;
    const edit = { ratings: ratingsOf(4), text: 'On second thought the crew did well.', photo_media_ids: [] };
    expect(await publication.editReview(read, edit, new Date())).toBe(true);
    // The admin's copy is stale: hiding it would take out 2 stars where 4 are counted.
    expect(await publication.hideReview(read, 'PERSONAL_DATA', admin.sub, new Date())).toBe(false);
    expect((await storedReview(w.quoteId))?.status).toBe('PUBLISHED');

    expect((await hide(admin, w.quoteId, 'PERSONAL_DATA')).status).toBe(200);
    const taken = reviewCounterAdds(ratingsOf(2), -1);
    expect(countersOf(await storedCompany(w.companyId))).toEqual(
      Object.fromEntries(COUNTER_KEYS.map((key) => [key, base[key] + taken[key]])),
    );
  });

  it('lets a hidden review be reported and kept, but not hidden again', async () => {
    const w = await publishedReview();
    expect((await hide(admin, w.quoteId, 'CONFLICT_OF_INTEREST')).status).toBe(200);
    expect((await report(reporter, w.quoteId, 'OTHER', 'Why was this hidden?')).status).toBe(200);
    const row = (await queue(admin)).body.rows.find((r) => r.review.id === w.quoteId);
    expect(row?.review).toMatchObject({ ratings: null, hidden_text: 'Hidden by MoveMatch: a conflict of interest' });
    expect((await hide(admin, w.quoteId, 'PERSONAL_DATA')).status).toBe(409);
    expect((await keep(admin, w.quoteId)).status).toBe(200);
    expect(await queuedIds()).not.toContain(w.quoteId);
  });
});
