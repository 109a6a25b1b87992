import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { ADMIN_MESSAGES, AdminMovingCompanySchema } from '@schemas/admin';
import { PublicMovingCompanySchema } from '@schemas/companies';
import { allPages } from '@test/support/all-pages';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { createTestCompany, setCalendar } from '@test/support/fixtures/companies';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { allMatches } from '@test/support/matches';
import { createTestUser, uniqueEmail, type TestUser } from '@test/support/fixtures/users';

/**
 * Vetting and verification (docs/admin.md, Vetting rule): the record only admins write, the bar
 * for is_verified, matching following verification at once, and the public vetting facts.
 */
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  pointAtStack();
  [admin, customer] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true, firstName: 'Vera', lastName: 'Vetter' }),
    createTestUser({ role: 'MOVER', profile: true }),
  ]);
});

const GOOD = {
  hours_spent: 6.5,
  rating: 5,
  vetted_on: dayFromToday(-3),
  usdot_number: '123456789',
  cargo_insurance_expires_on: dayFromToday(200),
  liability_insurance_expires_on: dayFromToday(150),
  notes: 'Visited the depot.',
};
/** What customers see of GOOD: the earlier insurance day, no MC number, no licence beyond USDOT. */
const trustOfGood = {
  mc_number: null,
  authority_status: 'NONE',
  ncuc_certificate: null,
  sc_class_e_certificate: null,
  cargo_insurance_amount: null,
  liability_insurance_amount: null,
  insurance_expires_on: GOOD.liability_insurance_expires_on,
};
/** GOOD with active interstate authority: the company may carry a move between NC and SC. */
const INTERSTATE = {
  ...GOOD,
  mc_number: 'MC-612345',
  authority_status: 'ACTIVE',
  cargo_insurance_amount: 50_000,
  liability_insurance_amount: 1_000_000,
};
const vet = (id: string, body: unknown, user: TestUser = admin) =>
  callRoute(routes.putCompanyVetting, { token: user.accessToken, params: { id }, body });
const verify = (id: string, is_verified: boolean, user: TestUser = admin) =>
  callRoute(routes.setCompanyVerification, { token: user.accessToken, params: { id }, body: { is_verified } });
const adminGet = (id: string) => callRoute(routes.getAdminMovingCompany, { token: admin.accessToken, params: { id } });
const publicGet = (id: string) => callRoute(routes.getMovingCompany, { token: customer.accessToken, params: { id } });

