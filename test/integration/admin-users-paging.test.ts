import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { createTestCompany } from '@test/support/fixtures/companies';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { itemsReadBy } from '@test/support/read-count';

/*
 * The admin user table pages with a cursor (docs/security.md, Lists are paged): each page's
 * x-next-cursor starts the next one, the walk matches the pages by number (no user twice or
 * missed), a forged cursor is a 400, and a page after a cursor reads at most 2 items per user
 * it returns (the page and its companies) plus the counter, whatever the page number. A page by
 * number alone (the spec's client) reads the same plus two items of the rank index.
 */
const tag = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)
  .padEnd(6, 'p');
const COUNT = 30;
let admin: TestUser;

type Answer = { status: number; body: Array<{ id: string; email: string }>; headers: Headers };
const list = (query: Record<string, string>): Promise<Answer> =>
  callRoute(routes.listAdminUsers, { token: admin.accessToken, query });

beforeAll(async () => {
  const company = await createTestCompany({ name: `Paged Users Movers ${tag}` });
  admin = await createTestUser({ role: 'ADMIN', profile: true });
  pointAtStack();
  const { createProfile } = await import('@functions/core/data/user/users');
  // Older profiles, so four full pages and a fifth exist even when this file runs alone.
  for (let i = 0; i < 12; i++) {
    const id = `${tag}f000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`;
    await createProfile({
      id,
      auth_id: id,
      firstName: 'Older',
      lastName: `Filler ${i}`,
      email: `old${tag}-${i}@test.example`,
      role: 'MOVER',
    });
  }
  for (let i = 0; i < COUNT; i++) {
    const id = `${tag}0000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`;
    await createProfile({
      id,
      auth_id: id,
      firstName: i < 6 ? `Dup${tag}` : 'Paged',
      lastName: `User ${i}`,
      email: i < 6 ? `dup${tag}-${i}@test.example` : `pg${tag}-${i}@test.example`,
      role: i % 3 ? 'MOVER' : 'MOVING_COMPANY',
      moving_company_id: i % 3 ? undefined : company.id,
    });
  }
  // As after a deploy (the seed runs it too): profiles other fixtures wrote raw join the rank index.
  const { backfillUserSearchIndex } = await import('@functions/core/data/user/user-search-backfill');
  await backfillUserSearchIndex();
});

/** Pages 1 to `pages` as the admin table asks them (by cursor) and as the spec's client does (by number). */
async function bothWalks(pages: number) {
  const byCursor: string[] = [];
  const byNumber: string[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= pages; page++) {
    const answer = await list(cursor ? { page: String(page), cursor } : {});
    byCursor.push(...answer.body.map((row) => row.id));
    cursor = answer.headers.get(NEXT_CURSOR_HEADER);
    byNumber.push(...(await list({ page: String(page) })).body.map((row) => row.id));
  }
  return { byCursor, byNumber };
}

