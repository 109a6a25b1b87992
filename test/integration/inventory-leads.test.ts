import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { INVENTORY_CATALOGUE } from '@schemas/inventory-catalogue';
import type { PutInventoryBody } from '@schemas/inventory';
import { SearchMoveRequestsResponseSchema } from '@schemas/leads';
import { routes } from '@schemas/routes';
import { INVENTORY_CHANGED_SUBJECT } from '@functions/notifications/send-inventory-changed-email';
import { callRoute } from '@test/support/api';
import { ESTIMATE_MESSAGES, type EstimateInput } from '@schemas/estimates';
import { bindingEstimate, hourlyEstimate } from '@test/support/fixtures/estimates';
import { payPerLeadCompany, sendQuote } from '@test/support/fixtures/lead-tokens';
import { customerWithMove } from '@test/support/fixtures/moves';
import type { TestUser } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';
import { eventsIdle } from '@test/support/stack-events';
import { currentStack } from '@test/support/current-stack';
import { readInbox } from '@infra/local/ses-emulator';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';

/*
 * The inventory on the lead (docs/inventory.md): lead search shows its totals from the request's
 * own copies (residence searches read the trait copies), the lead manager and the customer's
 * quotes name the version a quote was made for, and a later edit marks the quote and tells the company.
 */

const sofa = INVENTORY_CATALOGUE.find((item) => item.id === 'sofa-3-seat')!;

const sofas = (quantity: number): PutInventoryBody =>
  ({
    rooms: [{ kind: 'living_room', name: 'Living room', lines: [{ catalogue_id: sofa.id, quantity }] }],
  }) as PutInventoryBody;

const putInventory = (customer: TestUser, moveId: string, body: PutInventoryBody) =>
  callRoute(routes.putInventory, { token: customer.accessToken, params: { id: moveId }, body });

