import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack } from '@test/support/point-at-stack';
import { routes } from '@schemas/routes';
import { ADMIN_MESSAGES, AdminMovingCompanySchema } from '@schemas/admin';
import { MyMovingCompanySchema } from '@schemas/company-profile';
import { encodePng } from '@infra/local/seed/png';
import { callRoute } from '@test/support/api';
import { accept, upload } from '@test/support/image-uploads';
import { createTestCompany, type TestCompany } from '@test/support/fixtures/companies';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { createTestUser, uniqueEmail, type TestUser } from '@test/support/fixtures/users';

/**
 * The admin's side of companies (docs/admin.md, Companies): POST /moving-company, PATCH of any
 * company, GET /admin/moving-company/{id}; and what a company may not change in its own PATCH.
 */
let admin: TestUser;
let owner: TestUser;
let customer: TestUser;
let company: TestCompany;

beforeAll(async () => {
  pointAtStack();
  [admin, customer] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true, firstName: 'Ada', lastName: 'Admin' }),
    createTestUser({ role: 'MOVER', profile: true }),
  ]);
  company = await createTestCompany();
  owner = await createCompanyUser(company.id);
});

const png = (size: number) => encodePng(size, size, new Uint8Array(size * size * 3).fill(120));
const create = (user: TestUser | undefined, body: unknown) =>
  callRoute(routes.createMovingCompany, { token: user?.accessToken, body });
const patch = (user: TestUser | undefined, id: string, body: unknown) =>
  callRoute(routes.updateMovingCompany, { token: user?.accessToken, params: { id }, body });
const adminGet = (id: string) => callRoute(routes.getAdminMovingCompany, { token: admin.accessToken, params: { id } });
const publicGet = (id: string) => callRoute(routes.getMovingCompany, { token: customer.accessToken, params: { id } });

/** An image the admin uploaded and the server accepted. */
async function adminImage(kind: 'logo' | 'hero', size: number): Promise<string> {
  const mediaId = await upload(admin, kind, png(size), { fileName: `${kind}.png` });
  const accepted = await accept(admin, mediaId, kind);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return mediaId;
}

