import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { COMPLETION_MESSAGES } from '@schemas/booking-completion';
import { callRoute } from '@test/support/api';
import { waitForEmail } from '@test/support/inbox';
import {
  bookedMove,
  complete,
  completedAt,
  confirmCompletion,
  dispute,
  moveDayPassed,
  storedBookedMove,
  storedCompany,
} from '@test/support/fixtures/booking-completion';
import { bindingEstimate, hourlyEstimate } from '@test/support/fixtures/estimates';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { conversationOf, sendMessage, uploadedAttachment } from '@test/support/fixtures/messaging';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/** The binding estimate with full value included in its price (NC), so the agreed total is its $2,600. */
const bindingWithoutFullValuePrice = () => bindingEstimate({ full_value_protection_offered: false });

const REASON = 'The crew arrived four hours late and charged for the waiting time.';
const DAY_MS = 24 * 3_600_000;

const jobs = async () => {
  pointAtStack();
  return {
    autoConfirm: (await import('@functions/bookings/auto-confirm-completions')).autoConfirmCompletions,
    remind: (await import('@functions/bookings/remind-awaiting-completion')).remindAwaitingCompletion,
  };
};

describe('POST /api/booking/{id}/complete', () => {
  it('refuses before the move day (400), completes from the day on, and refuses a second time (409)', async () => {
    const w = await bookedMove({ price: 1200 });
    const early = await complete(w.companyUser, w.quoteId, { final_price: 1200 });
    expect(early.status).toBe(400);
    expect(early.body.error).toMatch(
      /^The move can be marked completed from its move day \([A-Z][a-z]{2} \d{1,2}, \d{4}\) on\.$/,
    );
    expect((await storedBookedMove(w.quoteId))?.stage).toBe('UPCOMING');

    await moveDayPassed(w.quoteId, 0);
    const done = await complete(w.companyUser, w.quoteId, {
      final_price: 1100,
      adjustments: [{ line: 'Moving charge', amount: -100, reason: 'Finished an hour early' }],
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ final_price: 1100, confirmed_at: null, dispute: null });
    const stored = await storedBookedMove(w.quoteId);
    expect(stored?.stage).toBe('COMPLETED_PENDING');
    // The customer's 7 days run from the completion.
    const due = Date.parse(stored!.stage_due) - Date.parse(stored!.completed_at!);
    expect(due).toBe(7 * DAY_MS);

    const again = await complete(w.companyUser, w.quoteId, {
      final_price: 1100,
      adjustments: [{ line: 'Moving charge', amount: -100, reason: 'Finished an hour early' }],
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This move has already been marked completed.');
    expect((await storedBookedMove(w.quoteId))?.completed_at).toBe(stored!.completed_at);

    const email = await waitForEmail(w.customer.email, (e) => e.subject.includes('marked your move completed'));
    expect(email.body.text).toContain('$1,100');
  });

  it('holds each estimate type to its rule, with the rule in the message, and writes nothing on a refusal', async () => {
    // Binding $2,600: any other final price is refused.
    const binding = await bookedMove({ estimate: bindingWithoutFullValuePrice() });
    await moveDayPassed(binding.quoteId, 1);
    for (const final of [2700, 2500]) {
      const answer = await complete(binding.companyUser, binding.quoteId, {
        final_price: final,
        adjustments: [{ line: 'Packing', amount: final - 2600, reason: 'More boxes than planned' }],
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(
        'A binding estimate’s final price is the agreed total ($2,600). Anything extra needs a change the customer accepted.',
      );
    }
    expect(await storedBookedMove(binding.quoteId)).toMatchObject({ stage: 'UPCOMING' });
    expect((await storedBookedMove(binding.quoteId))?.final_price).toBeUndefined();

    // Price only (held like not to exceed): at most $1,200; lower needs a reason per line adding up.
    const nte = await bookedMove({ price: 1200 });
    await moveDayPassed(nte.quoteId, 1);
    const above = await complete(nte.companyUser, nte.quoteId, {
      final_price: 1300,
      adjustments: [{ line: 'Other', amount: 100, reason: 'Extra stop' }],
    });
    expect(above.status).toBe(400);
    expect(above.body.error).toBe('The final price may not exceed the agreed total ($1,200).');
    const noReason = await complete(nte.companyUser, nte.quoteId, { final_price: 1000 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('Explain the difference from the agreed total, line by line.');
    const wrongSum = await complete(nte.companyUser, nte.quoteId, {
      final_price: 1000,
      adjustments: [{ line: 'Moving charge', amount: -150, reason: 'Done early' }],
    });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.error).toBe('The adjustments must add up to the difference from the agreed total ($-200).');
    const unknownLine = await complete(nte.companyUser, nte.quoteId, {
      final_price: 1000,
      adjustments: [{ line: 'Piano', amount: -200, reason: 'No piano after all' }],
    });
    expect(unknownLine.status).toBe(400);
    expect((await storedBookedMove(nte.quoteId))?.stage).toBe('UPCOMING');

    // Non-binding hourly $750–$1,010: up to 110 % of $1,010 = $1,111.
    const hourly = await bookedMove({ estimate: hourlyEstimate() });
    await moveDayPassed(hourly.quoteId, 1);
    const over = await complete(hourly.companyUser, hourly.quoteId, {
      final_price: 1111.01,
      adjustments: [{ line: 'Moving charge', amount: 101.01, reason: 'Two more hours' }],
    });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(
      'MoveMatch caps a non-binding estimate’s final price at 110 % of the estimate: at most $1,111 (110 % of $1,010). This is MoveMatch’s promise, stricter than the law: for interstate moves the federal rule (49 CFR 375.407) limits only what is due at delivery to 110 %.',
    );
    expect((await storedBookedMove(hourly.quoteId))?.stage).toBe('UPCOMING');
    const within = await complete(hourly.companyUser, hourly.quoteId, {
      final_price: 1111,
      adjustments: [{ line: 'Moving charge', amount: 101, reason: 'Stairs took longer than planned' }],
    });
    expect(within.status).toBe(200);
  });

  it('refuses by side: the customer and other roles by role, another company and strangers 404', async () => {
    const w = await bookedMove({ price: 900 });
    await moveDayPassed(w.quoteId, 1);
    expect((await complete(w.customer, w.quoteId, { final_price: 900 })).status).toBe(403);
    const otherCompany = await createCompanyUser((await bookedMove()).companyId);
    const stranger = await complete(otherCompany, w.quoteId, { final_price: 900 });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe('Booking not found');
    expect((await complete(otherCompany, '01JDUNKNOWN000000000000000', { final_price: 900 })).status).toBe(404);
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    expect((await complete(admin, w.quoteId, { final_price: 900 })).status).toBe(403);
    expect((await storedBookedMove(w.quoteId))?.stage).toBe('UPCOMING');
  });
});

describe('the customer’s answer', () => {
  it('confirms: COMPLETED and counted in the company’s price accuracy; a second answer is refused', async () => {
    const w = await bookedMove({ price: 1000 });
    await moveDayPassed(w.quoteId, 1);
    expect((await complete(w.companyUser, w.quoteId, { final_price: 1000 })).status).toBe(200);
    expect((await confirmCompletion(w.companyUser, w.quoteId)).status).toBe(403);
    const answer = await confirmCompletion(w.customer, w.quoteId);
    expect(answer.status).toBe(200);
    expect(answer.body.confirmed_at).not.toBeNull();
    expect(answer.body.auto_confirmed).toBe(false);
    expect((await storedBookedMove(w.quoteId))?.stage).toBe('COMPLETED');
    expect(await storedCompany(w.companyId)).toMatchObject({
      accuracy_completed: 1,
      accuracy_matched: 1,
      accuracy_final_sum: 1000,
      accuracy_agreed_sum: 1000,
    });
    expect((await confirmCompletion(w.customer, w.quoteId)).status).toBe(400);
    expect((await dispute(w.customer, w.quoteId, REASON)).status).toBe(400);
    expect((await storedCompany(w.companyId))?.accuracy_completed).toBe(1);
  });

  it('disputes within 7 days with own photos (the company is e-mailed); another user’s photo or a short reason is refused', async () => {
    const w = await bookedMove({ price: 1000 });
    await moveDayPassed(w.quoteId, 1);
    expect(
      (
        await complete(w.companyUser, w.quoteId, {
          final_price: 900,
          adjustments: [{ line: 'Other', amount: -100, reason: 'Discount for the delay' }],
        })
      ).status,
    ).toBe(200);
    expect((await dispute(w.companyUser, w.quoteId, REASON)).status).toBe(403);
    const short = await dispute(w.customer, w.quoteId, 'Too short');
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('reason: Describe the problem in 20 to 2000 characters');
    const othersPhoto = await uploadedAttachment(w.companyUser);
    const notYours = await dispute(w.customer, w.quoteId, REASON, [othersPhoto]);
    expect(notYours.status).toBe(400);
    expect(notYours.body.error).toBe('Each photo must be an image you uploaded and MoveMatch accepted');
    expect((await storedBookedMove(w.quoteId))?.stage).toBe('COMPLETED_PENDING');

    const photo = await uploadedAttachment(w.customer);
    const answer = await dispute(w.customer, w.quoteId, REASON, [photo]);
    expect(answer.status).toBe(200);
    expect(answer.body.dispute).toMatchObject({ reason: REASON, photos: [{ media_id: photo }] });
    expect((await storedBookedMove(w.quoteId))?.stage).toBe('DISPUTED');
    expect((await confirmCompletion(w.customer, w.quoteId)).status).toBe(400);
    await waitForEmail(w.companyUser.email, (e) => e.subject === 'A customer disputed a completed move');
    // Not counted until an admin resolves it.
    expect((await storedCompany(w.companyId))?.accuracy_completed).toBeUndefined();
  });

  it('refuses a dispute after the 7 days; the hourly job then counts the move as confirmed, once', async () => {
    const { autoConfirm } = await jobs();
    const w = await bookedMove({ price: 1000 });
    const now = new Date();
    // Completed 8 days ago: its 7 days ended yesterday.
    expect(
      await completedAt(w.quoteId, 1100, new Date(now.getTime() - 8 * DAY_MS), new Date(now.getTime() - DAY_MS)),
    ).toBe(true);
    const late = await dispute(w.customer, w.quoteId, REASON);
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('The 7 days to dispute this completion have passed; it counts as confirmed.');

    const fresh = await bookedMove({ price: 800 });
    await completedAt(fresh.quoteId, 800, now, new Date(now.getTime() + 7 * DAY_MS));

    const result = await autoConfirm(now);
    expect(result.confirmed).toBeGreaterThanOrEqual(1);
    expect(await storedBookedMove(w.quoteId)).toMatchObject({ stage: 'COMPLETED', auto_confirmed: true });
    expect((await storedBookedMove(fresh.quoteId))?.stage).toBe('COMPLETED_PENDING');
    // $1,100 on $1,000 agreed does not match the quote.
    expect(await storedCompany(w.companyId)).toMatchObject({ accuracy_completed: 1, accuracy_matched: 0 });
    await autoConfirm(now);
    expect((await storedCompany(w.companyId))?.accuracy_completed).toBe(1);
    // Eight days on, the other one is confirmed too.
    await autoConfirm(new Date(now.getTime() + 8 * DAY_MS));
    expect((await storedBookedMove(fresh.quoteId))?.stage).toBe('COMPLETED');
  });
});

describe('price accuracy on the public company', () => {
  it('shows nothing until 3 moves are complete, then how many final prices matched the quote', async () => {
    const first = await bookedMove({ price: 1000 });
    const viewer = await createTestUser({ role: 'MOVER', profile: true });
    const accuracy = async () =>
      (await callRoute(routes.getMovingCompany, { token: viewer.accessToken, params: { id: first.companyId } })).body
        .price_accuracy;
    const finish = async (w: Awaited<ReturnType<typeof bookedMove>>, final: number) => {
      await moveDayPassed(w.quoteId, 1);
      const adjustments =
        final === 1000 ? [] : [{ line: 'Moving charge', amount: final - 1000, reason: 'Fewer hours' }];
      expect((await complete(w.companyUser, w.quoteId, { final_price: final, adjustments })).status).toBe(200);
      expect((await confirmCompletion(w.customer, w.quoteId)).status).toBe(200);
    };
    await finish(first, 1000);
    await finish(await bookedMove({ price: 1000, companyId: first.companyId }), 900);
    expect(await accuracy()).toBeNull();
    // A third, completed by the job after 7 days without an answer, is counted the same way.
    const third = await bookedMove({ price: 1000, companyId: first.companyId });
    const now = new Date();
    await completedAt(third.quoteId, 1000, new Date(now.getTime() - 8 * DAY_MS), new Date(now.getTime() - DAY_MS));
    await (await jobs()).autoConfirm(now);
    expect(await accuracy()).toEqual({ completed_moves: 3, matched_moves: 3, final_to_agreed: 0.967 });
    // The company's own analytics show it too, whatever the time filter.
    const own = await callRoute(routes.getPerformanceMetrics, {
      token: first.companyUser.accessToken,
      query: { filter: 'last_7_days' },
    });
    expect(own.body.priceAccuracy).toEqual({ completed_moves: 3, matched_moves: 3, final_to_agreed: 0.967 });
  });
});

describe('awaiting completion and the admin queue', () => {
  it('reminds the company once; the admin lists awaiting and disputed moves and resolves a dispute', async () => {
    const { remind } = await jobs();
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const queue = async (view: 'disputed' | 'awaiting_completion') =>
      (await callRoute(routes.listBookingQueue, { token: admin.accessToken, query: { view } })).body;

    const waiting = await bookedMove({ price: 700 });
    await moveDayPassed(waiting.quoteId, 2);
    const first = await remind(new Date());
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect((await storedBookedMove(waiting.quoteId))?.completion_reminder_sent_at).toBeDefined();
    await waitForEmail(waiting.companyUser.email, (e) => e.subject === 'Mark your move completed');
    const reminded = (await storedBookedMove(waiting.quoteId))?.completion_reminder_sent_at;
    await remind(new Date());
    expect((await storedBookedMove(waiting.quoteId))?.completion_reminder_sent_at).toBe(reminded);
    const awaiting = await queue('awaiting_completion');
    expect(awaiting.rows.find((row) => row.quote_id === waiting.quoteId)).toMatchObject({
      stage: 'UPCOMING',
      completion: null,
      completion_reminder_sent_at: reminded,
    });

    const disputed = await bookedMove({ estimate: bindingWithoutFullValuePrice() });
    await moveDayPassed(disputed.quoteId, 1);
    await complete(disputed.companyUser, disputed.quoteId, { final_price: 2600 });
    await dispute(disputed.customer, disputed.quoteId, REASON);
    const row = (await queue('disputed')).rows.find((r) => r.quote_id === disputed.quoteId);
    expect(row).toMatchObject({
      stage: 'DISPUTED',
      customer: { id: disputed.customer.sub, email: disputed.customer.email },
      agreed_total: 2600,
      terms: { price: 2600, estimate: { type: 'BINDING' } },
      completion: { final_price: 2600, dispute: { reason: REASON } },
    });
    expect((await queue('awaiting_completion')).rows.some((r) => r.quote_id === disputed.quoteId)).toBe(false);

    const before = (await queue('disputed')).marketplace_price_accuracy.completed_moves;
    const resolve = (note: string, token = admin.accessToken) =>
      callRoute(routes.resolveBookingDispute, {
        token,
        params: { id: disputed.quoteId },
        body: { outcome: 'company_price', note },
      });
    expect((await resolve('Checked', disputed.customer.accessToken)).status).toBe(403);
    const resolved = await resolve('Called both sides: the price stands.');
    expect(resolved.status).toBe(200);
    expect(resolved.body.resolution).toMatchObject({
      note: 'Called both sides: the price stands.',
      outcome: 'company_price',
      company_price: 2600,
    });
    expect(resolved.body.final_price).toBe(2600);
    expect((await storedBookedMove(disputed.quoteId))?.stage).toBe('COMPLETED');
    expect(await storedCompany(disputed.companyId)).toMatchObject({ accuracy_completed: 1, accuracy_matched: 1 });
    const after = await queue('disputed');
    expect(after.rows.some((r) => r.quote_id === disputed.quoteId)).toBe(false);
    expect(after.marketplace_price_accuracy.completed_moves).toBeGreaterThanOrEqual(before + 1);
    expect((await resolve('Again')).status).toBe(400);
  });
});

describe('a dispute with more than one ending', () => {
  it('the company gives its side, the admin reads the conversation and resolves between the prices; both sides are e-mailed', async () => {
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const w = await bookedMove({ price: 1000 });
    const triple = { mover_id: w.customer.sub, move_request_id: w.moveId, moving_company_id: w.companyId };
    const conversation = await conversationOf(w.customer, triple);
    const sent = await sendMessage(w.customer, conversation, 'Please bring extra blankets for the piano.');
    expect(sent.status).toBe(201);
    await moveDayPassed(w.quoteId, 1);
    expect((await complete(w.companyUser, w.quoteId, { final_price: 1000 })).status).toBe(200);

    // The company states its side only of a disputed move; the fair price must be below the final one.
    const side = (user: TestUser, statement: string) =>
      callRoute(routes.stateDisputeSide, { token: user.accessToken, params: { id: w.quoteId }, body: { statement } });
    const STATEMENT = 'The piano needed a third mover for an hour; the customer agreed on the day.';
    expect((await side(w.companyUser, STATEMENT)).body.error).toBe(COMPLETION_MESSAGES.statementNotDisputed);
    const tooHigh = await dispute(w.customer, w.quoteId, REASON, [], 1000);
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.error).toBe(COMPLETION_MESSAGES.fairPriceAbove('$1,000'));
    expect((await storedBookedMove(w.quoteId))?.stage).toBe('COMPLETED_PENDING');
    const disputed = await dispute(w.customer, w.quoteId, REASON, [], 800);
    expect(disputed.body.dispute).toMatchObject({ fair_price: 800, customer_price: 800, company_statement: null });
    expect((await side(w.customer, STATEMENT)).status).toBe(403);
    expect((await side(w.companyUser, 'Too short')).status).toBe(400);
    const stated = await side(w.companyUser, STATEMENT);
    expect(stated.status).toBe(200);
    expect(stated.body.dispute?.company_statement?.text).toBe(STATEMENT);

    const row = (
      await callRoute(routes.listBookingQueue, { token: admin.accessToken, query: { view: 'disputed' } })
    ).body.rows.find((r) => r.quote_id === w.quoteId);
    expect(row?.completion?.dispute).toMatchObject({ customer_price: 800, company_statement: { text: STATEMENT } });
    expect(row?.conversation).toEqual([
      expect.objectContaining({ side: 'customer', content: 'Please bring extra blankets for the piano.' }),
    ]);

    // An amount outside the two prices, or one with another outcome, is refused and changes nothing.
    const resolve = (body: { outcome: 'company_price' | 'customer_price' | 'between'; amount?: number }) =>
      callRoute(routes.resolveBookingDispute, {
        token: admin.accessToken,
        params: { id: w.quoteId },
        body: { ...body, note: 'Half the extra hour: the piano was declared.' },
      });
    for (const wrong of [
      { outcome: 'between' as const, amount: 1000 },
      { outcome: 'between' as const, amount: 800 },
      { outcome: 'between' as const },
    ]) {
      const refused = await resolve(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(COMPLETION_MESSAGES.betweenAmount('$800', '$1,000'));
    }
    expect((await resolve({ outcome: 'customer_price', amount: 900 })).body.error).toBe(
      COMPLETION_MESSAGES.amountOnlyBetween,
    );
    expect((await storedBookedMove(w.quoteId))?.stage).toBe('DISPUTED');

    const resolved = await resolve({ outcome: 'between', amount: 900 });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      final_price: 900,
      resolution: { outcome: 'between', company_price: 1000 },
    });
    expect(await storedCompany(w.companyId)).toMatchObject({
      accuracy_completed: 1,
      accuracy_matched: 1,
      accuracy_final_sum: 900,
    });
    const toCustomer = await waitForEmail(w.customer.email, (e) => e.subject.includes('final price $900'));
    expect(toCustomer.body.text).toContain('between the customer’s price and the company’s $1,000');
    expect(toCustomer.body.text).toContain('If you paid the company more than $900, it owes you the difference.');
    const toCompany = await waitForEmail(w.companyUser.email, (e) => e.subject.includes('final price $900'));
    expect(toCompany.subject).toContain('Casey Customer');
    expect(toCompany.body.text).toContain('Half the extra hour: the piano was declared.');
  });
});
