import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany } from '@test/support/fixtures/companies';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';
import { itemsReadBy } from '@test/support/read-count';

/*
 * GET /moving-company-list is paged (docs/security.md, Lists are paged, part 3): a page after
 * the cursor in x-next-cursor, no company twice or missed, by state or by name, a name search
 * that reads only what it answers, verified companies only for non-admins (from their own
 * index: full pages past any stretch of unverified companies, kept in step with verification),
 * forged cursors 400, and a page reads at most its size whatever its number.
 */

const COUNT = 30;
const STATE = 'WY'; // no other test's companies use this state or these names
let admin: TestUser;
let mover: TestUser;
const made: Array<{ id: string; name: string; is_verified: boolean }> = [];
/** Unverified companies waiting for vetting, a stretch longer than a customer's page (before 'Directory Pages' by name). */
const GAP = 12;
const gap: string[] = [];

type Query = { cursor?: string; limit?: number; sort?: 'state' | 'name'; search?: string };
const page = (user: TestUser, query: Query) =>
  callRoute(routes.listMovingCompanies, {
    token: user.accessToken,
    query: Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
  });

async function walk(user: TestUser, query: Query) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  do {
    const answer = await page(user, { ...query, cursor });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    sizes.push(answer.body.length);
    ids.push(...answer.body.map((c: { id: string }) => c.id));
    cursor = answer.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  } while (cursor && sizes.length < 200);
  return { ids, sizes, cursor };
}

/** The handler in this process, so its reads are tallied. */
async function readsOfPage(role: 'ADMIN' | 'MOVER', query: Required<Pick<Query, 'limit' | 'sort'>> & Query) {
  const { listMovingCompanies } = await import('@functions/companies/list-moving-companies');
  const auth = { userId: 'reader', username: 'reader', role, groups: [role] };
  const run = () =>
    listMovingCompanies({
      auth,
      query,
      profile: null,
      params: undefined,
      body: undefined,
      event: {} as never,
      requestId: 'company-paging',
    }) as Promise<{
      body: unknown[];
      headers: Record<string, string>;
    }>;
  const { result, itemsRead } = await itemsReadBy(run);
  return { rows: result.body.length, next: result.headers[NEXT_CURSOR_HEADER], itemsRead };
}

beforeAll(async () => {
  [admin, mover] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true }),
    createTestUser({ role: 'MOVER', profile: true }),
  ]);
  for (let i = 1; i <= COUNT; i++) {
    const name = `Directory Pages ${String(i).padStart(2, '0')}`;
    const is_verified = i % 3 !== 0;
    const company = await createTestCompany({ name, state: STATE, is_verified, plan: 'none' });
    made.push({ id: company.id, name, is_verified });
  }
  for (let i = 1; i <= GAP; i++) {
    const name = `Directory Gap ${String(i).padStart(2, '0')}`;
    gap.push((await createTestCompany({ name, state: STATE, is_verified: false, plan: 'none' })).id);
  }
});

