import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { SavedLeadSchema } from '@schemas/leads';
import { callRoute } from '@test/support/api';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createTestLead } from '@test/support/fixtures/moves';
import { storedSavedLeads } from '@test/support/fixtures/saved';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

let companyA: TestUser;
let colleagueA: TestUser;
let companyB: TestUser;
let companyAId: string;

beforeAll(async () => {
  const [a, b] = await Promise.all([companyWithUser({ state: 'NC' }), companyWithUser({ state: 'NC' })]);
  companyAId = a.company.id;
  [companyA, companyB] = [a.user, b.user];
  colleagueA = await createCompanyUser(companyAId);
});

const openMove = () => createTestLead({ start: dayFromToday(20), end: dayFromToday(22) });
const save = (user: TestUser, body: unknown) => callRoute(routes.saveLead, { token: user.accessToken, body });
const list = async (user: TestUser) => {
  const answer = await callRoute(routes.listMySavedLeads, { token: user.accessToken });
  expect(answer.status).toBe(200);
  return answer.body as Array<{ move_request_id: string }>;
};
const listedIds = async (user: TestUser) => (await list(user)).map((s) => s.move_request_id).sort();

describe('saved leads: who may use them', () => {
  it('refuses anonymous callers (401), customers (403) and company users without a company (404)', async () => {
    const move = await openMove();
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const orphan = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    const calls = [
      [routes.listMySavedLeads, {}],
      [routes.saveLead, { body: { move_request_id: move } }],
      [routes.deleteSavedLead, { params: { id: move } }],
      [routes.deleteSavedLeadByBody, { body: { move_request_id: move } }],
    ] as const;
    for (const [route, call] of calls) {
      expect((await callRoute(route, call)).status, route.path).toBe(401);
      expect((await callRoute(route, { ...call, token: customer.accessToken })).status, route.path).toBe(403);
      const asOrphan = await callRoute(route, { ...call, token: orphan.accessToken });
      expect(asOrphan.status, route.path).toBe(404);
      expect(asOrphan.body.error).toBe('No moving company found');
    }
  });
});

describe('saving leads', () => {
  it('saves (201), answers 200 with the same record when saved again, and lists it for the whole company', async () => {
    const move = await openMove();
    const first = await save(companyA, { move_request_id: move });
    expect(first.status).toBe(201);
    expect(SavedLeadSchema.parse(first.body)).toEqual(first.body);
    expect(first.body).toMatchObject({
      move_request_id: move,
      moving_company_id: companyAId,
      move_request: { id: move },
    });
    const again = await save(colleagueA, { move_request_id: move });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await listedIds(companyA)).toContain(move);
    expect(await listedIds(colleagueA)).toContain(move);
    expect((await storedSavedLeads(companyAId)).filter((s) => s.move_request_id === move)).toHaveLength(1);
  });

  it("never shows one company another company's saved leads", async () => {
    const move = await openMove();
    expect((await save(companyA, { move_request_id: move })).status).toBe(201);
    expect(await listedIds(companyB)).not.toContain(move);
    // B removing "its" saved lead does not touch A's record.
    expect(
      (await callRoute(routes.deleteSavedLead, { token: companyB.accessToken, params: { id: move } })).status,
    ).toBe(404);
    expect(
      (await callRoute(routes.deleteSavedLeadByBody, { token: companyB.accessToken, body: { move_request_id: move } }))
        .status,
    ).toBe(404);
    expect(await listedIds(companyA)).toContain(move);
  });

  it('refuses unknown, expired and other-state move requests (404) and bad bodies (400), storing nothing', async () => {
    const before = await listedIds(companyB);
    const expired = await createTestLead({ start: dayFromToday(-5), end: dayFromToday(-1) });
    const southern = await createTestLead({ state: 'SC', start: dayFromToday(20), end: dayFromToday(22) });
    for (const move_request_id of [ulid(), expired, southern]) {
      const answer = await save(companyB, { move_request_id });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('Move request not found');
    }
    for (const body of [
      {},
      { move_request_id: '' },
      { move_request_id: 'bad id!' },
      { move_request_id: ulid(), extra: 1 },
    ]) {
      const answer = await save(companyB, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect(await listedIds(companyB)).toEqual(before);
  });
});

describe('removing saved leads', () => {
  it('DELETE /my-saved-leads/{id} removes it (body move_request_id optional, must match); then 404', async () => {
    const move = await openMove();
    expect((await save(companyA, { move_request_id: move })).status).toBe(201);
    const mismatch = await callRoute(routes.deleteSavedLead, {
      token: companyA.accessToken,
      params: { id: move },
      body: { move_request_id: ulid() },
    });
    expect(mismatch.status).toBe(400);
    expect(await listedIds(companyA)).toContain(move);
    const removed = await callRoute(routes.deleteSavedLead, {
      token: colleagueA.accessToken,
      params: { id: move },
      body: { move_request_id: move },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect(await listedIds(companyA)).not.toContain(move);
    const again = await callRoute(routes.deleteSavedLead, { token: companyA.accessToken, params: { id: move } });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Saved lead not found');
  });

  it('DELETE /my-saved-leads removes the lead named in the body; a missing body is 400', async () => {
    const move = await openMove();
    expect((await save(companyA, { move_request_id: move })).status).toBe(201);
    expect((await callRoute(routes.deleteSavedLeadByBody, { token: companyA.accessToken })).status).toBe(400);
    expect(await listedIds(companyA)).toContain(move);
    const removed = await callRoute(routes.deleteSavedLeadByBody, {
      token: companyA.accessToken,
      body: { move_request_id: move },
    });
    expect(removed.status).toBe(200);
    expect(await listedIds(companyA)).not.toContain(move);
  });
});
