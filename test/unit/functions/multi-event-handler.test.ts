import { describe, expect, it } from 'vitest';
import { multiEventHandler } from '@functions/platform/event-handler';
import { eventRules, ruleDetailTypes } from '@schemas/events';

describe('a rule with several detail-types', () => {
  it('hands each event to the function of its type, with its id and time, and refuses other types', async () => {
    const seen: string[] = [];
    const handler = multiEventHandler({
      MoveRequestCreated: (detail, meta) =>
        Promise.resolve(void seen.push(`move ${detail.moveRequestId} ${meta.eventId} ${meta.time.toISOString()}`)),
      LeadPaid: (detail) => Promise.resolve(void seen.push(`paid ${detail.tokens}`)),
    });
    await handler({
      id: 'e1',
      time: '2026-01-02T03:04:05.000Z',
      'detail-type': 'MoveRequestCreated',
      detail: { moveRequestId: 'm1', customerId: 'c' },
    });
    await handler({ id: 'e2', 'detail-type': 'LeadPaid', detail: { companyId: 'x', moveRequestId: 'm', tokens: 1 } });
    expect(seen).toEqual(['move m1 e1 2026-01-02T03:04:05.000Z', 'paid 1']);
    await expect(handler({ id: 'e3', 'detail-type': 'UserCreated', detail: {} })).rejects.toThrow(
      'No handler for UserCreated',
    );
    await expect(handler({ id: 'e4', 'detail-type': 'LeadPaid', detail: { companyId: 'x' } })).rejects.toThrow();
  });

  it('routes the marketplace counters with one rule for all five events, each type once across its rule', () => {
    const stats = eventRules.filter((rule) => rule.handler.startsWith('marketplace-stats/'));
    expect(stats).toHaveLength(1);
    expect(ruleDetailTypes(stats[0]).sort()).toEqual([
      'LeadPaid',
      'MoveRequestCreated',
      'QuoteStatusChanged',
      'TokensCredited',
      'UserCreated',
    ]);
    for (const rule of eventRules) expect(new Set(ruleDetailTypes(rule)).size).toBe(ruleDetailTypes(rule).length);
  });
});