describe('GET /moving-company-list pages', () => {
  it('walks every company by state then name for an admin, 7 a page, without duplicates or misses', async () => {
    const { ids, sizes, cursor } = await walk(admin, { limit: 7 });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => made.some((m) => m.id === id))).toEqual(made.map((m) => m.id));
    expect(sizes.slice(0, -1).every((size) => size === 7)).toBe(true);
    expect(cursor).toBeUndefined();
  });

  it('shows a customer verified companies only, every one of them once, in full pages', async () => {
    for (const sort of ['state', 'name'] as const) {
      const { ids, sizes } = await walk(mover, { limit: 5, sort });
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => made.some((m) => m.id === id))).toEqual(
        made.filter((m) => m.is_verified).map((m) => m.id),
      );
      expect(ids.filter((id) => gap.includes(id))).toEqual([]);
      // A stretch of unverified companies costs no short page: every page but the last is full.
      expect(
        sizes.slice(0, -1).every((size) => size === 5),
        `${sort}: ${sizes.join(',')}`,
      ).toBe(true);
    }
  });

  it('moves a company into and out of the customer directory as it is verified and unverified', async () => {
    pointAtStack();
    const { companyVerificationItem } = await import('@functions/core/data/company/moving-companies');
    const { transactWrite } = await import('@functions/core/data/transact-write');
    const { id } = await createTestCompany({
      name: 'Zulu Vetted Movers',
      state: STATE,
      is_verified: false,
      plan: 'none',
    });
    const seen = async () => (await walk(mover, { search: 'zulu vetted' })).ids;
    expect(await seen()).toEqual([]);
    const facts = { vetted_on: '2026-01-05', hours_spent: 6, rating: 5 };
    expect((await transactWrite({ verification: companyVerificationItem(id, facts) })).ok).toBe(true);
    expect(await seen()).toEqual([id]);
    expect((await walk(mover, {})).ids).toContain(id);
    expect((await transactWrite({ verification: companyVerificationItem(id, null) })).ok).toBe(true);
    expect(await seen()).toEqual([]);
    expect((await walk(mover, {})).ids).not.toContain(id);
    expect((await walk(admin, { search: 'zulu vetted' })).ids).toEqual([id]);
  });

  it('files a company stored before the verified directory (the backfill), once', async () => {
    pointAtStack();
    const { documentClient } = await import('@functions/platform/aws/dynamodb');
    const { config } = await import('@functions/platform/config');
    const { findCompany } = await import('@functions/core/data/company/moving-companies');
    const { indexVerifiedDirectory } = await import('@functions/core/data/company/company-pages');
    const older = await Promise.all(
      [true, false].map((is_verified) =>
        createTestCompany({ name: `Yankee Older ${String(is_verified)}`, state: STATE, is_verified, plan: 'none' }),
      ),
    );
    for (const { id } of older) {
      await documentClient().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: { pk: `COMPANY#${id}`, sk: 'PROFILE' },
          UpdateExpression: 'REMOVE directory_listing, gsi4pk, gsi4sk, gsi5pk, gsi5sk',
        }),
      );
    }
    expect((await walk(mover, { search: 'yankee older' })).ids).toEqual([]);
    for (const { id } of older)
      expect(await indexVerifiedDirectory((await findCompany(id, { consistent: true }))!)).toBe(true);
    for (const { id } of older)
      expect(await indexVerifiedDirectory((await findCompany(id, { consistent: true }))!)).toBe(false);
    expect((await walk(mover, { search: 'yankee older' })).ids).toEqual([older[0].id]);
    expect((await walk(mover, {})).ids).toContain(older[0].id);
    expect((await walk(mover, {})).ids).not.toContain(older[1].id);
  });

  it('orders by name and searches a name prefix, case-insensitive, reading only what it answers', async () => {
    const byName = await walk(admin, { sort: 'name', limit: 8 });
    expect(byName.ids.filter((id) => made.some((m) => m.id === id))).toEqual(made.map((m) => m.id));
    const search = await walk(admin, { search: 'DIRECTORY pages 1', limit: 4 });
    expect(search.ids).toEqual(made.filter((m) => m.name.startsWith('Directory Pages 1')).map((m) => m.id));
    expect(search.sizes).toEqual([4, 4, 2]);
    // A customer's search: verified ones only.
    const customers = await walk(mover, { search: 'directory pages 1' });
    expect(customers.ids).toEqual(
      made.filter((m) => m.name.startsWith('Directory Pages 1') && m.is_verified).map((m) => m.id),
    );
  });

  it('files a renamed company under its new name', async () => {
    pointAtStack();
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    const { id } = await createTestCompany({ name: 'Renamed Before Movers', state: STATE, plan: 'none' });
    await movingCompanyEntity().patch({ id }).set({ name: 'Zebra Renamed Movers', state: STATE }).go();
    expect((await walk(admin, { search: 'renamed before' })).ids).toEqual([]);
    expect((await walk(admin, { search: 'zebra renamed' })).ids).toEqual([id]);
  });

  it('refuses a cursor it did not give, or one of another order or search, with a clear 400', async () => {
    const first = await page(admin, { limit: 3 });
    const stateCursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const nameCursor = (await page(admin, { sort: 'name', limit: 3 })).headers.get(NEXT_CURSOR_HEADER)!;
    const forged: Array<[Query, string]> = [
      [{ cursor: 'not a cursor!' }, 'junk'],
      [{ cursor: Buffer.from('["STATE#NC#NAME#x"]').toString('base64url') }, 'one part'],
      [{ cursor: Buffer.from('["", "x"]').toString('base64url') }, 'empty part'],
      [{ cursor: stateCursor, sort: 'name' }, 'a state cursor by name'],
      [{ cursor: nameCursor }, 'a name cursor by state'],
      [{ cursor: nameCursor, search: 'zzz' }, 'a cursor of another search'],
    ];
    for (const [query, why] of forged) {
      const answer = await page(admin, query);
      expect(answer.status, why).toBe(400);
      expect(answer.body.error, why).toMatch(/The cursor is not valid/);
    }
    expect((await page(admin, { limit: 101 })).status).toBe(400);
  });

  it('reads at most the page (a customer too: verified ones only) on the first page and a deep one', async () => {
    let cursor: string | undefined;
    for (let n = 1; n <= 4; n++) {
      const admins = await readsOfPage('ADMIN', { sort: 'name', limit: 5, cursor });
      expect(admins.itemsRead, `admin page ${n}`).toBeLessThanOrEqual(admins.rows);
      cursor = admins.next;
    }
    cursor = undefined;
    for (let n = 1; n <= 4; n++) {
      const customers = await readsOfPage('MOVER', { sort: 'state', limit: 5, cursor });
      // A non-admin page reads the verified index only: reads equal rows, and the page is full.
      expect(customers.rows, `customer page ${n}`).toBe(5);
      expect(customers.itemsRead, `customer page ${n}`).toBeLessThanOrEqual(customers.rows);
      cursor = customers.next;
    }
    const search = await readsOfPage('ADMIN', { sort: 'name', search: 'directory pages 2', limit: 20 });
    expect(search.rows).toBe(10);
    expect(search.itemsRead).toBe(10);
  });
});
