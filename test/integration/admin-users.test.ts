import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { TOTAL_COUNT_HEADER } from '@schemas/admin';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { createTestCompany, type TestCompany } from '@test/support/fixtures/companies';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/**
 * GET /admin/auth/users: pages of the newest profiles and prefix searches on first name, last
 * name, "first last" and e-mail, from the index the profile writes keep (no Scan), with the
 * total in x-total-count. 35 profiles are created through the real profile write (createProfile).
 */
const tag = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)
  .padEnd(6, 'q');
const COUNT = 35;
const pad = (i: number) => String(i).padStart(2, '0');
/** Ids sort like the creation order, so rows created in the same millisecond still come newest first. */
const idOf = (i: number) => `${tag}0000-0000-4000-8000-0000000000${pad(i)}`;
const emailOf = (i: number) => `em${tag}-${pad(i)}@test.example`;

let admin: TestUser;
let company: TestCompany;
let totalBefore: number;

const list = (query: Record<string, string>, token = admin.accessToken) =>
  callRoute(routes.listAdminUsers, { token, query });
const totalOf = (answer: { headers: Headers }) => Number(answer.headers.get(TOTAL_COUNT_HEADER));
const emailsOf = (answer: { body: Array<{ email: string }> }) => answer.body.map((row) => row.email);
/** The e-mails of users i = from, from - 1, … (newest first). */
const newestFrom = (from: number, count: number) => Array.from({ length: count }, (_, k) => emailOf(from - k));

beforeAll(async () => {
  [admin, company] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true }),
    createTestCompany({ name: `Listed Movers ${tag}` }),
  ]);
  totalBefore = totalOf(await list({}));
  pointAtStack();
  const { createProfile } = await import('@functions/core/data/user/users');
  for (let i = 0; i < COUNT; i++) {
    await createProfile({
      id: idOf(i),
      auth_id: idOf(i),
      firstName: `Fn${tag}${i < 20 ? 'Alpha' : 'Beta'}`,
      lastName: `Ln${tag}${i % 2 === 0 ? 'Even' : 'Odd'}`,
      email: emailOf(i),
      role: i % 5 === 0 ? 'MOVING_COMPANY' : 'MOVER',
      moving_company_id: i % 5 === 0 ? company.id : undefined,
    });
  }
});

describe('GET /admin/auth/users without search', () => {
  it('pages the newest profiles first, 10 by default, the total in x-total-count', async () => {
    const first = await list({});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(totalOf(first)).toBe(totalBefore + COUNT);
    expect(emailsOf(first)).toEqual(newestFrom(34, 10));

    const second = await list({ page: '2', limit: '10' });
    expect(emailsOf(second)).toEqual(newestFrom(24, 10));
    const fourth = await list({ page: '4', limit: '10' });
    // Older profiles (the admin's, other files') follow the 35.
    expect(emailsOf(fourth).slice(0, 5)).toEqual(newestFrom(4, 5));
    expect(fourth.body).toHaveLength(Math.min(10, totalBefore + COUNT - 30));

    const small = await list({ page: '3', limit: '7' });
    expect(emailsOf(small)).toEqual(newestFrom(20, 7));
  });

  it('answers an empty page past the end, with the total', async () => {
    const last = Math.ceil((totalBefore + COUNT) / 10);
    const beyond = await list({ page: String(last + 1) });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(totalOf(beyond)).toBe(totalBefore + COUNT);
  });

  it("shows each row's role, company name, status and creation time", async () => {
    const [row] = (await list({ search: emailOf(30) })).body;
    expect(row).toMatchObject({
      id: idOf(30),
      firstName: `Fn${tag}Beta`,
      lastName: `Ln${tag}Even`,
      email: emailOf(30),
      role: 'MOVING_COMPANY',
      moving_company_id: company.id,
      moving_company_name: company.name,
      account_status: 'ACTIVE',
    });
    expect(Date.parse(row.created_at)).not.toBeNaN();
    const [customer] = (await list({ search: emailOf(31) })).body;
    expect(customer).toMatchObject({ role: 'MOVER', moving_company_id: null, moving_company_name: null });
  });

  it('refuses bad paging with 400', async () => {
    expect((await list({ page: '0' })).status).toBe(400);
    expect((await list({ limit: '51' })).status).toBe(400);
    expect((await list({ page: 'x' })).status).toBe(400);
  });
});

