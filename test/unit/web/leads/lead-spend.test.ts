import { describe, expect, it } from 'vitest';
import { asksBeforeSpend, LEAD_SPEND_TEXT, tokenLabel } from '@web/lib/lead-spend/lead-spend';
import { matchesLeadFilter, requestedFirst } from '@web/features/leads/manage-leads/model/lead-filter';
import { lead } from './company-lead-rows';
import { waitingText } from '@web/features/leads/manage-leads/model/lead-dates';

describe('the token spend on the lead pages', () => {
  it("says '1 token' on a button only when pressing it spends one", () => {
    expect(tokenLabel('Send message', true)).toBe('Send message · 1 token');
    expect(tokenLabel('Create & send quote', true)).toBe('Create & send quote · 1 token');
    expect(tokenLabel('Send message', false)).toBe('Send message');
  });

  it('asks only for a spend, without the saved choice, once per browser session', () => {
    expect(asksBeforeSpend(true, false, false)).toBe(true);
    expect(asksBeforeSpend(false, false, false)).toBe(false);
    expect(asksBeforeSpend(true, true, false)).toBe(false);
    expect(asksBeforeSpend(true, false, true)).toBe(false);
  });

  it('asks with the balance in words', () => {
    expect(LEAD_SPEND_TEXT.question(15)).toBe('Spend 1 of your 15 tokens on this lead?');
    expect(LEAD_SPEND_TEXT.question(1)).toBe('Spend 1 of your 1 token on this lead?');
  });
});

describe("/manage-leads: 'Requested you'", () => {
  const asked = lead('a', { requested_by_customer: true });
  const reachedOut = lead('b', { requested_by_customer: false });
  const saved = lead('c', { type: 'saved', status: 'SAVED' });

  it('filters to the leads whose customer asked the company', () => {
    expect([asked, reachedOut, saved].filter((l) => matchesLeadFilter(l, 'requested-you'))).toEqual([asked]);
  });

  it('puts requested leads first and keeps the order otherwise', () => {
    const later = lead('d', { requested_by_customer: true });
    expect(requestedFirst([reachedOut, asked, saved, later]).map((l) => l.move_request_id)).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
  });

  it('puts new requests above all, the longest waiting first', () => {
    const newer = lead('n', {
      status: 'QUOTE_REQUESTED',
      requested_by_customer: true,
      updated_at: '2026-02-03T10:00:00.000Z',
    });
    const older = lead('o', {
      status: 'QUOTE_REQUESTED',
      requested_by_customer: true,
      updated_at: '2026-02-02T10:00:00.000Z',
    });
    expect(requestedFirst([reachedOut, asked, newer, saved, older]).map((l) => l.move_request_id)).toEqual([
      'o',
      'n',
      'a',
      'b',
      'c',
    ]);
  });
});

describe('/manage-leads: how long a request has waited', () => {
  const now = new Date('2026-02-03T12:00:00.000Z');
  it('in hours under two days, then in days', () => {
    expect(waitingText('2026-02-03T11:30:00.000Z', now)).toBe('Waiting under an hour for your quote');
    expect(waitingText('2026-02-03T11:00:00.000Z', now)).toBe('Waiting 1 hour for your quote');
    expect(waitingText('2026-02-03T06:10:00.000Z', now)).toBe('Waiting 5 hours for your quote');
    expect(waitingText('2026-01-31T12:00:00.000Z', now)).toBe('Waiting 3 days for your quote');
  });
});
