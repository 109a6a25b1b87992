import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadReportBody } from '@schemas/lead-reports';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { storedTokenBalance } from '@test/support/fixtures/subscriptions';
import { payPerLeadCompany, sendQuote } from '@test/support/fixtures/lead-tokens';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/*
 * Invalid-lead reports (docs/lead-reports.md): a company that may see a lead reports it once;
 * the admin's queue lists it; marking the move invalid closes it and refunds the tokens;
 * dismissing closes it and keeps the move.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: 'ADMIN', profile: true });
});

const report = (user: TestUser, moveId: string, body: LeadReportBody = { reason: 'UNREACHABLE' }) =>
  callRoute(routes.reportLead, { token: user.accessToken, params: { move_request_id: moveId }, body });

const openReportsOf = async (moveId: string) => {
  const queue = await callRoute(routes.listOpenLeadReports, { token: admin.accessToken });
  expect(queue.status).toBe(200);
  return queue.body.items.filter((item) => item.move_request_id === moveId);
};

async function storedReports(moveId: string) {
  pointAtStack();
  const { reportsOfMove } = await import('@functions/core/data/lead-report/lead-reports');
  return reportsOfMove(moveId);
}

describe('POST /lead-reports/{move_request_id}', () => {
  it('files one report per company and move, and a second one is 409', async () => {
    const { moveId } = await customerWithMove();
    const { company, user } = await companyWithUser();
    const first = await report(user, moveId, { reason: 'NOT_A_REAL_MOVE', note: '  Nobody lives at this address.\n' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      move_request_id: moveId,
      moving_company_id: company.id,
      reason: 'NOT_A_REAL_MOVE',
      note: 'Nobody lives at this address.',
    });

    // A colleague of the same company counts as the same reporter.
    const colleague = await createCompanyUser(company.id);
    const again = await report(colleague, moveId, { reason: 'DUPLICATE' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already reported this lead');
    expect(await storedReports(moveId)).toEqual([expect.objectContaining({ reason: 'NOT_A_REAL_MOVE' })]);
  });

  it('refuses callers without access to the lead and bad input, storing nothing', async () => {
    const { customer, moveId } = await customerWithMove();
    const elsewhere = await companyWithUser({ state: 'SC' });
    const unverified = await companyWithUser({ is_verified: false });
    const { user } = await companyWithUser();

    expect((await report(elsewhere.user, moveId)).status).toBe(404);
    expect((await report(unverified.user, moveId)).status).toBe(403);
    expect((await report(customer, moveId)).status).toBe(403);
    expect((await report(admin, moveId)).status).toBe(403);
    expect((await report(user, '01JZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    const badReason = await report(user, moveId, { reason: 'BORING' } as unknown as LeadReportBody);
    expect(badReason.status).toBe(400);
    expect((await report(user, moveId, { reason: 'UNREACHABLE', note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await report(user, moveId, { reason: 'UNREACHABLE', note: 'bell \u0007' })).status).toBe(400);
    expect(await storedReports(moveId)).toEqual([]);
  });
});

describe('the admin queue of lead reports', () => {
  it('lists an open report with the move and company; marking the move invalid closes it and refunds', async () => {
    const { moveId } = await customerWithMove();
    const paying = await payPerLeadCompany(3);
    expect((await sendQuote(paying.user, moveId, paying.company.id)).status).toBe(201);
    expect(await storedTokenBalance(paying.company.id)).toBe(2);
    expect((await report(paying.user, moveId, { reason: 'UNREACHABLE', note: 'No answer in 3 days' })).status).toBe(
      201,
    );

    const [queued] = await openReportsOf(moveId);
    expect(queued).toMatchObject({
      moving_company_id: paying.company.id,
      company_name: paying.company.name,
      reason: 'UNREACHABLE',
      note: 'No answer in 3 days',
      move: { from_state: 'NC', invalidated: false },
    });

    const marked = await callRoute(routes.markMoveRequestInvalid, {
      token: admin.accessToken,
      params: { id: moveId },
      body: { reason: 'Reported: customer unreachable' },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.tokens_refunded).toBe(1);
    expect(await storedTokenBalance(paying.company.id)).toBe(3);
    expect(await openReportsOf(moveId)).toEqual([]);
    expect(await storedReports(moveId)).toEqual([
      expect.objectContaining({ outcome: 'MOVE_INVALID', closed_by: admin.sub }),
    ]);
  });

  it('dismisses a report: it leaves the queue, the move stays a lead, a second dismiss is 404', async () => {
    const { moveId } = await customerWithMove();
    const { company, user } = await companyWithUser();
    expect((await report(user, moveId, { reason: 'DUPLICATE' })).status).toBe(201);
    expect(await openReportsOf(moveId)).toHaveLength(1);

    const dismiss = () =>
      callRoute(routes.dismissLeadReport, {
        token: admin.accessToken,
        params: { move_request_id: moveId, company_id: company.id },
      });
    expect(
      (
        await callRoute(routes.dismissLeadReport, {
          token: user.accessToken,
          params: { move_request_id: moveId, company_id: company.id },
        })
      ).status,
    ).toBe(403);
    const dismissed = await dismiss();
    expect(dismissed.status).toBe(200);
    expect(await openReportsOf(moveId)).toEqual([]);
    expect(await storedReports(moveId)).toEqual([expect.objectContaining({ outcome: 'DISMISSED' })]);
    expect((await dismiss()).status).toBe(404);
    // The move is still the company's lead: it can quote it.
    expect((await sendQuote(user, moveId, company.id)).status).toBe(201);
  });
});
