import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { LEAD_CHOICE_MESSAGES } from '@schemas/quote-choice';
import { callRoute } from '@test/support/api';
import { leadIdsOfTown } from '@test/support/fixtures/lead-search';
import { expected } from '@test/support/expected';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { conversationOf, openConversation, sendMessage } from '@test/support/fixtures/messaging';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom, storedQuote } from '@test/support/fixtures/quotes';
import { storedSavedLeads } from '@test/support/fixtures/saved';
import type { TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * 'Only the companies I choose may send me quotes' (functions/lead-payments/lead-access.ts
 * leadChoiceRefusal, and the lead index filing of move-requests.ts): on a move with the switch
 * on, a company the customer did not ask gets 403 with one message on every lead route; the
 * company asked passes; an open move is unchanged. The move leaves lead search and comes back
 * as the customer switches.
 */

const MOVE_DAY = dayFromToday(400);
const townOf = () => `Choice ${ulid().slice(-8)}`;

async function storedMove(moveId: string) {
  pointAtStack();
  const { findMoveRequest } = await import('@functions/core/data/move-request/move-requests');
  return (await findMoveRequest(moveId, { consistent: true }))!;
}

const searchTown = (user: TestUser, city: string) => leadIdsOfTown(user, city, MOVE_DAY);

const send = (user: TestUser, moveId: string, companyId: string, price = 900) =>
  callRoute(routes.sendCompanyQuote, {
    token: user.accessToken,
    body: { move_request_id: moveId, moving_company_id: companyId, price },
  });
const save = (user: TestUser, moveId: string) =>
  callRoute(routes.saveLead, { token: user.accessToken, body: { move_request_id: moveId } });
const readMove = (user: TestUser, id: string) =>
  callRoute(routes.getMoveRequest, { token: user.accessToken, params: { id } });
const checkAvailability = (user: TestUser, id: string) =>
  callRoute(routes.checkAvailability, { token: user.accessToken, params: { move_request_id: id } });
const priceGuide = (user: TestUser, id: string) =>
  callRoute(routes.getLeadPriceGuide, { token: user.accessToken, params: { move_request_id: id } });
const switchChoice = (customer: TestUser, moveId: string, on: boolean) =>
  callRoute(routes.updateMoveRequest, {
    token: customer.accessToken,
    params: { id: moveId },
    body: { only_chosen_companies: on },
  });

describe('only the companies the customer chooses', () => {
  it('is on for a new move request unless the customer turns it off, and files the move out of lead search', async () => {
    const city = townOf();
    const { user } = await companyWithUser();
    const { customer, moveId } = await customerWithMove({ from: { city }, onlyChosen: undefined });

    const mine = await callRoute(routes.getMyMoveRequest, { token: customer.accessToken });
    expect(mine.body).toMatchObject({ id: moveId, only_chosen_companies: true });
    expect((await storedMove(moveId)).only_chosen_companies).toBe(true);
    expect(await searchTown(user, city)).toEqual([]);

    const open = await customerWithMove({ from: { city }, onlyChosen: false });
    expect(await searchTown(user, city)).toEqual([open.moveId]);
  });

  it('refuses every lead route to a company the customer did not ask (403), lets the asked one through', async () => {
    const city = townOf();
    const asked = await companyWithUser();
    const other = await companyWithUser();
    const { customer, moveId } = await customerWithMove({ from: { city }, onlyChosen: true });
    await requestQuoteFrom(customer, moveId, asked.company.id, MOVE_DAY);
    const triple = (companyId: string) => ({
      mover_id: customer.sub,
      move_request_id: moveId,
      moving_company_id: companyId,
    });

    const refusals = await Promise.all([
      send(other.user, moveId, other.company.id),
      openConversation(other.user, triple(other.company.id)),
      save(other.user, moveId),
      checkAvailability(other.user, moveId),
    ]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.error).toBe(LEAD_CHOICE_MESSAGES.notChosen);
    }
    expect(await storedQuote(moveId, other.company.id)).toBeNull();
    expect(await storedSavedLeads(other.company.id)).toEqual([]);
    expect(await searchTown(other.user, city)).toEqual([]);
    // The reads answer as for an unknown move: it is not this company's lead.
    expect((await readMove(other.user, moveId)).status).toBe(404);
    expect((await priceGuide(other.user, moveId)).status).toBe(404);
    expect((await priceGuide(asked.user, moveId)).status).toBe(200);

    expect((await send(asked.user, moveId, asked.company.id)).status).toBe(200);
    expect((await openConversation(asked.user, triple(asked.company.id))).status).toBe(200);
    expect((await save(asked.user, moveId)).status).toBe(201);
    expect((await checkAvailability(asked.user, moveId)).status).toBe(200);
    expect((await readMove(asked.user, moveId)).status).toBe(200);
    const conversation = await conversationOf(asked.user, triple(asked.company.id));
    expect((await sendMessage(asked.user, conversation, 'Happy to help with your move')).status).toBe(201);
  });

  it('leaves an open move as it was: any matching company quotes, saves and messages it', async () => {
    const other = await companyWithUser();
    const { customer, moveId } = await customerWithMove({ onlyChosen: false });
    const triple = { mover_id: customer.sub, move_request_id: moveId, moving_company_id: other.company.id };

    expect((await save(other.user, moveId)).status).toBe(201);
    expect((await checkAvailability(other.user, moveId)).status).toBe(200);
    expect((await openConversation(other.user, triple)).status).toBe(200);
    expect((await send(other.user, moveId, other.company.id)).status).toBe(201);
    expect(await storedQuote(moveId, other.company.id)).toMatchObject({ status: 'QUOTED', asked_by_customer: false });
  });

  it('moves the lead out of search and closes it to unasked companies when switched on later, and back when off', async () => {
    const city = townOf();
    const other = await companyWithUser();
    const { customer, moveId } = await customerWithMove({ from: { city }, onlyChosen: false });
    const triple = { mover_id: customer.sub, move_request_id: moveId, moving_company_id: other.company.id };
    expect(await searchTown(other.user, city)).toEqual([moveId]);
    expect((await save(other.user, moveId)).status).toBe(201);
    const conversation = await conversationOf(other.user, triple);

    const on = await switchChoice(customer, moveId, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ only_chosen_companies: true });
    expect(await searchTown(other.user, city)).toEqual([]);
    const read = await readMove(other.user, moveId);
    expect(read.status).toBe(403);
    expect(read.body.error).toBe(LEAD_CHOICE_MESSAGES.notChosen);
    const message = await sendMessage(other.user, conversation, 'Still interested?');
    expect(message.status).toBe(403);
    expect(message.body.error).toBe(LEAD_CHOICE_MESSAGES.notChosen);
    expect((await send(other.user, moveId, other.company.id)).status).toBe(403);
    // The saved record stays, but it no longer opens the move.
    const saved = await callRoute(routes.listMySavedLeads, { token: other.user.accessToken });
    expect(saved.body).toEqual([expected.objectContaining({ move_request_id: moveId, move_request: null })]);

    const off = await switchChoice(customer, moveId, false);
    expect(off.body).toMatchObject({ only_chosen_companies: false });
    expect(await searchTown(other.user, city)).toEqual([moveId]);
    expect((await send(other.user, moveId, other.company.id)).status).toBe(201);
  });
});
