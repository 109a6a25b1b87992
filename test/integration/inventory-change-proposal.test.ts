import { describe, expect, it } from 'vitest';
import { CHANGE_PROPOSAL_MESSAGES } from '@schemas/booking-changes';
import { estimateTotals, priceByInventory, pricedEstimate } from '@schemas/estimate-totals';
import type { PutInventoryBody } from '@schemas/inventory';
import { INVENTORY_CHANGE_MESSAGES } from '@schemas/inventory-change';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { storedBookedMove } from '@test/support/fixtures/booking-completion';
import { pointAtStack } from '@test/support/point-at-stack';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { bindingEstimate } from '@test/support/fixtures/estimates';
import { book, customerWithQuotes, setQuote, storedQuote } from '@test/support/fixtures/quotes';

/*
 * Once booked, the inventory changes only through a change proposal the customer accepts
 * (docs/inventory.md, item 4): the proposal shows the item diff, a price by volume follows the
 * new inventory, and acceptance makes the inventory's next version.
 */

/** 10 medium boxes (3 cu ft, 28 lb each) in the bedroom: 30 cu ft, 280 lb. */
const TEN_BOXES = {
  rooms: [{ kind: 'bedroom', name: 'Bedroom', lines: [{ catalogue_id: 'box-medium', quantity: 10 }] }],
} as PutInventoryBody;

const KAYAKS = {
  room: 'Garage',
  line: { catalogue_id: null, name: 'Kayak', cubic_feet: 15, weight_lb: 40, quantity: 2 },
};

/** A customer with TEN_BOXES who booked company 0 on `fields`, and that company's user. */
async function bookedWithBoxes(fields: Record<string, unknown>) {
  const f = await customerWithQuotes(1);
  const saved = await callRoute(routes.putInventory, {
    token: f.customer.accessToken,
    params: { id: f.moveId },
    body: TEN_BOXES,
  });
  expect(saved.status).toBe(200);
  await setQuote(f.moveId, f.companies[0].id, 'QUOTED', fields);
  const booked = await book(f.customer, f.quoteIds[0]);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const companyUser = await createCompanyUser(f.companies[0].id);
  return { ...f, quoteId: f.quoteIds[0], companyUser };
}

type Booked = Awaited<ReturnType<typeof bookedWithBoxes>>;

const propose = (b: Booked, body: Record<string, unknown>, token = b.companyUser.accessToken) =>
  callRoute(routes.proposeBookingChange, { token, params: { id: b.quoteId }, body });
const accept = (b: Booked) =>
  callRoute(routes.acceptBookingChange, { token: b.customer.accessToken, params: { id: b.quoteId } });
const inventoryOf = (b: Booked) =>
  callRoute(routes.getInventory, { token: b.customer.accessToken, params: { id: b.moveId } });

/** A binding estimate at $10 a cubic foot, priced on `cubicFeet` as the send route would. */
function byVolume(cubicFeet: number) {
  const { estimate } = pricedEstimate(
    bindingEstimate({ base_price: null, pricing_basis: 'PER_CUBIC_FOOT', unit_rate: 10 }),
  );
  const priced = priceByInventory(estimate, { cubic_feet: cubicFeet, weight_lb: 0 })!;
  const { price, top_price } = estimateTotals(priced);
  return { estimate: priced, price, ...(top_price === null ? {} : { top_price }) };
}