describe('GET /admin/auth/users?search', () => {
  const sorted = (emails: string[]) => [...emails].sort();
  const allFrom = (indexes: number[]) => sorted(indexes.map(emailOf));
  const range = (count: number) => Array.from({ length: count }, (_, i) => i);

  it('matches the start of the first name, case-insensitive, paged; the total is what is known so far', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map((page) => list({ search: `FN${tag.toUpperCase()}`, page: String(page) })),
    );
    expect(pages.map((page) => page.body.length)).toEqual([10, 10, 10, 5, 0]);
    // Rows up to the page, plus one while more follow: the table shows one page more, never a full count.
    expect(pages.map(totalOf)).toEqual([11, 21, 31, 35, 35]);
    expect(sorted(pages.flatMap(emailsOf))).toEqual(allFrom(range(COUNT)));

    const alpha = await list({ search: `fn${tag}alpha`, limit: '50' });
    expect(totalOf(alpha)).toBe(20);
    expect(sorted(emailsOf(alpha))).toEqual(allFrom(range(20)));
  });

  it('matches the start of the last name', async () => {
    const odd = await list({ search: `LN${tag}o`, limit: '50' });
    expect(totalOf(odd)).toBe(17);
    expect(sorted(emailsOf(odd))).toEqual(allFrom(range(17).map((k) => 33 - 2 * k)));
  });

  it('matches the start of "first last", with any spacing', async () => {
    const answer = await list({ search: `  fn${tag}alpha   ln${tag}ev `, limit: '50' });
    expect(totalOf(answer)).toBe(10);
    expect(sorted(emailsOf(answer))).toEqual(allFrom([18, 16, 14, 12, 10, 8, 6, 4, 2, 0]));
  });

  it('matches the start of the e-mail address, case-insensitive, in e-mail order', async () => {
    const answer = await list({ search: `EM${tag.toUpperCase()}-0` });
    // A full page cannot know whether more follow without reading on: one more is announced.
    expect(totalOf(answer)).toBe(11);
    expect(emailsOf(answer)).toEqual(range(10).map(emailOf));
    const one = await list({ search: emailOf(7).toUpperCase() });
    expect(emailsOf(one)).toEqual([emailOf(7)]);
  });

  it('answers an empty page for no match, and past the end of the matches', async () => {
    const none = await list({ search: `nobody${tag}` });
    expect(none.body).toEqual([]);
    expect(totalOf(none)).toBe(0);
    const beyond = await list({ search: `ln${tag}`, page: '5' });
    expect(beyond.body).toEqual([]);
  });

  it('follows a change of name (the index moves with the profile write)', async () => {
    const { updateProfile } = await import('@functions/core/data/user/users');
    await updateProfile(idOf(3), { lastName: `Renamed${tag}` });
    expect(emailsOf(await list({ search: `renamed${tag}` }))).toEqual([emailOf(3)]);
    expect(emailsOf(await list({ search: `fn${tag}alpha renamed${tag}` }))).toEqual([emailOf(3)]);
    expect(totalOf(await list({ search: `ln${tag}odd`, limit: '50' }))).toBe(16);
    await updateProfile(idOf(3), { lastName: `Ln${tag}Odd` });
    expect(totalOf(await list({ search: `ln${tag}odd`, limit: '50' }))).toBe(17);
  });
});

describe('profiles stored before the index (scripts/backfill-user-search-index.ts)', () => {
  it('files them under the list and search keys and sets the counter; a second run changes nothing', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient } = await import('@functions/platform/aws/dynamodb');
    const { userEntity } = await import('@functions/core/data/user/users');
    const { backfillUserSearchIndex } = await import('@functions/core/data/user/user-search-backfill');
    // An old profile: main key and gsi1 only, not counted.
    const id = `${tag}old0-0000-4000-8000-000000000000`;
    const { Item } = userEntity()
      .put({
        id,
        auth_id: id,
        firstName: `Old${tag}`,
        lastName: 'Timer',
        email: `old${tag}@test.example`,
        role: 'MOVER',
      })
      .params<{ Item: Record<string, unknown> }>();
    const old = Object.fromEntries(
      Object.entries(Item).filter(([name]) => !/^gsi[234]/.test(name) && !name.startsWith('search_')),
    );
    await documentClient().send(new PutCommand({ TableName: currentStackTable(), Item: old }));
    // Its e-mail was always on gsi1; its name was not searchable.
    expect((await list({ search: `old${tag} tim` })).body).toEqual([]);
    expect(emailsOf(await list({ search: `old${tag}@` }))).toEqual([`old${tag}@test.example`]);

    const first = await backfillUserSearchIndex();
    expect(first.indexed).toBeGreaterThanOrEqual(1);
    expect(emailsOf(await list({ search: `old${tag}` }))).toEqual([`old${tag}@test.example`]);
    expect(emailsOf(await list({ search: `OLD${tag} tim` }))).toEqual([`old${tag}@test.example`]);
    const all = await list({});
    expect(totalOf(all)).toBe(first.profiles);

    const second = await backfillUserSearchIndex();
    expect(first.ranked).toBeGreaterThanOrEqual(1); // the old profile joins the page-number rank index
    expect(second).toEqual({ profiles: first.profiles, indexed: 0, changedMeanwhile: 0, ranked: 0 });
  });
});

function currentStackTable(): string {
  return process.env.TABLE_NAME!;
}
