import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@schemas/routes';
import { MOVE_REQUEST_SEARCH_MESSAGES } from '@schemas/admin-queues';
import { callRoute } from '@test/support/api';
import { expected } from '@test/support/expected';
import { pointAtStack } from '@test/support/point-at-stack';
import { createTestCompany } from '@test/support/fixtures/companies';
import { customerWithMove } from '@test/support/fixtures/moves';
import { testLocation } from '@test/support/fixtures/locations';
import { createTestUser, nameTag, uniqueEmail, type TestUser } from '@test/support/fixtures/users';

/**
 * The admin dashboard's working lists (docs/admin.md, Dashboard lists): the move request search
 * that starts 'Mark invalid' (by the customer's name or e-mail, or the origin city's start, read
 * from indexes) and the companies waiting for vetting, newest first.
 */
let admin: TestUser;
beforeAll(async () => {
  pointAtStack();
  admin = await createTestUser({ role: 'ADMIN', profile: true });
});

const search = (text: string, user: TestUser = admin) =>
  callRoute(routes.searchAdminMoveRequests, { token: user.accessToken, query: { search: text } });
const foundIds = async (text: string) => {
  const answer = await search(text);
  expect(answer.status).toBe(200);
  return answer.body.move_requests.map((row) => row.id);
};
/** A city no other test files a move from: the search reads a shared index. */
const uniqueCity = () => `Zq${nameTag()}ville`;

describe('GET /admin/move-requests?search=', () => {
  it("finds a customer's move request by last name, first name, full name and e-mail, with route, dates and status", async () => {
    const lastName = `Searchable${nameTag()}`;
    const email = uniqueEmail('searched');
    const city = uniqueCity();
    const { moveId } = await customerWithMove({
      firstName: 'Quinn',
      lastName,
      email,
      from: { city },
      to: { city: 'Charleston', state: 'SC', zip: '29401' },
      start: '2027-03-01',
      end: '2027-03-04',
    });
    const answer = await search(lastName.toLowerCase());
    expect(answer.body.move_requests).toEqual([
      {
        id: moveId,
        customer: { name: `Quinn ${lastName}`, email },
        from: { city, state: 'NC' },
        to: { city: 'Charleston', state: 'SC' },
        start_date: '2027-03-01',
        end_date: '2027-03-04',
        status: 'open',
        created_at: expected.any(String),
      },
    ]);
    expect(await foundIds(`Quinn ${lastName.slice(0, 12)}`)).toContain(moveId);
    expect(await foundIds(email)).toEqual([moveId]);
    expect(await foundIds(email.slice(0, 14))).toEqual([moveId]);
  });

  it('finds move requests by the start of the origin city, whatever the case, and not by the destination', async () => {
    const city = uniqueCity();
    const [one, two] = await Promise.all([
      customerWithMove({ from: { city } }),
      customerWithMove({ from: { city: `${city} Heights` } }),
    ]);
    const elsewhere = await customerWithMove({ to: { city } });
    const found = await foundIds(city.slice(0, 7).toUpperCase());
    expect(found.sort()).toEqual([one.moveId, two.moveId].sort());
    expect(found).not.toContain(elsewhere.moveId);
    expect(await foundIds(`${city} h`)).toEqual([two.moveId]);
  });

  it("follows a customer's change of origin city, and shows a request marked invalid as invalid", async () => {
    const before = uniqueCity();
    const after = uniqueCity();
    const { customer, moveId } = await customerWithMove({ from: { city: before } });
    const changed = await callRoute(routes.updateMoveRequest, {
      token: customer.accessToken,
      params: { id: moveId },
      body: { from_location: testLocation({ city: after }) },
    });
    expect(changed.status).toBe(200);
    expect(await foundIds(before)).toEqual([]);
    expect(await foundIds(after)).toEqual([moveId]);

    const marked = await callRoute(routes.markMoveRequestInvalid, {
      token: admin.accessToken,
      params: { id: moveId },
      body: { reason: 'Spam: the addresses do not exist' },
    });
    expect(marked.status).toBe(200);
    expect((await search(after)).body.move_requests).toEqual([
      expected.objectContaining({ id: moveId, status: 'invalid' }),
    ]);
  });

  it('files a request stored before the city index once the backfill runs, and only once', async () => {
    const city = uniqueCity();
    const { moveId } = await customerWithMove({ from: { city } });
    const { documentClient } = await import('@functions/platform/aws/dynamodb');
    const { config } = await import('@functions/platform/config');
    const { findMoveRequest } = await import('@functions/core/data/move-request/move-requests');
    const { indexMoveRequestCity } = await import('@functions/core/data/move-request/move-request-search');
    // As an older item: the request without the index's keys.
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: `MOVE#${moveId}`, sk: 'REQUEST' },
        UpdateExpression: 'REMOVE gsi5pk, gsi5sk',
      }),
    );
    expect(await foundIds(city)).toEqual([]);
    const stored = (await findMoveRequest(moveId, { consistent: true }))!;
    expect(await indexMoveRequestCity(stored)).toBe(true);
    expect(await indexMoveRequestCity(stored)).toBe(false);
    expect(await foundIds(city)).toEqual([moveId]);
  });

  it('refuses a search shorter than 2 characters, and answers nothing for no match', async () => {
    const short = await search(' a ');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(MOVE_REQUEST_SEARCH_MESSAGES.tooShort);
    expect(await foundIds(`nobody-${nameTag(10)}`)).toEqual([]);
  });

  it('is for admins only', async () => {
    const { customer } = await customerWithMove();
    expect((await search('raleigh', customer)).status).toBe(403);
  });
});

describe('GET /admin/companies-awaiting-vetting', () => {
  it('lists the companies not yet verified, newest first, and not the verified ones', async () => {
    const older = await createTestCompany({ is_verified: false, name: `Waiting Older ${nameTag()}` });
    const newer = await createTestCompany({ is_verified: false, name: `Waiting Newer ${nameTag()}` });
    const verified = await createTestCompany({ name: `Verified ${nameTag()}` });
    const answer = await callRoute(routes.listCompaniesAwaitingVetting, { token: admin.accessToken });
    expect(answer.status).toBe(200);
    const ids = answer.body.companies.map((company) => company.id);
    expect(ids).toContain(older.id);
    expect(ids).toContain(newer.id);
    expect(ids).not.toContain(verified.id);
    expect(answer.body.companies.find((company) => company.id === newer.id)).toEqual({
      id: newer.id,
      name: newer.name,
      city: 'Raleigh',
      state: 'NC',
      created_at: newer.created_at,
    });
    const created = answer.body.companies.map((company) => company.created_at ?? '');
    expect(created).toEqual([...created].sort().reverse());
  });
});
