import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { LIMITS } from '@schemas/constants';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { pointAtStack } from '@test/support/point-at-stack';
import type { TestUser } from '@test/support/fixtures/users';
import { itemsReadBy } from '@test/support/read-count';

/*
 * GET /moving-company/{id}/token-ledger is paged (docs/security.md, Lists are paged): 20 a
 * page newest first with nextCursor, no entry twice or missed, a forged cursor 400, and a page
 * reads only its entries (never the company's other items) whatever the page.
 */

const COUNT = 45;
let user: TestUser;
let companyId: string;
let newestFirst: string[];

const page = (cursor?: string) =>
  callRoute(routes.getTokenLedger, {
    token: user.accessToken,
    params: { id: companyId },
    query: cursor ? { cursor } : undefined,
  });

beforeAll(async () => {
  const x = await companyWithUser({ name: 'Ledger Paging Movers' });
  user = x.user;
  companyId = x.company.id;
  pointAtStack();
  const { tokenLedgerEntity } = await import('@functions/core/data/lead-tokens/lead-tokens');
  const ids = Array.from({ length: COUNT }, () => ulid()).sort();
  await tokenLedgerEntity()
    .put(
      ids.map((id, i) => ({
        moving_company_id: companyId,
        id,
        kind: 'spent' as const,
        tokens: -1,
        reason: `Entry ${i}`,
        created_at: new Date().toISOString(),
      })),
    )
    .go({ concurrency: 4 });
  newestFirst = [...ids].reverse();
});

describe('GET /moving-company/{id}/token-ledger pages', () => {
  it('walks every entry newest first, 20 a page, without duplicates or misses', async () => {
    const ids: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const answer: { status: number; body: { entries: Array<{ id: string }>; nextCursor: string | null } } =
        await page(cursor ?? undefined);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      sizes.push(answer.body.entries.length);
      ids.push(...answer.body.entries.map((e) => e.id));
      cursor = answer.body.nextCursor;
    } while (cursor && sizes.length < 10);
    expect(sizes.slice(0, 2)).toEqual([LIMITS.tokenLedgerPageSize, LIMITS.tokenLedgerPageSize]);
    expect(ids).toEqual(newestFirst);
  });

  it('refuses a cursor it did not give with a clear 400', async () => {
    for (const cursor of [
      'not a cursor!',
      'AAAA',
      Buffer.from('["a","b"]').toString('base64url'),
      Buffer.from('[7]').toString('base64url'),
    ]) {
      const answer = await page(cursor);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error).toMatch(/The cursor is not valid/);
    }
  });

  it('a later page reads its entries (and the one it starts after), not the rest of the ledger or the company', async () => {
    const { tokenLedgerPage } = await import('@functions/core/data/lead-tokens/lead-tokens');
    const first = await itemsReadBy(() => tokenLedgerPage(companyId, LIMITS.tokenLedgerPageSize));
    expect(first.itemsRead).toBe(LIMITS.tokenLedgerPageSize);
    const second = await itemsReadBy(() =>
      tokenLedgerPage(companyId, LIMITS.tokenLedgerPageSize, first.result.nextId!),
    );
    expect(second.result.entries.map((e) => e.id)).toEqual(newestFirst.slice(20, 40));
    expect(second.itemsRead).toBeLessThanOrEqual(LIMITS.tokenLedgerPageSize + 1);
  });
});
