import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { pointAtStack } from '@test/support/point-at-stack';

let tokens: typeof import('@functions/core/data/lead-tokens/lead-tokens');

beforeAll(async () => {
  pointAtStack();
  tokens = await import('@functions/core/data/lead-tokens/lead-tokens');
});

const spendOn = (companyId: string, moveRequestId = ulid()) => ({
  companyId,
  moveRequestId,
  leadLabel: 'Jane: Raleigh, NC → Durham, NC',
  reason: 'Quote sent',
});

describe('lead tokens (COMPANY#<id>/TOKENS, TOKENLEDGER#, TOKENCREDIT#; MOVE#<id>/PAIDLEAD#)', () => {
  it('credits a checkout session once, even when 10 credits of it race', async () => {
    const companyId = ulid();
    const sessionId = `cs_test_${ulid()}`;
    expect(await tokens.tokenBalance(companyId)).toBe(0);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        tokens.creditTokensOnce({ companyId, sessionId, tokens: 20, reason: 'Token refill' }),
      ),
    );
    expect(outcomes.filter((o) => o.credited)).toHaveLength(1);
    expect(await tokens.tokenBalance(companyId)).toBe(20);
    const again = await tokens.creditTokensOnce({ companyId, sessionId, tokens: 20, reason: 'Token refill' });
    expect(again).toEqual({ credited: false, balance: 20 });
    const ledger = await tokens.listTokenLedger(companyId);
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'bought',
        tokens: 20,
        reason: 'Token refill',
        move_request_id: null,
        lead_label: null,
      }),
    ]);
  });

  it('spends a token once per lead, never below zero, and lists the ledger newest first', async () => {
    const companyId = ulid();
    await tokens.creditTokensOnce({ companyId, sessionId: `cs_${ulid()}`, tokens: 2, reason: 'Pay-per-lead start' });
    const lead = spendOn(companyId);
    expect(await tokens.spendLeadToken(lead)).toEqual({ spent: true });
    expect(await tokens.spendLeadToken(lead)).toEqual({ spent: false, reason: 'alreadyPaid' });
    expect(await tokens.spendLeadToken(spendOn(companyId))).toEqual({ spent: true });
    expect(await tokens.spendLeadToken(spendOn(companyId))).toEqual({ spent: false, reason: 'noTokens' });
    expect(await tokens.tokenBalance(companyId)).toBe(0);

    const ledger = await tokens.listTokenLedger(companyId);
    expect(ledger.map((e) => [e.kind, e.tokens])).toEqual([
      ['spent', -1],
      ['spent', -1],
      ['bought', 2],
    ]);
    expect(ledger[1]).toMatchObject({
      move_request_id: lead.moveRequestId,
      lead_label: lead.leadLabel,
      reason: 'Quote sent',
    });
    const paid = await tokens.paidLeadIds(companyId, [lead.moveRequestId, ulid()]);
    expect([...paid]).toEqual([lead.moveRequestId]);
    expect(await tokens.paidLeadIds(companyId, [])).toEqual(new Set());
  });

  it('lets 10 parallel spends on 10 leads with 4 tokens spend exactly 4', async () => {
    const companyId = ulid();
    await tokens.creditTokensOnce({ companyId, sessionId: `cs_${ulid()}`, tokens: 4, reason: 'Pay-per-lead start' });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => tokens.spendLeadToken(spendOn(companyId))));
    expect(outcomes.filter((o) => o.spent)).toHaveLength(4);
    expect(outcomes.filter((o) => !o.spent && o.reason === 'noTokens')).toHaveLength(6);
    expect(await tokens.tokenBalance(companyId)).toBe(0);
  });

  it('refunds a paid lead exactly once, with the reason in the ledger', async () => {
    const companyId = ulid();
    const other = ulid();
    await tokens.creditTokensOnce({ companyId, sessionId: `cs_${ulid()}`, tokens: 3, reason: 'Pay-per-lead start' });
    await tokens.creditTokensOnce({
      companyId: other,
      sessionId: `cs_${ulid()}`,
      tokens: 3,
      reason: 'Pay-per-lead start',
    });
    const lead = spendOn(companyId);
    await tokens.spendLeadToken(lead);
    await tokens.spendLeadToken({ ...lead, companyId: other });
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () => tokens.refundLeadTokens(lead.moveRequestId, 'Invalid')),
    );
    expect(refunds.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await tokens.tokenBalance(companyId)).toBe(3);
    expect(await tokens.tokenBalance(other)).toBe(3);
    expect(await tokens.refundLeadTokens(lead.moveRequestId, 'Invalid')).toBe(0);
    const [latest] = await tokens.listTokenLedger(companyId);
    expect(latest).toMatchObject({
      kind: 'refunded',
      tokens: 1,
      reason: 'Invalid',
      move_request_id: lead.moveRequestId,
    });
    // A refunded lead stays paid: quoting it again costs nothing.
    expect(await tokens.spendLeadToken(lead)).toEqual({ spent: false, reason: 'alreadyPaid' });
  });

  it('refunds only tokens spent since a given time', async () => {
    const companyId = ulid();
    await tokens.creditTokensOnce({ companyId, sessionId: `cs_${ulid()}`, tokens: 1, reason: 'Pay-per-lead start' });
    const lead = spendOn(companyId);
    await tokens.spendLeadToken(lead);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await tokens.refundLeadTokens(lead.moveRequestId, 'Withdrawn', { spentSince: future })).toBe(0);
    expect(await tokens.tokenBalance(companyId)).toBe(0);
  });
});