/** A company as the admin creates it: unverified, NC. */
async function newUnverifiedCompany(name = `Vetting Movers ${uniqueEmail()}`): Promise<string> {
  const answer = await callRoute(routes.createMovingCompany, {
    token: admin.accessToken,
    body: { name, email: uniqueEmail('vetco'), state: 'NC', city: 'Raleigh' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

describe('PUT /admin/moving-company/{id}/vetting', () => {
  it('stores the record with the calling admin as vetted_by, and replaces it on the next PUT', async () => {
    const id = await newUnverifiedCompany();
    const answer = await vet(id, GOOD);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(AdminMovingCompanySchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body.vetting).toMatchObject({
      hours_spent: 6.5,
      rating: 5,
      vetted_on: GOOD.vetted_on,
      usdot_number: '123456789',
      mc_number: null,
      cargo_insurance_expires_on: GOOD.cargo_insurance_expires_on,
      liability_insurance_expires_on: GOOD.liability_insurance_expires_on,
      notes: 'Visited the depot.',
      vetted_by: { id: admin.sub, name: 'Vera Vetter' },
      usdot_changed: null,
      meets_bar: true,
    });
    // Recording is not verifying.
    expect(answer.body.is_verified).toBe(false);

    const again = await vet(id, { ...GOOD, hours_spent: 2, notes: undefined });
    expect(again.body.vetting).toMatchObject({ hours_spent: 2, notes: null, meets_bar: false });
    expect((await adminGet(id)).body.vetting).toEqual(again.body.vetting);
  });

  it.each([
    [{ ...GOOD, rating: 6 }, 'rating'],
    [{ ...GOOD, rating: 4.5 }, 'rating'],
    [{ ...GOOD, hours_spent: -1 }, 'hours_spent'],
    [{ ...GOOD, hours_spent: 1.1 }, 'hours_spent'],
    [{ ...GOOD, usdot_number: '1234567890' }, 'usdot_number'],
    [
      { ...GOOD, authority_status: 'ACTIVE', cargo_insurance_amount: 5_000, liability_insurance_amount: 750_000 },
      'mc_number',
    ],
    [{ ...GOOD, mc_number: 'MC-612345', authority_status: 'ACTIVE' }, 'authority_status'],
    [
      {
        ...GOOD,
        mc_number: 'MC-612345',
        authority_status: 'ACTIVE',
        cargo_insurance_amount: 2_500,
        liability_insurance_amount: 750_000,
      },
      'cargo_insurance_amount',
    ],
    [{ ...GOOD, authority_status: 'REVOKED' }, 'authority_status'],
    [{ ...GOOD, ncuc_certificate: 'C-123456' }, 'ncuc_certificate'],
    [{ ...GOOD, sc_class_e_certificate: '5678' }, 'sc_class_e_certificate'],
    [
      { ...GOOD, sc_class_e_certificate: '5678', cargo_insurance_amount: 5_000, liability_insurance_amount: 500_000 },
      'liability_insurance_amount',
    ],
    [{ ...GOOD, vetted_on: '03/01/2025' }, 'vetted_on'],
    [{ ...GOOD, vetted_on: '2025-02-30' }, 'vetted_on'],
    [{ ...GOOD, vetted_on: dayFromToday(2) }, 'vetted_on'],
    [{ ...GOOD, vetted_by: { id: 'x', name: 'Someone' } }, 'body'],
    [{ ...GOOD, cargo_insurance_expires_on: undefined }, 'cargo_insurance_expires_on'],
    [{ ...GOOD, liability_insurance_expires_on: '2027-02-30' }, 'liability_insurance_expires_on'],
    [{ ...GOOD, mc_number: '123456789' }, 'mc_number'],
    [{ ...GOOD, mc_number: 'MC-12a' }, 'mc_number'],
  ])('answers 400 for %j and stores nothing', async (body, field) => {
    const id = await newUnverifiedCompany();
    const answer = await vet(id, body);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields!)).toContain(field);
    expect((await adminGet(id)).body.vetting).toBeNull();
  });

  it('answers 404 for an unknown company', async () => {
    expect((await vet('01JDNOSUCHCOMPANY000000000', GOOD)).status).toBe(404);
    expect((await verify('01JDNOSUCHCOMPANY000000000', true)).status).toBe(404);
    expect((await adminGet('01JDNOSUCHCOMPANY000000000')).status).toBe(404);
  });

  it('refuses company users and customers (403)', async () => {
    const company = await createTestCompany();
    const owner = await createCompanyUser(company.id);
    for (const user of [owner, customer]) {
      expect((await vet(company.id, GOOD, user)).status).toBe(403);
      expect((await verify(company.id, false, user)).status).toBe(403);
    }
    expect((await publicGet(company.id)).body.is_verified).toBe(true);
  });
});

describe('PUT /admin/moving-company/{id}/verification', () => {
  it('refuses to verify without a record (409) or with one below the bar (409)', async () => {
    const id = await newUnverifiedCompany();
    const none = await verify(id, true);
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(ADMIN_MESSAGES.noVettingRecord);
    for (const below of [
      { ...GOOD, hours_spent: 4.75 },
      { ...GOOD, rating: 3 },
    ]) {
      await vet(id, below);
      const answer = await verify(id, true);
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(ADMIN_MESSAGES.notVettedEnough);
    }
    expect((await adminGet(id)).body.is_verified).toBe(false);
  });

  it('verifies only the vetted DOT number: a number the company changed after vetting is stale and refused (400)', async () => {
    const id = await newUnverifiedCompany();
    expect((await vet(id, GOOD)).status).toBe(200);
    const companyUser = await createCompanyUser(id);
    const swapped = await callRoute(routes.updateMovingCompany, {
      token: companyUser.accessToken,
      params: { id },
      body: { dot_number: '555000111' },
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect((await adminGet(id)).body.vetting).toMatchObject({
      usdot_number: '123456789',
      stale_dot_number: '555000111',
    });

    const refused = await verify(id, true);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.dotNotVetted('555000111', '123456789'));
    expect(await adminGet(id)).toMatchObject({ body: { is_verified: false, dot_number: '555000111' } });

    // Vetting the new number clears the staleness, and verification goes through.
    expect((await vet(id, { ...GOOD, usdot_number: '555000111' })).body.vetting?.stale_dot_number).toBeNull();
    expect((await verify(id, true)).status).toBe(200);
  });

  it('gives a company without a DOT number the vetted one when it is verified', async () => {
    const id = await newUnverifiedCompany();
    expect((await adminGet(id)).body.dot_number ?? null).toBeNull();
    await vet(id, GOOD);
    const verified = await verify(id, true);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ is_verified: true, dot_number: '123456789' });
    expect(verified.body.vetting?.stale_dot_number).toBeNull();
  });

  it('puts a verified company into a matching customer’s matches at once, and unverifying takes it out', async () => {
    const [start, day, end] = [dayFromToday(400), dayFromToday(402), dayFromToday(404)];
    const id = await newUnverifiedCompany('Just Vetted Movers');
    // An unverified company's calendar is published out of matching's reach (not listed).
    await setCalendar(id, [[day, true]]);
    const { customer: mover } = await customerWithMove({
      from: { state: 'NC' },
      to: { state: 'SC', city: 'Rock Hill', zip: '29730' },
      start,
      end,
      packing: false,
    });
    const matched = async () => (await allMatches(mover.accessToken)).some((m) => m.id === id);

    expect(await matched()).toBe(false);
    // Verified with a USDOT number but no active authority: not a match for an interstate move.
    await vet(id, GOOD);
    const verified = await verify(id, true);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.is_verified).toBe(true);
    expect(await matched()).toBe(false);
    // The re-vetting records active authority: matched at once.
    expect((await vet(id, INTERSTATE)).body.is_verified).toBe(true);
    expect(await matched()).toBe(true);

    const unverified = await verify(id, false);
    expect(unverified.status).toBe(200);
    expect(unverified.body.is_verified).toBe(false);
    expect(await matched()).toBe(false);

    // Repeating either request changes nothing more (idempotent).
    expect((await verify(id, false)).status).toBe(200);
    expect((await verify(id, true)).status).toBe(200);
    expect((await verify(id, true)).status).toBe(200);
    expect(await matched()).toBe(true);

    // A new record below the bar unverifies the company in the same change.
    const lowered = await vet(id, { ...INTERSTATE, rating: 2 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.is_verified).toBe(false);
    expect(await matched()).toBe(false);
  });

  it('never leaves a company verified on a record below the bar when a re-vetting and a verify race', async () => {
    const id = await newUnverifiedCompany();
    for (let round = 0; round < 6; round++) {
      await vet(id, GOOD);
      const below = { ...GOOD, hours_spent: 1 + round * 0.25 };
      const answers = await Promise.all([vet(id, below), verify(id, true), verify(id, true)]);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      const stored = (await adminGet(id)).body;
      expect(stored.vetting!.meets_bar).toBe(false);
      expect(stored.is_verified).toBe(false);
      expect((await publicGet(id)).status).toBe(404);
    }
  });

  it('shows the public vetting facts only while verified, and follows a re-vetting', async () => {
    const id = await newUnverifiedCompany();
    await vet(id, GOOD);
    expect((await publicGet(id)).body.vetting ?? null).toBeNull();

    await verify(id, true);
    const shown = await publicGet(id);
    expect(shown.status).toBe(200);
    expect(PublicMovingCompanySchema.parse(shown.body)).toEqual(shown.body);
    expect(shown.body.vetting).toEqual({ vetted_on: GOOD.vetted_on, hours_spent: 6.5, rating: 5, ...trustOfGood });
    // Neither notes, the USDOT record nor who vetted leave the admin side.
    expect(JSON.stringify(shown.body)).not.toContain('Visited the depot');
    expect(JSON.stringify(shown.body)).not.toContain(admin.sub);

    const revetted = await vet(id, { ...GOOD, hours_spent: 8, rating: 4, vetted_on: dayFromToday(-1) });
    expect(revetted.body.is_verified).toBe(true);
    expect((await publicGet(id)).body.vetting).toEqual({
      vetted_on: dayFromToday(-1),
      hours_spent: 8,
      rating: 4,
      ...trustOfGood,
    });
    const listed = (
      await allPages(routes.listMovingCompanies, { token: customer.accessToken, query: { limit: '100' } })
    ).body.find((c: { id: string }) => c.id === id);
    expect(listed!.vetting).toEqual({ vetted_on: dayFromToday(-1), hours_spent: 8, rating: 4, ...trustOfGood });

    await verify(id, false);
    expect((await adminGet(id)).body.vetting).toMatchObject({ hours_spent: 8, meets_bar: true });
    expect((await adminGet(id)).body.is_verified).toBe(false);
  });
});
