import { describe, expect, it } from 'vitest';
import { namedItemsInOrder, refusalOf, type NamedItems } from '@functions/core/data/transact-refusal';

const item = (label: string) => ({ Put: { label } });
const REFUSED = 'ConditionalCheckFailed';

/** DynamoDB's cancellation codes for `named`, in the order sent: REFUSED for the items of `refusing`. */
function codesRefusing(named: NamedItems, refusing: readonly object[]): string[] {
  return namedItemsInOrder(named).items.map((sent) => (refusing.includes(sent) ? REFUSED : 'None'));
}

describe('transaction refusals are read by item name', () => {
  const balance = item('balance');
  const paidLead = item('paidLead');
  const message = item('message');
  const preview = item('preview');

  it('sends single items and groups in the order given, leaving out null and empty names', () => {
    const { items } = namedItemsInOrder({ balance, skipped: null, paidFor: [message, preview], none: [] });
    expect(items).toEqual([balance, message, preview]);
  });

  it('names the refusing item, and which member of a group refused', () => {
    const named = { balance, paidLead, paidFor: [message, preview] };
    const refusal = refusalOf(named, codesRefusing(named, [preview]));
    expect(refusal.refused('paidFor')).toBe(true);
    expect(refusal.refusedIndex('paidFor')).toBe(1);
    expect(refusal.refused('balance')).toBe(false);
    expect(refusal.refused('paidLead')).toBe(false);
    expect(refusal.reasons).toBe('balance: None, paidLead: None, paidFor: None, paidFor: ConditionalCheckFailed');
  });

  it('keeps its meaning when the items are reordered', () => {
    const first = { balance, paidLead, paidFor: [message] };
    const reordered = { paidFor: [message], paidLead, balance };
    for (const named of [first, reordered]) {
      const refusal = refusalOf(named, codesRefusing(named, [paidLead]));
      expect(refusal.refused('paidLead')).toBe(true);
      expect(refusal.refused('balance')).toBe(false);
      expect(refusal.refusedIndex('paidFor')).toBe(-1);
    }
  });

  it('skipped names do not shift the others', () => {
    const named = { check: null, company: balance, claim: paidLead };
    const refusal = refusalOf(named, codesRefusing(named, [paidLead]));
    expect(refusal.refused('claim')).toBe(true);
    expect(refusal.refused('company')).toBe(false);
    expect(refusal.refused('check')).toBe(false);
  });

  it('says when a parallel transaction conflicted beside the refusal', () => {
    const named = { balance, paidLead };
    expect(refusalOf(named, ['TransactionConflict', REFUSED]).conflicted).toBe(true);
    expect(refusalOf(named, ['None', REFUSED]).conflicted).toBe(false);
  });
});