describe('POST /moving-company (admin)', () => {
  it('creates an unverified company with the admin’s own uploaded logo and hero', async () => {
    const [logo, hero] = await Promise.all([adminImage('logo', 400), adminImage('hero', 2000)]);
    expect(logo).toMatch(/^companies\/by-admin\/\d{13}-[0-9a-f]{16}-logo\.png$/);
    expect(logo).not.toContain(admin.sub);
    const email = uniqueEmail('newco');
    const answer = await create(admin, {
      name: '  Blue Ridge Movers ',
      email: email.toUpperCase(),
      phone: '9195550199',
      city: 'Asheville',
      state: 'nc',
      zip: '28801',
      year_founded: '1999',
      description: 'Mountain moves.',
      billboard: '',
      dot_number: '123456789',
      logo_mediaId: logo,
      hero_mediaId: hero,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(MyMovingCompanySchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body).toMatchObject({
      name: 'Blue Ridge Movers',
      email,
      state: 'NC',
      year_founded: 1999,
      billboard: null,
      is_verified: false,
      vetting: null,
      logo_mediaId: logo,
      hero_mediaId: hero,
    });
    expect(answer.body.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect((await fetch(answer.body.logo_image_url!)).status).toBe(200);

    const read = await adminGet(answer.body.id);
    expect(read.status).toBe(200);
    expect(AdminMovingCompanySchema.parse(read.body)).toEqual(read.body);
    expect(read.body).toMatchObject({ id: answer.body.id, vetting: null, is_verified: false });
  });

  it.each([
    [{ email: 'a@b.example' }, 'name', ADMIN_MESSAGES.nameRequired],
    [{ name: '   ', email: 'a@b.example' }, 'name', ADMIN_MESSAGES.nameRequired],
    [{ name: 'X Movers' }, 'email', ADMIN_MESSAGES.emailRequired],
    [{ name: 'X Movers', email: '' }, 'email', ADMIN_MESSAGES.emailRequired],
    [{ name: 'X Movers', email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ name: 'X Movers', email: 'a@b.example', year_founded: '99' }, 'year_founded', 'Year must be exactly 4 digits.'],
    [
      { name: 'X Movers', email: 'a@b.example', dot_number: '1234567890' },
      'dot_number',
      'DOT number must be 1 to 9 digits.',
    ],
    [{ name: 'X Movers', email: 'a@b.example', policies_link: 'nope' }, 'policies_link', 'Please enter a valid URL.'],
    [{ name: 'X Movers', email: 'a@b.example', is_verified: true }, 'body', 'Unrecognized key: "is_verified" in body'],
  ])('answers 400 for %j with the field’s message', async (body, field, message) => {
    const answer = await create(admin, body);
    expect(answer.status).toBe(400);
    expect(answer.body.fields![field]).toBe(message);
  });

  it('refuses an image the admin did not upload, or one not yet accepted, and creates nothing', async () => {
    const companyUpload = await upload(owner, 'logo', png(400));
    expect((await accept(owner, companyUpload, 'logo')).status).toBe(200);
    const pending = await upload(admin, 'logo', png(400));
    const hero = await adminImage('hero', 2000);
    for (const body of [{ logo_mediaId: companyUpload }, { logo_mediaId: pending }, { logo_mediaId: hero }]) {
      const name = `Refused ${uniqueEmail()}`;
      const answer = await create(admin, { name, email: uniqueEmail('refused'), ...body });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ logo_mediaId: 'Image not accepted' });
      const list = await callRoute(routes.listMovingCompanies, { token: admin.accessToken });
      expect(list.body.some((c: { name: string }) => c.name === name)).toBe(false);
    }
  });

  it('refuses (409) a second company with an e-mail address another company uses, and creates nothing', async () => {
    const email = uniqueEmail('taken');
    expect((await create(admin, { name: 'First Movers', email })).status).toBe(201);
    const name = `Second ${uniqueEmail()}`;
    const again = await create(admin, { name, email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ email: 'A moving company with this e-mail address already exists.' });
    const list = await callRoute(routes.listMovingCompanies, { token: admin.accessToken });
    expect(list.body.some((c: { name: string }) => c.name === name)).toBe(false);
  });

  it('is for admins only', async () => {
    const body = { name: 'Sneaky Movers', email: uniqueEmail('sneaky') };
    expect((await create(undefined, body)).status).toBe(401);
    expect((await create(customer, body)).status).toBe(403);
    expect((await create(owner, body)).status).toBe(403);
  });
});

describe('PATCH /moving-company/{id}', () => {
  it('lets an admin edit any company, name and e-mail included, and keeps the list sorted by the new name', async () => {
    const target = await createTestCompany({ name: 'Zed Movers' });
    const logo = await adminImage('logo', 400);
    const email = uniqueEmail('renamed');
    const answer = await patch(admin, target.id, {
      name: 'Aardvark Haulers',
      email,
      city: 'Durham',
      logo_mediaId: logo,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Aardvark Haulers',
      email,
      city: 'Durham',
      logo_mediaId: logo,
      is_verified: true,
    });
    const list = await callRoute(routes.listMovingCompanies, { token: admin.accessToken });
    const listed = list.body.find((c: { id: string }) => c.id === target.id);
    expect(listed).toMatchObject({ name: 'Aardvark Haulers' });
    // The directory's sort key follows the new name.
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    const raw = (await movingCompanyEntity().get({ id: target.id }).go({ data: 'raw' })).data as unknown as {
      Item: { gsi1sk: string };
    };
    expect(raw.Item.gsi1sk).toBe('STATE#NC#NAME#Aardvark Haulers');
  });

  it('refuses an image another admin uploaded', async () => {
    const otherAdmin = await createTestUser({ role: 'ADMIN', profile: true });
    const theirs = await upload(otherAdmin, 'logo', png(400));
    expect((await accept(otherAdmin, theirs, 'logo')).status).toBe(200);
    // Not even the other admin's upload check sees it as ours.
    expect((await accept(admin, theirs, 'logo')).status).toBe(400);
    const answer = await patch(admin, company.id, { logo_mediaId: theirs });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ logo_mediaId: 'Image not accepted' });
  });

  it('moves the e-mail claim with an admin’s change: another company’s address is a 409, the old one is free again', async () => {
    const [a, b] = [uniqueEmail('claim-a'), uniqueEmail('claim-b')];
    const first = (await create(admin, { name: 'Claim A Movers', email: a })).body.id;
    const second = (await create(admin, { name: 'Claim B Movers', email: b })).body.id;
    const before = (await adminGet(second)).body;
    const taken = await patch(admin, second, { email: a, city: 'Cary' });
    expect(taken.status).toBe(409);
    expect((await adminGet(second)).body).toEqual(before);
    // Its own address again is no change.
    expect((await patch(admin, first, { email: a })).status).toBe(200);
    const moved = uniqueEmail('claim-moved');
    expect((await patch(admin, first, { email: moved })).body.email).toBe(moved);
    expect((await patch(admin, second, { email: a })).status).toBe(200);
    expect((await create(admin, { name: 'Claim C Movers', email: moved })).status).toBe(409);
  });

  it('answers 404 to an admin for an unknown company', async () => {
    expect((await patch(admin, '01JDNOSUCHCOMPANY000000000', { city: 'X' })).status).toBe(404);
  });

  it('refuses name and e-mail from the company itself (403) and stores nothing', async () => {
    const before = (await adminGet(company.id)).body;
    for (const body of [{ name: 'Renamed' }, { email: uniqueEmail('self') }, { name: 'Renamed', city: 'Cary' }]) {
      const answer = await patch(owner, company.id, body);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe(ADMIN_MESSAGES.adminFieldsOnly);
    }
    expect((await adminGet(company.id)).body).toEqual(before);
  });

  it.each([
    [{ is_verified: false }, '"is_verified"'],
    [{ vetting: { hours_spent: 10, rating: 5 } }, '"vetting"'],
    [{ vetting_facts: { hours_spent: 10, rating: 5, vetted_on: '2020-01-01' } }, '"vetting_facts"'],
  ])('refuses %j from the company and from an admin (400), storing nothing', async (bad, key) => {
    const before = (await adminGet(company.id)).body;
    for (const user of [owner, admin]) {
      const answer = await patch(user, company.id, { city: 'Changed', ...bad });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(key);
    }
    expect((await adminGet(company.id)).body).toEqual(before);
    expect((await publicGet(company.id)).body.is_verified).toBe(true);
  });

  it('still lets the company edit its own profile fields', async () => {
    const answer = await patch(owner, company.id, { description: 'Now with pianos.' });
    expect(answer.status).toBe(200);
    expect(answer.body.description).toBe('Now with pianos.');
  });
});