describe('items added and removed through a change proposal', () => {
  it('shows the diff, prices the volume again, and makes the next inventory version on acceptance', async () => {
    const b = await bookedWithBoxes(byVolume(30));
    const bookedPrice = byVolume(30).price;
    const proposed = await propose(b, {
      inventory_change: {
        added: [KAYAKS],
        removed: [{ room: 'Bedroom 1', item: 'Medium box (3 cu ft)', quantity: 4 }],
      },
      reason: 'Two kayaks in the garage; four boxes stay behind',
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const proposal = proposed.body.change_proposal!;
    expect(proposal.inventory_diff).toEqual({
      added: [{ room: 'Garage', name: 'Kayak', quantity: 2, cubic_feet: 15, weight_lb: 40 }],
      removed: [{ room: 'Bedroom', name: 'Medium box (3 cu ft)', quantity: 4, cubic_feet: 3, weight_lb: 28 }],
      before: { version: 1, cubic_feet: 30, weight_lb: 280, pieces: 10 },
      after: { version: 2, cubic_feet: 48, weight_lb: 248, pieces: 8 },
    });
    // 48 cu ft × $10 instead of 30: the booked estimate priced again on the new inventory.
    expect(proposal.after.terms.price).toBe(bookedPrice + 180);
    expect(proposal.after.terms.inventory).toMatchObject({ version: 2, cubic_feet: 48, pieces: 8 });
    expect(proposal.before.terms.inventory).toMatchObject({ version: 1, cubic_feet: 30 });
    // Nothing changes before the customer answers.
    expect((await inventoryOf(b)).body?.version).toBe(1);

    const accepted = await accept(b);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.terms.inventory).toMatchObject({ version: 2, cubic_feet: 48, weight_lb: 248, pieces: 8 });
    expect(accepted.body.change_history.at(-1)?.inventory_diff?.after.version).toBe(2);
    const inventory = (await inventoryOf(b)).body!;
    expect(inventory.version).toBe(2);
    expect(inventory.rooms.map((room) => [room.kind, room.name, room.lines.map((l) => [l.name, l.quantity])])).toEqual([
      ['bedroom', 'Bedroom', [['Medium box (3 cu ft)', 6]]],
      ['other', 'Garage', [['Kayak', 2]]],
    ]);
    const request = await callRoute(routes.getMoveRequest, { token: b.customer.accessToken, params: { id: b.moveId } });
    expect(request.body.inventory).toEqual({ version: 2, cubic_feet: 48, weight_lb: 248, pieces: 8 });
    expect((await storedQuote(b.moveId, b.companies[0].id))?.price).toBe(bookedPrice + 180);
  });

  it('keeps a flat price as booked when only the items change', async () => {
    const b = await bookedWithBoxes({ price: 900 });
    const proposed = await propose(b, { inventory_change: { added: [KAYAKS] }, reason: 'Two kayaks' });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.change_proposal?.after.terms.price).toBe(900);
    expect((await accept(b)).status).toBe(200);
    expect((await inventoryOf(b)).body?.totals).toEqual({ cubic_feet: 60, weight_lb: 360, pieces: 12 });
    expect((await storedQuote(b.moveId, b.companies[0].id))?.price).toBe(900);
  });

  it('refuses goods the inventory does not hold, an empty change, and the customer proposing, storing nothing', async () => {
    const b = await bookedWithBoxes({ price: 900 });
    const tooMany = await propose(b, {
      inventory_change: { removed: [{ room: 'Bedroom', item: 'Medium box (3 cu ft)', quantity: 11 }] },
      reason: 'Fewer boxes',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(INVENTORY_CHANGE_MESSAGES.notListed(11, 'Medium box (3 cu ft)', 'Bedroom'));
    const noRoom = await propose(b, {
      inventory_change: { removed: [{ room: 'Attic', item: 'Medium box (3 cu ft)', quantity: 1 }] },
      reason: 'Fewer boxes',
    });
    expect(noRoom.status).toBe(400);
    const empty = await propose(b, { inventory_change: { added: [], removed: [] }, reason: 'Nothing' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(INVENTORY_CHANGE_MESSAGES.empty);
    const byCustomer = await propose(
      b,
      { inventory_change: { added: [KAYAKS] }, reason: 'Kayaks' },
      b.customer.accessToken,
    );
    expect([403, 404]).toContain(byCustomer.status);
    expect((await storedBookedMove(b.quoteId))?.change_proposal).toBeUndefined();
    expect((await inventoryOf(b)).body?.version).toBe(1);
  });

  it('tells the customer to ask again when the inventory moved on since the proposal', async () => {
    const b = await bookedWithBoxes({ price: 900 });
    expect((await propose(b, { inventory_change: { added: [KAYAKS] }, reason: 'Two kayaks' })).status).toBe(200);
    // A stale proposal (made on version 1, the inventory since moved on): its 'before' is set to another version.
    const stored = (await storedBookedMove(b.quoteId))!;
    const proposal = stored.change_proposal as { inventory_diff: { before: { version: number } } };
    proposal.inventory_diff.before.version = 7;
    pointAtStack();
    const { bookedMoveEntity } = await import('@functions/core/data/quote/booked-moves');
    await bookedMoveEntity().patch({ quote_id: b.quoteId }).set({ change_proposal: proposal }).go();
    const answer = await accept(b);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(CHANGE_PROPOSAL_MESSAGES.inventoryChanged);
    expect((await inventoryOf(b)).body?.version).toBe(1);
    expect((await storedBookedMove(b.quoteId))?.change_proposal).toBeDefined();
  });
});
