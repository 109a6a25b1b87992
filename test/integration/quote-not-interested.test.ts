import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { REFUND_REASONS } from '@schemas/payments';
import { LEAD_CHOICE_MESSAGES, NOT_INTERESTED_MESSAGES } from '@schemas/quote-choice';
import { readInbox } from '@infra/local/ses-emulator';
import { callRoute } from '@test/support/api';
import { expected } from '@test/support/expected';
import { allPages } from '@test/support/all-pages';
import { currentStack } from '@test/support/current-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { payPerLeadCompany, sendQuote, storedLedger, storedPaidLeads } from '@test/support/fixtures/lead-tokens';
import { conversationOf, sendMessage } from '@test/support/fixtures/messaging';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom, storedQuote } from '@test/support/fixtures/quotes';
import { storedTokenBalance } from '@test/support/fixtures/subscriptions';
import type { TestUser } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';
import { eventsIdle } from '@test/support/stack-events';
import { NOT_INTERESTED_SUBJECT } from '@functions/notifications/send-not-interested-email';

/*
 * 'Not interested' (POST /quote/{id}/not-interested, functions/quotes/mark-quote-not-interested.ts):
 * the customer turns down a quote a company sent without being asked. It is hidden from the
 * customer, the company is told by e-mail and may not quote or message the move again, and its
 * token for the lead comes back exactly once, whatever the number of parallel calls.
 */

const notInterested = (user: TestUser, id: string) =>
  callRoute(routes.markQuoteNotInterested, { token: user.accessToken, params: { id } });
const myQuoteIds = async (customer: TestUser) =>
  ((await callRoute(routes.listMyQuotes, { token: customer.accessToken })).body as Array<{ id: string }>).map(
    (q) => q.id,
  );

describe('POST /api/quote/{id}/not-interested', () => {
  it('hides a reached-out quote, refunds its token once under 20 parallel calls, e-mails the company once, blocks it', async () => {
    const { company, user } = await payPerLeadCompany(5);
    const { customer, moveId } = await customerWithMove({ onlyChosen: false, firstName: 'Riley' });
    const sent = await sendQuote(user, moveId, company.id);
    expect(sent.status).toBe(201);
    expect(await storedTokenBalance(company.id)).toBe(4);
    const listed = (await callRoute(routes.listMyQuotes, { token: customer.accessToken })).body;
    expect(listed).toEqual([expected.objectContaining({ id: sent.body.id, origin: 'REACHED_OUT' })]);
    const conversation = await conversationOf(user, {
      mover_id: customer.sub,
      move_request_id: moveId,
      moving_company_id: company.id,
    });

    const answers = await Promise.all(Array.from({ length: 20 }, () => notInterested(customer, sent.body.id)));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    expect(await storedTokenBalance(company.id)).toBe(5);
    const refunds = (await storedLedger(company.id)).filter((e) => e.kind === 'refunded');
    expect(refunds).toEqual([expected.objectContaining({ tokens: 1, reason: REFUND_REASONS.notInterested })]);
    expect(await storedPaidLeads(moveId)).toEqual([
      expected.objectContaining({ refund_reason: REFUND_REASONS.notInterested }),
    ]);
    expect((await storedQuote(moveId, company.id))?.customer_not_interested_at).toEqual(expected.any(String));
    expect(await myQuoteIds(customer)).toEqual([]);

    const email = await waitForEmail(user.email, (e) => e.subject === NOT_INTERESTED_SUBJECT);
    expect(email.body.text).toContain('Riley');
    expect(email.body.text).toContain('returned to your balance');
    await eventsIdle();
    const inbox = await readInbox(currentStack().inboxPort);
    expect(
      inbox.filter((e) => e.destination.to.includes(user.email) && e.subject === NOT_INTERESTED_SUBJECT),
    ).toHaveLength(1);

    const again = await sendQuote(user, moveId, company.id, 1400);
    expect(again.status).toBe(403);
    expect(again.body.error).toBe(LEAD_CHOICE_MESSAGES.notInterested);
    const message = await sendMessage(user, conversation, 'Are you sure?');
    expect(message.status).toBe(403);
    expect(message.body.error).toBe(LEAD_CHOICE_MESSAGES.notInterested);
    const manager = (await allPages(routes.listMyCompanyQuotes, { token: user.accessToken })).body;
    expect(manager.find((lead) => lead.move_request_id === moveId)).toMatchObject({
      customer_not_interested: true,
      status: 'QUOTED',
    });
  });

  it('refuses a quote the customer asked for (400), another customer (404) and a company (403); nothing changes', async () => {
    const { company, user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove({ onlyChosen: false });
    const { id } = await requestQuoteFrom(customer, moveId, company.id);
    expect((await sendQuote(user, moveId, company.id)).status).toBe(200);
    const stranger = (await customerWithMove()).customer;

    const asked = await notInterested(customer, id);
    expect(asked.status).toBe(400);
    expect(asked.body.error).toBe(NOT_INTERESTED_MESSAGES.askedForIt);
    expect((await notInterested(stranger, id)).status).toBe(404);
    expect((await notInterested(user, id)).status).toBe(403);

    expect((await storedQuote(moveId, company.id))?.customer_not_interested_at).toBeUndefined();
    expect(await myQuoteIds(customer)).toEqual([id]);
  });
});
