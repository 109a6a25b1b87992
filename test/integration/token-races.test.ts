import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { allPages } from '@test/support/all-pages';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import {
  openLeads,
  payPerLeadCompany,
  sendQuote,
  storedLedger,
  storedPaidLeads,
} from '@test/support/fixtures/lead-tokens';
import { storedTokenBalance } from '@test/support/fixtures/subscriptions';

/*
 * Spending tokens exactly once and never below zero (token races): the decrement
 * (balance >= 1), the paid-lead record (attribute_not_exists) and the quote are one transaction.
 */

describe('token races', () => {
  it('30 parallel first quotes on 30 leads with 20 tokens: exactly 20 sent, 10 payment-pending, balance 0', async () => {
    const { company, user } = await payPerLeadCompany(20);
    const leads = await openLeads(30);
    const answers = await Promise.all(leads.map((moveId) => sendQuote(user, moveId, company.id)));

    expect(answers.map((a) => a.status)).toEqual(leads.map(() => 201));
    const pending = answers.filter((a) => a.body.paymentPending === true);
    const sent = answers.filter((a) => a.body.paymentPending !== true);
    expect(sent).toHaveLength(20);
    expect(pending).toHaveLength(10);
    for (const answer of pending) expect(answer.body.checkoutUrl).toMatch(/\/checkout\/cs_/);
    expect(await storedTokenBalance(company.id)).toBe(0);

    const ledger = await storedLedger(company.id);
    expect(ledger.filter((e) => e.kind === 'spent')).toHaveLength(20);
    // The ledger adds up to the balance: it never went below zero.
    expect(ledger.reduce((sum, e) => sum + e.tokens, 0)).toBe(0);

    const manager = (await allPages(routes.listMyCompanyQuotes, { token: user.accessToken })).body;
    expect(manager.filter((lead) => lead.has_token)).toHaveLength(20);
    expect(
      manager.filter((lead) => lead.payment_pending === true && lead.status === 'QUOTED' && !lead.has_token),
    ).toHaveLength(10);
  });

  it('10 colleagues quoting the same lead at once spend one token', async () => {
    const { company, user } = await payPerLeadCompany(20);
    const colleagues = [user, ...(await Promise.all(Array.from({ length: 9 }, () => createCompanyUser(company.id))))];
    const [moveId] = await openLeads(1);
    const answers = await Promise.all(
      colleagues.map((colleague, i) => sendQuote(colleague, moveId, company.id, 1000 + i)),
    );

    for (const answer of answers) expect([200, 201]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.some((a) => a.body.paymentPending)).toBe(false);
    expect(await storedTokenBalance(company.id)).toBe(19);
    expect(await storedPaidLeads(moveId)).toHaveLength(1);
    expect((await storedLedger(company.id)).filter((e) => e.kind === 'spent')).toHaveLength(1);
  });
});
