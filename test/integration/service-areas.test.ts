import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { SERVICE_AREA_MESSAGES } from '@schemas/service-areas';
import { callRoute } from '@test/support/api';
import { createTestCompany, type TestCompany } from '@test/support/fixtures/companies';
import { linkUserToCompany } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { testLocation } from '@test/support/fixtures/locations';
import { createMove } from '@test/support/fixtures/moves';
import { createTestUser, uniqueEmail, type TestUser } from '@test/support/fixtures/users';

/*
 * Service areas on the company's profile (docs/matching.md, Service areas): the company's own
 * PATCH and the admin's form store service_radius and serves_out_of_state, every read answers
 * them with the default filled in, and a save that could not be measured (an unknown ZIP code,
 * a radius without one) is a 400 that leaves the company as stored. Move requests refuse a ZIP
 * code the dataset does not know the same way.
 */

let owner: TestUser;
let otherOwner: TestUser;
let admin: TestUser;
let company: TestCompany;

beforeAll(async () => {
  [owner, otherOwner, admin] = await Promise.all([
    createTestUser({ role: 'MOVING_COMPANY', profile: true }),
    createTestUser({ role: 'MOVING_COMPANY', profile: true }),
    createTestUser({ role: 'ADMIN', profile: true }),
  ]);
  const other = await createTestCompany();
  company = await createTestCompany();
  await Promise.all([linkUserToCompany(owner.sub, company.id), linkUserToCompany(otherOwner.sub, other.id)]);
});

const patch = (user: TestUser, id: string, body: unknown) =>
  callRoute(routes.updateMovingCompany, { token: user.accessToken, params: { id }, body });
const mine = async () => (await callRoute(routes.getMyMovingCompany, { token: owner.accessToken })).body;
const adminGet = async (id: string) =>
  (await callRoute(routes.getAdminMovingCompany, { token: admin.accessToken, params: { id } })).body;
const areaOf = (body: { service_radius?: unknown; serves_out_of_state?: unknown }) => ({
  service_radius: body.service_radius,
  serves_out_of_state: body.serves_out_of_state,
});

describe('the company’s service area', () => {
  it('reads as the whole state, out of state too, until the company chooses', async () => {
    expect(areaOf(await mine())).toEqual({ service_radius: 'STATE', serves_out_of_state: true });
    const pub = await callRoute(routes.getMovingCompany, { token: otherOwner.accessToken, params: { id: company.id } });
    expect(areaOf(pub.body)).toEqual({ service_radius: 'STATE', serves_out_of_state: true });
  });

  it('is stored by the company’s own save and answered by every read', async () => {
    const saved = await patch(owner, company.id, { service_radius: '50', serves_out_of_state: false });
    expect(saved.status).toBe(200);
    expect(areaOf(saved.body)).toEqual({ service_radius: '50', serves_out_of_state: false });
    expect(areaOf(await mine())).toEqual({ service_radius: '50', serves_out_of_state: false });
    expect(areaOf(await adminGet(company.id))).toEqual({ service_radius: '50', serves_out_of_state: false });
  });

  it('refuses a ZIP code the dataset does not know and a radius that is not offered; nothing changes', async () => {
    const before = await mine();
    const unknown = await patch(owner, company.id, { zip: '27999', service_radius: '100', city: 'Nowhere' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(SERVICE_AREA_MESSAGES.unknownZip('27999'));
    const odd = await patch(owner, company.id, { service_radius: '75' });
    expect(odd.status).toBe(400);
    expect(await mine()).toEqual(before);
  });

  it('lets an admin set it, and refuses another company’s people (403, unchanged)', async () => {
    const byAdmin = await patch(admin, company.id, { service_radius: '150', serves_out_of_state: true });
    expect(byAdmin.status).toBe(200);
    expect(areaOf(await adminGet(company.id))).toEqual({ service_radius: '150', serves_out_of_state: true });
    const stranger = await patch(otherOwner, company.id, { service_radius: '25' });
    expect(stranger.status).toBe(403);
    expect(areaOf(await mine())).toEqual({ service_radius: '150', serves_out_of_state: true });
  });

  it('needs a ZIP code for a radius when an admin adds a company; the whole state needs none', async () => {
    const add = (body: Record<string, unknown>) =>
      callRoute(routes.createMovingCompany, {
        token: admin.accessToken,
        body: { name: 'Area Test Movers', email: uniqueEmail('area'), ...body },
      });
    const noZip = await add({ service_radius: '25' });
    expect(noZip.status).toBe(400);
    expect(noZip.body.error).toBe(SERVICE_AREA_MESSAGES.radiusNeedsZip);
    const unknownZip = await add({ zip: '00000', service_radius: 'STATE' });
    expect(unknownZip.status).toBe(400);
    expect(unknownZip.body.error).toBe(SERVICE_AREA_MESSAGES.unknownZip('00000'));
    const created = await add({ zip: '28801', city: 'Asheville', state: 'NC', service_radius: '100' });
    expect(created.status).toBe(201);
    expect(areaOf(created.body)).toEqual({ service_radius: '100', serves_out_of_state: true });
    const whole = await add({ service_radius: 'STATE', serves_out_of_state: false });
    expect(areaOf(whole.body)).toEqual({ service_radius: 'STATE', serves_out_of_state: false });
  });
});

describe('move requests with a ZIP code the dataset does not know', () => {
  const body = (fromZip: string, toZip: string) => ({
    from_location: testLocation({ zip: fromZip }),
    to_location: testLocation({ city: 'Charleston', state: 'SC', zip: toZip }),
    start_date: dayFromToday(20),
    end_date: dayFromToday(22),
    special_considerations: '',
    is_packing_required: false,
  });

  it('are refused on create with the message at that ZIP field, and nothing is stored', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const answer = await callRoute(routes.createMoveRequest, {
      token: customer.accessToken,
      body: body('27601', '29999'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: SERVICE_AREA_MESSAGES.unknownZip('29999'),
      fields: { 'to_location.zip': SERVICE_AREA_MESSAGES.unknownZip('29999') },
    });
    expect((await callRoute(routes.getMyMoveRequest, { token: customer.accessToken })).body).toBeNull();
  });

  it('are refused on update, leaving the stored request as it was', async () => {
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const id = await createMove(customer);
    const before = (await callRoute(routes.getMyMoveRequest, { token: customer.accessToken })).body;
    const answer = await callRoute(routes.updateMoveRequest, {
      token: customer.accessToken,
      params: { id },
      body: { from_location: testLocation({ zip: '27999' }) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { 'from_location.zip': SERVICE_AREA_MESSAGES.unknownZip('27999') } });
    expect((await callRoute(routes.getMyMoveRequest, { token: customer.accessToken })).body).toEqual(before);
  });
});
