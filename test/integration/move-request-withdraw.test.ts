import { describe, expect, it } from 'vitest';
import { REFUND_REASONS } from '@schemas/payments';
import { WITHDRAW_MESSAGES } from '@schemas/move-requests';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createMove, customerWithMove } from '@test/support/fixtures/moves';
import { customerBooks } from '@test/support/fixtures/quotes';
import { storedTokenBalance } from '@test/support/fixtures/subscriptions';
import { eventually } from '@test/support/eventually';
import { payPerLeadCompany, sendQuote, storedLedger } from '@test/support/fixtures/lead-tokens';
import type { TestUser } from '@test/support/fixtures/users';

/*
 * A customer withdraws their move request (DELETE /my-move-request): it leaves every company's
 * leads, tokens spent on it in the 48 hours before come back (fair tokens b), and the
 * customer may post a new one. Not while a booking stands.
 */

const withdraw = (customer: TestUser) => callRoute(routes.withdrawMyMoveRequest, { token: customer.accessToken });

describe('DELETE /my-move-request', () => {
  it('withdraws the request, refunds the companies that paid for it, and lets the customer start again', async () => {
    const { customer, moveId } = await customerWithMove();
    const quoter = await payPerLeadCompany(2);
    expect((await sendQuote(quoter.user, moveId, quoter.company.id)).status).toBe(201);
    expect(await storedTokenBalance(quoter.company.id)).toBe(1);

    const answer = await withdraw(customer);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, move_request_id: moveId });

    await eventually(async () => (await storedTokenBalance(quoter.company.id)) === 2);
    const refunds = (await storedLedger(quoter.company.id)).filter((e) => e.kind === 'refunded');
    expect(refunds).toEqual([expect.objectContaining({ move_request_id: moveId, reason: REFUND_REASONS.withdrawn })]);

    // No request any more: GET /my-move-request answers null.
    expect((await callRoute(routes.getMyMoveRequest, { token: customer.accessToken })).body).toBeNull();
    expect((await sendQuote(quoter.user, moveId, quoter.company.id, 1300)).status).toBe(404);
    expect((await withdraw(customer)).status).toBe(404);
    // A new request can be posted at once.
    const again = await createMove(customer);
    expect(again).not.toBe(moveId);
  });

  it('refuses while the customer holds a booking, and changes nothing', async () => {
    const { customer, moveId } = await customerWithMove();
    const quoter = await payPerLeadCompany(1);
    expect((await sendQuote(quoter.user, moveId, quoter.company.id)).status).toBe(201);
    expect(await customerBooks(moveId, quoter.company.id, quoter.company.name)).toEqual({ ok: true });

    const refused = await withdraw(customer);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(WITHDRAW_MESSAGES.booked);
    const still = await callRoute(routes.getMyMoveRequest, { token: customer.accessToken });
    expect(still.status).toBe(200);
    expect(still.body!.id).toBe(moveId);
  });

  it('answers 404 to a customer without a request, and refuses companies', async () => {
    const { customer } = await customerWithMove();
    expect((await withdraw(customer)).status).toBe(200);
    expect((await withdraw(customer)).status).toBe(404);
    const company = await payPerLeadCompany(1);
    expect((await withdraw(company.user)).status).toBe(403);
  });
});