describe('GET /admin/auth/users with a cursor', () => {
  it('walks the same users as the page numbers, newest first, without duplicates or misses', async () => {
    const byCursor: string[] = [];
    let cursor: string | null = null;
    let page = 1;
    for (; page <= 4; page++) {
      const answer = await list(cursor ? { page: String(page), cursor } : {});
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      byCursor.push(...answer.body.map((row) => row.id));
      cursor = answer.headers.get(NEXT_CURSOR_HEADER);
      expect(cursor).toBeTruthy();
    }
    const byNumber: string[] = [];
    for (let p = 1; p <= 4; p++) byNumber.push(...(await list({ page: String(p) })).body.map((row) => row.id));
    expect(byCursor).toHaveLength(40);
    expect(new Set(byCursor).size).toBe(40);
    expect(byCursor).toEqual(byNumber);
  });

  it('has no cursor on the last page', async () => {
    const total = Number((await list({})).headers.get('x-total-count'));
    const last = await list({ page: String(Math.ceil(total / 10)) });
    expect(last.body.length).toBeGreaterThan(0);
    expect(last.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('refuses a cursor it did not give with a clear 400', async () => {
    for (const cursor of [
      'not a cursor!',
      'AAAA',
      Buffer.from('["x"]').toString('base64url'),
      Buffer.from('[1,"a"]').toString('base64url'),
    ]) {
      const answer = (await list({ cursor })) as unknown as { status: number; body: { error: string } };
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error).toMatch(/The cursor is not valid/);
    }
  });

  it('reads at most 2 items per user returned after a cursor, on page 4 as on page 2, plus the counter', async () => {
    const { listAdminUsers } = await import('@functions/admin/list-admin-users');
    const run = (query: Record<string, unknown>) =>
      listAdminUsers({
        auth: { userId: admin.sub, username: admin.username, role: 'ADMIN', groups: ['ADMIN'] },
        query: { page: 1, limit: 10, ...query },
        event: {} as never,
        requestId: 'paging-test',
      } as never) as Promise<{
        body: unknown[];
        headers: Record<string, string>;
      }>;
    let cursor: string | undefined;
    for (let page = 1; page <= 4; page++) {
      const { result, itemsRead } = await itemsReadBy(() => run(cursor ? { page, cursor } : { page }));
      expect(result.body).toHaveLength(10);
      // The counter (1) + the page's profiles + at most one company each.
      if (page > 1) expect(itemsRead - 1, `page ${page}`).toBeLessThanOrEqual(2 * result.body.length);
      cursor = result.headers[NEXT_CURSOR_HEADER];
    }
  });

  it('reads at most 2 items per user by page number alone too, plus the counter and two rank items, on a far page as on page 1', async () => {
    const { listAdminUsers } = await import('@functions/admin/list-admin-users');
    const run = (page: number) =>
      listAdminUsers({
        auth: { userId: admin.sub, username: admin.username, role: 'ADMIN', groups: ['ADMIN'] },
        query: { page, limit: 10 },
        event: {} as never,
        requestId: 'paging-test',
      } as never) as Promise<{ body: unknown[]; headers: Record<string, string> }>;
    const total = Number((await run(1)).headers['x-total-count']);
    const last = Math.ceil(total / 10);
    for (const page of [1, 2, 4, Math.max(1, last - 1), last]) {
      const { result, itemsRead } = await itemsReadBy(() => run(page));
      expect(result.body.length, `page ${page} of ${last}`).toBeGreaterThan(0);
      // The counter, one day's and one hour's rank item, the page's profiles, at most one company each.
      expect(itemsRead - 3, `page ${page} of ${last}`).toBeLessThanOrEqual(2 * result.body.length);
    }
  });

  it('takes a deleted profile out of the page numbers as out of the cursor walk', async () => {
    const { createProfile, deleteProfile } = await import('@functions/core/data/user/users');
    const ids = [`${tag}-deleted-older`, `${tag}-kept-newer`];
    for (const id of ids)
      await createProfile({
        id,
        auth_id: id,
        firstName: 'Gone',
        lastName: 'Soon',
        email: `${id}@test.example`,
        role: 'MOVER',
      });
    await deleteProfile(ids[0]);
    await deleteProfile(ids[0]); // a second delete changes nothing
    const { byCursor, byNumber } = await bothWalks(3);
    expect(byNumber).toEqual(byCursor);
    expect(byNumber[0]).toBe(ids[1]);
    expect(byNumber).not.toContain(ids[0]);
    expect(new Set(byNumber).size).toBe(30);
  });
});

describe('GET /admin/auth/users?search with a cursor', () => {
  const walk = async (search: string) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; page <= 10; page++) {
      const answer = await list(cursor ? { search, page: String(page), cursor } : { search });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      seen.push(...answer.body.map((row) => row.email));
      cursor = answer.headers.get(NEXT_CURSOR_HEADER);
      if (!cursor) return seen;
    }
    throw new Error('the walk did not end');
  };

  it('walks every match once, without duplicates or misses', async () => {
    const seen = await walk(`PG${tag.toUpperCase()}`);
    expect(seen).toHaveLength(24);
    expect(new Set(seen).size).toBe(24);
    expect(seen.every((email) => email.startsWith(`pg${tag}-`))).toBe(true);
  });

  it('shows a profile matched by its name and its e-mail once', async () => {
    const seen = await walk(`dup${tag}`);
    expect(seen.sort()).toEqual(Array.from({ length: 6 }, (_, i) => `dup${tag}-${i}@test.example`));
  });

  it('refuses a cursor it did not give, or one of another search, with a clear 400', async () => {
    const first = await list({ search: `pg${tag}` });
    const otherSearch = first.headers.get(NEXT_CURSOR_HEADER)!;
    expect(otherSearch).toBeTruthy();
    const forged = [
      'not a cursor!',
      Buffer.from('["x"]').toString('base64url'),
      Buffer.from(`["9","id","pg${tag}"]`).toString('base64url'),
      Buffer.from(`["x","id","pg${tag}"]`).toString('base64url'),
    ];
    for (const [search, cursor] of [...forged.map((c) => [`pg${tag}`, c]), [`dup${tag}`, otherSearch]] as const) {
      const answer = (await list({ search, cursor })) as unknown as { status: number; body: { error: string } };
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error).toMatch(/The cursor is not valid/);
    }
  });

  it('reads at most 2 items per user returned on every page (profiles and companies)', async () => {
    const { listAdminUsers } = await import('@functions/admin/list-admin-users');
    const run = (query: Record<string, unknown>) =>
      listAdminUsers({
        auth: { userId: admin.sub, username: admin.username, role: 'ADMIN', groups: ['ADMIN'] },
        query: { page: 1, limit: 5, ...query },
        event: {} as never,
        requestId: 'paging-test',
      } as never) as Promise<{
        body: unknown[];
        headers: Record<string, string>;
      }>;
    let cursor: string | undefined;
    for (let page = 1; page <= 4; page++) {
      const { result, itemsRead } = await itemsReadBy(() =>
        run({ search: `pg${tag}`, page, ...(cursor ? { cursor } : {}) }),
      );
      expect(result.body).toHaveLength(5);
      expect(itemsRead, `page ${page}`).toBeLessThanOrEqual(2 * result.body.length);
      cursor = result.headers[NEXT_CURSOR_HEADER];
    }
  });
});
