import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { PublicMovingCompanySchema } from '@schemas/companies';
import { allPages } from '@test/support/all-pages';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { createTestCompany, type TestCompany } from '@test/support/fixtures/companies';
import { linkUserToCompany } from '@test/support/fixtures/company-users';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

let mover: TestUser;
let admin: TestUser;
let companyUser: TestUser;
let otherCompanyUser: TestUser;
let verified: TestCompany;
let unverified: TestCompany;

beforeAll(async () => {
  [mover, admin, companyUser, otherCompanyUser] = await Promise.all([
    createTestUser({ role: 'MOVER', profile: true }),
    createTestUser({ role: 'ADMIN', profile: true }),
    createTestUser({ role: 'MOVING_COMPANY', profile: true }),
    createTestUser({ role: 'MOVING_COMPANY', profile: true }),
  ]);
  verified = await createTestCompany({
    is_verified: true,
    logo_mediaId: 'uploads/logo 1.png',
    hero_mediaId: 'uploads/hero.jpg',
  });
  unverified = await createTestCompany({ is_verified: false, state: 'SC' });
  await linkUserToCompany(companyUser.sub, unverified.id);
  await linkUserToCompany(otherCompanyUser.sub, verified.id);
});

const list = (user: TestUser) =>
  allPages(routes.listMovingCompanies, { token: user.accessToken, query: { limit: '100' } });
const getOne = (user: TestUser | undefined, id: string) =>
  callRoute(routes.getMovingCompany, { token: user?.accessToken, params: { id } });

describe('GET /api/moving-company-list', () => {
  it('shows customers and companies only verified companies, in the public shape', async () => {
    for (const user of [mover, companyUser]) {
      const answer = await list(user);
      expect(answer.status).toBe(200);
      const ids = answer.body.map((c: { id: string }) => c.id);
      expect(ids).toContain(verified.id);
      expect(ids).not.toContain(unverified.id);
      expect(answer.body.every((c: { is_verified: boolean }) => c.is_verified)).toBe(true);
    }
  });

  it('shows admins every company', async () => {
    const ids = (await list(admin)).body.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([verified.id, unverified.id]));
  });

  it('builds image URLs from media ids and leaves out e-mail and phone', async () => {
    const { s3Port, imageBucket } = currentStack();
    const company = (await list(mover)).body.find((c: { id: string }) => c.id === verified.id);
    expect(PublicMovingCompanySchema.strict().parse(company)).toEqual(company);
    expect(company).toMatchObject({
      name: verified.name,
      state: 'NC',
      logo_mediaId: 'uploads/logo 1.png',
      logo_image_url: `http://localhost:${s3Port}/${imageBucket}/uploads/logo%201.png`,
      hero_image_url: `http://localhost:${s3Port}/${imageBucket}/uploads/hero.jpg`,
    });
    expect(company).not.toHaveProperty('email');
    expect(company).not.toHaveProperty('phone');
  });

  it('needs a sign-in', async () => {
    expect((await callRoute(routes.listMovingCompanies)).status).toBe(401);
  });
});

describe('GET /api/moving-company/{id}', () => {
  it('answers a verified company to every signed-in role', async () => {
    for (const user of [mover, admin, companyUser]) {
      const answer = await getOne(user, verified.id);
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(verified.id);
      expect(answer.body).not.toHaveProperty('email');
    }
  });

  it('shows an unverified company only to admins and its own users', async () => {
    expect((await getOne(admin, unverified.id)).status).toBe(200);
    const own = await getOne(companyUser, unverified.id);
    expect(own.status).toBe(200);
    expect(own.body.is_verified).toBe(false);
    for (const user of [mover, otherCompanyUser]) {
      const answer = await getOne(user, unverified.id);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('Moving company not found');
    }
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without sign-in', async () => {
    const unknown = await getOne(mover, ulid());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Moving company not found');
    expect((await getOne(mover, 'bad$id')).status).toBe(400);
    expect((await getOne(undefined, verified.id)).status).toBe(401);
  });
});