/** The move as the company's lead search shows it: by city, or by city and the packing box (the trait copies). */
async function searchedLead(user: TestUser, city: string, moveId: string, byResidence = false) {
  const answer = await callRoute(routes.searchMoveRequests, {
    token: user.accessToken,
    body: { fromLocation: { city }, ...(byResidence ? { residenceDetails: { isPacking: true } } : {}) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SearchMoveRequestsResponseSchema.parse(answer.body).results.find((lead) => lead.id === moveId);
}

const managerCard = async (user: TestUser, moveId: string) =>
  (await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken })).body.find(
    (lead) => lead.move_request_id === moveId,
  );

const totalsOf = (quantity: number) => ({
  cubic_feet: Math.round(sofa.cubicFeet * quantity * 10) / 10,
  weight_lb: Math.round(sofa.weightLb * quantity),
  pieces: quantity,
});

describe('the inventory on the lead', () => {
  it('shows its totals in lead search, names the version each quote was made for, and marks and tells after an edit', async () => {
    const { company, user } = await payPerLeadCompany(5);
    const town = `Inventory ${ulid().slice(-8)}`;
    const { customer, moveId } = await customerWithMove({ from: { city: town }, packing: true });
    expect((await searchedLead(user, town, moveId))?.inventory).toBeNull();

    expect((await putInventory(customer, moveId, sofas(2))).status).toBe(200);
    const first = { version: 1, ...totalsOf(2) };
    expect((await searchedLead(user, town, moveId))?.inventory).toEqual(first);
    expect((await searchedLead(user, town, moveId, true))?.inventory).toEqual(first);

    const sent = await sendQuote(user, moveId, company.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.inventory_version).toBe(1);
    expect(await managerCard(user, moveId)).toMatchObject({
      inventory_version: 1,
      inventory_changed_since_quoted: false,
      move_request: { inventory: first },
    });
    const mine = await callRoute(routes.listMyQuotes, { token: customer.accessToken });
    expect(mine.body.find((quote) => quote.id === sent.body.id)?.inventory_version).toBe(1);

    // A change of the request's details keeps the totals on its search copies.
    const edited = await callRoute(routes.updateMoveRequest, {
      token: customer.accessToken,
      params: { id: moveId },
      body: { special_considerations: 'A piano as well' },
    });
    expect(edited.status).toBe(200);
    expect((await searchedLead(user, town, moveId, true))?.inventory).toEqual(first);

    expect((await putInventory(customer, moveId, sofas(3))).status).toBe(200);
    const second = { version: 2, ...totalsOf(3) };
    expect((await searchedLead(user, town, moveId, true))?.inventory).toEqual(second);
    expect(await managerCard(user, moveId)).toMatchObject({
      inventory_version: 1,
      inventory_changed_since_quoted: true,
      // Only the details edit changed the move: the inventory is not a change of its details.
      move_changed_since_quoted: true,
      move_request: { inventory: second, special_considerations: 'A piano as well' },
    });
    const email = await waitForEmail(user.email, (e) => e.subject === INVENTORY_CHANGED_SUBJECT);
    expect(email.body.text).toContain('made for an earlier inventory');

    // The quote sent again is made for the current inventory.
    const resent = await callRoute(routes.updateCompanyQuote, {
      token: user.accessToken,
      params: { id: sent.body.id },
      body: { price: 1700 },
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.inventory_version).toBe(2);
    expect(await managerCard(user, moveId)).toMatchObject({ inventory_changed_since_quoted: false });
  });

  it('keeps the search copies equal to the request when inventory saves and detail edits race', async () => {
    const { user } = await payPerLeadCompany(5);
    const town = `Race ${ulid().slice(-8)}`;
    const { customer, moveId } = await customerWithMove({ from: { city: town }, packing: true });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].flatMap((n) => [
        putInventory(customer, moveId, sofas(n)),
        callRoute(routes.updateMoveRequest, {
          token: customer.accessToken,
          params: { id: moveId },
          body: { special_considerations: `Edit ${n}` },
        }),
      ]),
    );
    // A save may lose to another save (409 'saved meanwhile'), never to a detail edit.
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const own = await callRoute(routes.getMyMoveRequest, { token: customer.accessToken });
    const copy = await searchedLead(user, town, moveId, true);
    expect(copy?.inventory).toEqual(own.body!.inventory);
    expect(copy?.special_considerations).toBe(own.body!.special_considerations);
    expect(own.body!.inventory).not.toBeNull();
  });

  it('prices a binding estimate by volume or weight from the inventory, and again from the new one when sent again', async () => {
    const { company, user } = await payPerLeadCompany(5);
    const { customer, moveId } = await customerWithMove();
    const byVolume = bindingEstimate({ base_price: null, pricing_basis: 'PER_CUBIC_FOOT', unit_rate: 10 });
    const send = (estimate: EstimateInput) =>
      callRoute(routes.sendCompanyQuote, {
        token: user.accessToken,
        body: { move_request_id: moveId, moving_company_id: company.id, estimate },
      });

    // Without an inventory there is nothing to multiply: a 400 on the field, nothing stored.
    const refused = await send(byVolume);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'estimate.pricing_basis': ESTIMATE_MESSAGES.noInventoryToPrice });
    expect((await managerCard(user, moveId))?.type).not.toBe('quote');

    expect((await putInventory(customer, moveId, sofas(2))).status).toBe(200);
    const extras = 150 + 400 + 250; // the fixture's travel, packing and piano
    const sent = await send(byVolume);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const cubicFeet = totalsOf(2).cubic_feet;
    expect(sent.body).toMatchObject({
      price: Math.round((cubicFeet * 10 + extras) * 100) / 100,
      inventory_version: 1,
      estimate: { pricing_basis: 'PER_CUBIC_FOOT', unit_rate: 10, priced_quantity: cubicFeet },
    });

    // The customer adds a sofa; the quote sent again without new terms is priced for the new list.
    expect((await putInventory(customer, moveId, sofas(3))).status).toBe(200);
    const again = await callRoute(routes.updateCompanyQuote, {
      token: user.accessToken,
      params: { id: sent.body.id },
      body: { description: 'Rechecked' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({
      inventory_version: 2,
      price: Math.round((totalsOf(3).cubic_feet * 10 + extras) * 100) / 100,
      estimate: { priced_quantity: totalsOf(3).cubic_feet },
    });

    // By weight: the rate per 100 lb; an hourly estimate cannot take a basis.
    const byWeight = await callRoute(routes.updateCompanyQuote, {
      token: user.accessToken,
      params: { id: sent.body.id },
      body: { estimate: bindingEstimate({ base_price: null, pricing_basis: 'PER_100_LB', unit_rate: 90 }) },
    });
    expect(byWeight.body).toMatchObject({
      price: Math.round(((totalsOf(3).weight_lb / 100) * 90 + extras) * 100) / 100,
      estimate: { priced_quantity: totalsOf(3).weight_lb },
    });
    const hourly = await callRoute(routes.updateCompanyQuote, {
      token: user.accessToken,
      params: { id: sent.body.id },
      body: { estimate: hourlyEstimate({ pricing_basis: 'PER_CUBIC_FOOT', unit_rate: 3 }) },
    });
    expect(hourly.status).toBe(400);
    expect((await managerCard(user, moveId))?.price).toBe(byWeight.body.price);

    // A rate the schema allows can still price the charge past $1,000,000: a 400 on the rate, nothing stored.
    const huge = await callRoute(routes.updateCompanyQuote, {
      token: user.accessToken,
      params: { id: sent.body.id },
      body: { estimate: bindingEstimate({ base_price: null, pricing_basis: 'PER_CUBIC_FOOT', unit_rate: 1_000_000 }) },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.fields?.['estimate.unit_rate']).toMatch(
      /^At this rate the moving charge comes to \$[\d,.]+: it must be at most \$1,000,000/,
    );
    expect((await managerCard(user, moveId))?.price).toBe(byWeight.body.price);
  });

  it('tells no company whose quote the customer only asked for', async () => {
    const { company, user } = await payPerLeadCompany(5);
    const { customer, moveId } = await customerWithMove();
    await requestQuoteFrom(customer, moveId, company.id);
    expect((await putInventory(customer, moveId, sofas(1))).status).toBe(200);
    expect((await putInventory(customer, moveId, sofas(4))).status).toBe(200);
    await eventsIdle();
    const inbox = await readInbox(currentStack().inboxPort);
    expect(
      inbox.filter((e) => e.destination.to.includes(user.email) && e.subject === INVENTORY_CHANGED_SUBJECT),
    ).toEqual([]);
    expect((await managerCard(user, moveId))?.inventory_changed_since_quoted).toBe(false);
  });
});
