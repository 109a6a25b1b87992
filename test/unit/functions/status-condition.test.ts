import { beforeAll, describe, expect, it } from 'vitest';
import { anyOf, statusIn } from '@functions/core/data/status-condition';
import { quoteEntity } from '@functions/core/data/quote/quotes';

/** The ConditionExpression ElectroDB would send for a quote patch guarded by statusIn. */
function patchCondition(statuses: Parameters<typeof statusIn>[0]): string {
  const params = quoteEntity()
    .patch({ move_request_id: 'm1', moving_company_id: 'c1' })
    .set({ status: 'BOOKED' })
    .where(statusIn(statuses))
    .params<{ ConditionExpression: string }>();
  return params.ConditionExpression;
}

describe('status IN-list condition', () => {
  beforeAll(() => {
    process.env.TABLE_NAME ??= 'unit-test-table'; // params() only: nothing is sent
  });

  it('puts an OR list in parentheses', () => {
    expect(anyOf(['a = :a', 'b = :b'])).toBe('(a = :a OR b = :b)');
  });

  it("keeps every status of the list under the write's own condition (AND binds tighter than OR)", () => {
    const condition = patchCondition(['QUOTED', 'INVITED_TO_BOOK', 'CANCELLED']);
    // Unparenthesised, this would read `exists(pk) AND exists(sk) AND #status = :a OR #status = :b
    // OR ...`: an item with one of the later statuses would pass without the existence check.
    expect(condition).toMatch(
      /^attribute_exists\(#pk\) AND attribute_exists\(#sk\) AND \(#status = :\w+ OR #status = :\w+ OR #status = :\w+\)$/,
    );
  });
});
