import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@schemas/constants';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { seedCompanyConversations } from '@test/support/fixtures/many-conversations';
import type { TestUser } from '@test/support/fixtures/users';
import { itemsReadBy } from '@test/support/read-count';

/*
 * GET /conversations is paged (docs/security.md, Lists are paged): 20 a page newest first, the
 * next page's cursor in x-next-cursor, no conversation twice or missed, a forged cursor 400,
 * and a page reads at most 3 items per conversation it returns whatever the page (the
 * conversation, the company's quote for the booking reveal, the move request for its route and month).
 */

const COUNT = 45;
let user: TestUser;
let companyId: string;
let seeded: string[];

const page = (cursor?: string) =>
  callRoute(routes.listConversations, { token: user.accessToken, query: cursor ? { cursor } : undefined });

beforeAll(async () => {
  const x = await companyWithUser({ name: 'Paged Conversation Movers' });
  user = x.user;
  companyId = x.company.id;
  // Every 5th booked; every 2nd booked one predates the copied last name (its profile is read).
  seeded = await seedCompanyConversations({ companyId, count: COUNT, bookedEvery: 5, unnamedEvery: 2 });
});

describe('GET /conversations pages', () => {
  it('walks every conversation newest first, 20 a page, without duplicates or misses', async () => {
    const ids: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const answer = await page(cursor);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      sizes.push(answer.body.length);
      ids.push(...answer.body.map((c: { id: string }) => c.id));
      cursor = answer.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
    } while (cursor && sizes.length < 10);
    expect(sizes.slice(0, 2)).toEqual([LIMITS.conversationsPageSize, LIMITS.conversationsPageSize]);
    expect(ids).toEqual(seeded);
    expect(cursor).toBeUndefined();
  });

  it('still reveals the last name of a booked customer on a later page', async () => {
    const first = await page();
    const third = await page(first.headers.get(NEXT_CURSOR_HEADER)!).then((second) =>
      page(second.headers.get(NEXT_CURSOR_HEADER)!),
    );
    // Conversation 40 is booked (every 5th) and unnamed on its quote (every 2nd booked): read from the profile.
    const row = third.body.find((c: { id: string }) => c.id === seeded[40]);
    expect(row!.mover).toEqual({ firstName: 'Customer40', lastName: 'Last40' });
    expect(third.body.find((c: { id: string }) => c.id === seeded[41])!.mover).toEqual({
      firstName: 'Customer41',
      lastName: null,
    });
  });

  it('refuses a cursor it did not give with a clear 400', async () => {
    const forged = [
      'not a cursor!',
      'AAAA',
      Buffer.from('{"updated_at":"x"}').toString('base64url'),
      Buffer.from('["2026-01-01T00:00:00.000Z"]').toString('base64url'),
      Buffer.from('["", "x"]').toString('base64url'),
      Buffer.from('[1, 2]').toString('base64url'),
    ];
    for (const cursor of forged) {
      const answer = await page(cursor);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error).toMatch(/The cursor is not valid/);
    }
  });

  it('reads at most 3 items per conversation returned, on the first page and a deep one', async () => {
    const { listConversations } = await import('@functions/messaging/list-conversations');
    const auth = {
      userId: user.sub,
      username: user.username,
      role: 'MOVING_COMPANY' as const,
      groups: ['MOVING_COMPANY'],
    };
    const run = (cursor?: string) =>
      listConversations({
        auth,
        query: cursor ? { cursor } : {},
        profile: null,
        params: undefined,
        body: undefined,
        event: {} as never,
        requestId: 'paging-test',
      }) as Promise<{
        body: unknown[];
        headers: Record<string, string>;
      }>;
    // The fixed reads of every request (the caller's profile, company, plan) on an empty list.
    const idle = await companyWithUser({ name: 'Quiet Paged Movers' });
    const idleAuth = { ...auth, userId: idle.user.sub, username: idle.user.username };
    const fixed = (
      await itemsReadBy(() =>
        listConversations({
          auth: idleAuth,
          query: {},
          profile: null,
          event: {} as never,
          requestId: 'paging-test',
        } as never),
      )
    ).itemsRead;

    const first = await itemsReadBy(() => run());
    const second = await itemsReadBy(() => run(first.result.headers[NEXT_CURSOR_HEADER]));
    const third = await itemsReadBy(() => run(second.result.headers[NEXT_CURSOR_HEADER]));
    // A booking made before the quote carried the customer's last name costs that customer's
    // profile too (older data only): counted apart, so the bound is 3 per conversation plus those.
    const olderBookings = (rows: unknown[]) =>
      rows.filter((row) => {
        const i = seeded.indexOf((row as { id: string }).id);
        return i % 5 === 0 && (i / 5) % 2 === 0;
      }).length;
    for (const { result, itemsRead } of [first, second, third]) {
      expect(result.body.length).toBeGreaterThan(0);
      expect(itemsRead - fixed - olderBookings(result.body)).toBeLessThanOrEqual(3 * result.body.length);
    }
    expect(third.result.body).toHaveLength(COUNT - 2 * LIMITS.conversationsPageSize);
  });
});
