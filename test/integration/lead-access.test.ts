import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { storedQuote } from '@test/support/fixtures/quotes';
import { storedSavedLeads } from '@test/support/fixtures/saved';
import type { TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * One lead rule (functions/lead-payments/lead-access.ts) decides which move
 * requests a company may see, save and quote. An NC company was refused saving an SC lead
 * (404) but could quote it (201) and then read it; now every route answers alike.
 */

const SC_HOME = { city: 'Columbia', state: 'SC' as const, zip: '29201' };

const save = (user: TestUser, moveId: string) =>
  callRoute(routes.saveLead, { token: user.accessToken, body: { move_request_id: moveId } });
const send = (user: TestUser, moveId: string, companyId: string) =>
  callRoute(routes.sendCompanyQuote, {
    token: user.accessToken,
    body: { move_request_id: moveId, moving_company_id: companyId, price: 500 },
  });
const readMove = (user: TestUser, id: string) =>
  callRoute(routes.getMoveRequest, { token: user.accessToken, params: { id } });
const managerMoves = async (user: TestUser) =>
  (
    (await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken })).body as Array<{
      move_request_id: string;
    }>
  ).map((lead) => lead.move_request_id);

/** A quote as one written before the rule held (straight through the data layer). */
async function strayQuote(moveId: string, companyId: string, customerId: string) {
  pointAtStack();
  const { createQuotes } = await import('@functions/core/data/quote/quotes');
  const id = ulid();
  await createQuotes([{ id, move_request_id: moveId, moving_company_id: companyId, customer_id: customerId }]);
  return id;
}

describe('one lead rule for saving, quoting and reading', () => {
  it("refuses an NC company another state's lead alike: save 404, quote 404, read 404, nothing stored", async () => {
    const { company, user } = await companyWithUser({ state: 'NC' });
    const { moveId } = await customerWithMove({ from: SC_HOME });

    const saved = await save(user, moveId);
    expect(saved.status).toBe(404);
    const quoted = await send(user, moveId, company.id);
    expect(quoted.status).toBe(404);
    expect(quoted.body.error).toBe(saved.body.error);
    expect((await readMove(user, moveId)).status).toBe(404);

    expect(await storedQuote(moveId, company.id)).toBeNull();
    expect(await storedSavedLeads(company.id)).toEqual([]);
    expect(await managerMoves(user)).not.toContain(moveId);
  });

  it('lets a quote record made outside the rule open nothing: no read, no lead card, no edit', async () => {
    const { company, user } = await companyWithUser({ state: 'NC' });
    const { customer, moveId } = await customerWithMove({ from: SC_HOME, lastName: 'Southerner' });
    const id = await strayQuote(moveId, company.id, customer.sub);

    expect((await readMove(user, moveId)).status).toBe(404);
    expect(await managerMoves(user)).not.toContain(moveId);
    const found = await callRoute(routes.findQuoteByMoveRequestId, { token: user.accessToken, params: { id: moveId } });
    expect(found.status).toBe(404);
    const edited = await callRoute(routes.updateCompanyQuote, {
      token: user.accessToken,
      params: { id },
      body: { price: 700 },
    });
    expect(edited.status).toBe(404);
    expect(await storedQuote(moveId, company.id)).toMatchObject({ status: 'QUOTE_REQUESTED' });
    expect((await storedQuote(moveId, company.id))!.price).toBeUndefined();
  });

  it("still lets a company save, quote and read its own state's lead", async () => {
    const { company, user } = await companyWithUser({ state: 'SC' });
    const { moveId } = await customerWithMove({ from: SC_HOME });
    expect((await save(user, moveId)).status).toBe(201);
    expect((await send(user, moveId, company.id)).status).toBe(201);
    expect((await readMove(user, moveId)).status).toBe(200);
    expect(await managerMoves(user)).toContain(moveId);
  });
});
