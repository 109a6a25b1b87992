import { beforeAll, describe, expect, it } from 'vitest';
import { REFUND_REASONS } from '@schemas/payments';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { customerWithMove } from '@test/support/fixtures/moves';
import { storedTokenBalance } from '@test/support/fixtures/subscriptions';
import { payPerLeadCompany, sendQuote, storedLedger } from '@test/support/fixtures/lead-tokens';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/*
 * Fair tokens (c): an admin marks a move request invalid; every token spent on it
 * comes back once, with the reason in the ledger, and no company can use it as a lead again.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: 'ADMIN', profile: true });
});

const markInvalid = (user: TestUser, id: string, reason = 'Spam: the addresses do not exist') =>
  callRoute(routes.markMoveRequestInvalid, { token: user.accessToken, params: { id }, body: { reason } });

describe('POST /admin/move-request/{id}/invalid', () => {
  it('refunds every company that paid for the lead, once, and takes the lead away from companies', async () => {
    const { moveId } = await customerWithMove();
    const first = await payPerLeadCompany(3);
    const second = await payPerLeadCompany(3);
    expect((await sendQuote(first.user, moveId, first.company.id)).status).toBe(201);
    expect((await sendQuote(second.user, moveId, second.company.id)).status).toBe(201);
    expect(await storedTokenBalance(first.company.id)).toBe(2);

    const marked = await markInvalid(admin, moveId);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({
      move_request_id: moveId,
      invalid_reason: 'Spam: the addresses do not exist',
      tokens_refunded: 2,
    });
    expect(await storedTokenBalance(first.company.id)).toBe(3);
    expect(await storedTokenBalance(second.company.id)).toBe(3);
    const refunds = (await storedLedger(first.company.id)).filter((e) => e.kind === 'refunded');
    expect(refunds).toEqual([
      expect.objectContaining({ tokens: 1, move_request_id: moveId, reason: REFUND_REASONS.invalid }),
    ]);

    // Once: a repeat keeps the first marking and refunds nothing more.
    const again = await markInvalid(admin, moveId, 'Another reason');
    expect(again.body).toMatchObject({
      invalid_reason: 'Spam: the addresses do not exist',
      tokens_refunded: 0,
      invalidated_at: marked.body.invalidated_at,
    });
    expect(await storedTokenBalance(first.company.id)).toBe(3);

    // The lead is gone for companies: its quote is out of the manager, and it cannot be quoted again or saved.
    const manager = await callRoute(routes.listMyCompanyQuotes, { token: first.user.accessToken });
    expect(
      (manager.body as Array<{ move_request_id?: string; id: string }>).some((lead) =>
        JSON.stringify(lead).includes(moveId),
      ),
    ).toBe(false);
    expect((await sendQuote(first.user, moveId, first.company.id)).status).toBe(404);
    const save = await callRoute(routes.saveLead, {
      token: second.user.accessToken,
      body: { move_request_id: moveId },
    });
    expect(save.status).toBe(404);
  });

  it('refuses bad input and unknown ids without writing', async () => {
    const { moveId } = await customerWithMove();
    expect((await markInvalid(admin, moveId, ' ')).status).toBe(400);
    const unknown = await markInvalid(admin, '01JZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(unknown.status).toBe(404);
    const quoter = await payPerLeadCompany(1);
    expect((await sendQuote(quoter.user, moveId, quoter.company.id)).status).toBe(201);
  });

  it('is for admins only', async () => {
    const { customer, moveId } = await customerWithMove();
    const company = await payPerLeadCompany(1);
    expect((await markInvalid(customer, moveId)).status).toBe(403);
    expect((await markInvalid(company.user, moveId)).status).toBe(403);
    expect(
      (await callRoute(routes.markMoveRequestInvalid, { params: { id: moveId }, body: { reason: 'No token' } })).status,
    ).toBe(401);
  });
});
