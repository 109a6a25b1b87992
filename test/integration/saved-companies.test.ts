import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { SavedMovingCompanySchema } from '@schemas/companies';
import { callRoute } from '@test/support/api';
import { createTestCompany, type TestCompany } from '@test/support/fixtures/companies';
import { storedSavedCompanies } from '@test/support/fixtures/saved';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

let admin: TestUser;
let companyUser: TestUser;
let a: TestCompany;
let b: TestCompany;
let hidden: TestCompany;

beforeAll(async () => {
  [admin, companyUser] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true }),
    createTestUser({ role: 'MOVING_COMPANY', profile: true }),
  ]);
  [a, b, hidden] = await Promise.all([
    createTestCompany({ logo_mediaId: 'uploads/a.png' }),
    createTestCompany(),
    createTestCompany({ is_verified: false }),
  ]);
});

const newMover = () => createTestUser({ role: 'MOVER', profile: true });
const save = (user: TestUser, body: unknown) => callRoute(routes.saveMovingCompany, { token: user.accessToken, body });
const unsave = (user: TestUser, id: string) =>
  callRoute(routes.deleteSavedMovingCompany, { token: user.accessToken, params: { id } });
const getSaved = (user: TestUser, id: string) =>
  callRoute(routes.getSavedMovingCompany, { token: user.accessToken, params: { id } });
const listMine = (user: TestUser) => callRoute(routes.listMySavedMovingCompanies, { token: user.accessToken });

describe('saving companies', () => {
  it('saves (201), answers 200 with the same record when saved again, and reports it as saved', async () => {
    const mover = await newMover();
    const first = await save(mover, { moving_company_id: a.id });
    expect(first.status).toBe(201);
    expect(SavedMovingCompanySchema.parse(first.body)).toEqual(first.body);
    expect(first.body).toMatchObject({ id: `${mover.sub}:${a.id}`, moving_company_id: a.id });
    expect(first.body.moving_company).toMatchObject({ id: a.id, name: a.name, logo_mediaId: 'uploads/a.png' });
    expect(first.body.moving_company.logo_image_url).toMatch(/\/uploads\/a\.png$/);
    expect(first.body.moving_company).not.toHaveProperty('email');

    const again = await save(mover, { moving_company_id: a.id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const got = await getSaved(mover, a.id);
    expect(got.status).toBe(200);
    expect(got.body).toEqual([first.body]);
    expect((await getSaved(mover, b.id)).body).toEqual([]);
  });

  it('keeps one record when two saves run in parallel', async () => {
    const mover = await newMover();
    const answers = await Promise.all([
      save(mover, { moving_company_id: b.id }),
      save(mover, { moving_company_id: b.id }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(answers[0].body).toEqual(answers[1].body);
    expect(await storedSavedCompanies(mover.sub)).toHaveLength(1);
  });

  it('lists my saved companies newest first, and unsaves', async () => {
    const mover = await newMover();
    expect((await listMine(mover)).body).toEqual([]);
    await save(mover, { moving_company_id: a.id });
    await save(mover, { moving_company_id: b.id });
    const listed = await listMine(mover);
    expect(listed.status).toBe(200);
    expect(listed.body.map((s: { moving_company_id: string }) => s.moving_company_id)).toEqual([b.id, a.id]);
    expect(listed.body[0].moving_company.name).toBe(b.name);

    const removed = await unsave(mover, b.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect((await getSaved(mover, b.id)).body).toEqual([]);
    expect((await listMine(mover)).body.map((s: { moving_company_id: string }) => s.moving_company_id)).toEqual([a.id]);

    const twice = await unsave(mover, b.id);
    expect(twice.status).toBe(404);
  });

  it("never shows or removes another customer's saved companies", async () => {
    const [mine, theirs] = await Promise.all([newMover(), newMover()]);
    await save(mine, { moving_company_id: a.id });
    expect((await listMine(theirs)).body).toEqual([]);
    expect((await getSaved(theirs, a.id)).body).toEqual([]);
    expect((await unsave(theirs, a.id)).status).toBe(404);
    expect((await getSaved(mine, a.id)).body).toHaveLength(1);
  });

  it('refuses unknown and unverified companies with 404 and stores nothing', async () => {
    const mover = await newMover();
    for (const id of [ulid(), hidden.id]) {
      const answer = await save(mover, { moving_company_id: id });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('Moving company not found');
    }
    expect(await storedSavedCompanies(mover.sub)).toEqual([]);
  });

  it('rejects malformed ids and bodies with 400', async () => {
    const mover = await newMover();
    expect((await save(mover, {})).status).toBe(400);
    expect((await save(mover, { moving_company_id: 'no spaces!' })).status).toBe(400);
    expect((await save(mover, { moving_company_id: a.id, extra: 1 })).status).toBe(400);
    expect((await getSaved(mover, 'bad$id')).status).toBe(400);
    expect((await unsave(mover, 'bad$id')).status).toBe(400);
    expect(await storedSavedCompanies(mover.sub)).toEqual([]);
  });

  it('is for customers only: companies and admins get 403, anonymous callers 401', async () => {
    for (const user of [admin, companyUser]) {
      expect((await save(user, { moving_company_id: a.id })).status).toBe(403);
      expect((await unsave(user, a.id)).status).toBe(403);
      expect((await getSaved(user, a.id)).status).toBe(403);
      expect((await listMine(user)).status).toBe(403);
    }
    expect((await callRoute(routes.saveMovingCompany, { body: { moving_company_id: a.id } })).status).toBe(401);
    expect((await callRoute(routes.listMySavedMovingCompanies)).status).toBe(401);
    expect((await callRoute(routes.getSavedMovingCompany, { params: { id: a.id } })).status).toBe(401);
    expect((await callRoute(routes.deleteSavedMovingCompany, { params: { id: a.id } })).status).toBe(401);
  });
});
