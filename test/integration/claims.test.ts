import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, claimFilingDeadline } from '@schemas/claims';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { bookedMove, complete, moveDayPassed } from '@test/support/fixtures/booking-completion';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { bookingChoice, caseyJonesAsks } from '@test/support/fixtures/quotes';
import { uploadedAttachment } from '@test/support/fixtures/messaging';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import type { PutInventoryBody } from '@schemas/inventory';
import { CLOCK_ROOM } from '@test/support/fixtures/inventories';
import { pointAtStack } from '@test/support/point-at-stack';
import { readInbox } from '@infra/local/ses-emulator';
import { currentStack } from '@test/support/current-stack';
import { eventsIdle } from '@test/support/stack-events';

/*
 * Loss and damage claims (docs/compliance.md, Claims): filed by the customer once the move is
 * completed and within 9 months, acknowledged and decided by the company with the clocks of
 * 49 CFR 370, priced at 60 cents a pound under released value.
 */

const DAY_MS = 86_400_000;
const FRIDGE_AND_LAMP = {
  items: [
    { name: 'Refrigerator', weight_lb: 400, amount: 1_800 },
    { name: 'Floor lamp', amount: 80 },
  ],
  description: 'The refrigerator door is dented and the lamp arrived in two pieces.',
};

const fileClaim = (user: TestUser, id: string, body: unknown = FRIDGE_AND_LAMP) =>
  callRoute(routes.fileClaim, { token: user.accessToken, params: { id }, body: body as typeof FRIDGE_AND_LAMP });
const getClaim = (user: TestUser, id: string) =>
  callRoute(routes.getClaim, { token: user.accessToken, params: { id } });
const acknowledge = (user: TestUser, id: string) =>
  callRoute(routes.acknowledgeClaim, { token: user.accessToken, params: { id } });
const decide = (user: TestUser, id: string, body: Record<string, unknown>) =>
  callRoute(routes.decideClaim, { token: user.accessToken, params: { id }, body: body });

/** A booked move (NC, full value) whose day passed `daysAgo` days ago, marked completed by its company. */
async function completedMove(daysAgo = 2, inventory?: PutInventoryBody) {
  const world = await bookedMove({ price: 1_200, inventory });
  await moveDayPassed(world.quoteId, daysAgo);
  expect((await complete(world.companyUser, world.quoteId, { final_price: 1_200 })).status).toBe(200);
  return world;
}

describe('filing a claim', () => {
  it('is refused before the company completed the move, and after 9 months with the last day in the message', async () => {
    const upcoming = await bookedMove({ price: 900 });
    expect(await fileClaim(upcoming.customer, upcoming.quoteId)).toMatchObject({
      status: 400,
      body: { error: CLAIM_MESSAGES.notCompleted },
    });
    const old = await completedMove(280);
    const lastDay = claimFilingDeadline(dayFromToday(-280));
    expect(await fileClaim(old.customer, old.quoteId)).toMatchObject({
      status: 400,
      body: { error: CLAIM_MESSAGES.tooLate(lastDay) },
    });
    expect((await getClaim(old.customer, old.quoteId)).status).toBe(404);
  });

  it('starts the company’s clocks; one claim per booking; both sides read it, nobody else', async () => {
    const move = await completedMove();
    const before = Date.now();
    const filed = await fileClaim(move.customer, move.quoteId);
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({
      status: 'FILED',
      total_claimed: 1_880,
      valuation: 'FULL_VALUE',
      released_value_total: null,
      arbitration_available: false,
      acknowledged_at: null,
      decision: null,
    });
    const filedAt = Date.parse(filed.body.filed_at);
    expect(filedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(filed.body.acknowledge_by) - filedAt).toBe(30 * DAY_MS);
    expect(Date.parse(filed.body.decide_by) - filedAt).toBe(120 * DAY_MS);
    expect(await fileClaim(move.customer, move.quoteId)).toMatchObject({
      status: 409,
      body: { error: CLAIM_MESSAGES.alreadyFiled },
    });
    expect((await getClaim(move.companyUser, move.quoteId)).body).toMatchObject({ status: 'FILED' });
    const stranger = await companyWithUser();
    expect((await getClaim(stranger.user, move.quoteId)).status).toBe(404);
    expect((await acknowledge(stranger.user, move.quoteId)).status).toBe(404);
  });

  it('refuses bad items with the field’s message and writes nothing', async () => {
    const move = await completedMove();
    const noItems = await fileClaim(move.customer, move.quoteId, { ...FRIDGE_AND_LAMP, items: [] });
    expect(noItems).toMatchObject({ status: 400 });
    expect(JSON.stringify(noItems.body)).toContain(CLAIM_MESSAGES.items);
    const free = await fileClaim(move.customer, move.quoteId, {
      ...FRIDGE_AND_LAMP,
      items: [{ name: 'Chair', amount: 0 }],
    });
    expect(JSON.stringify(free.body)).toContain(CLAIM_MESSAGES.itemAmount);
    expect((await getClaim(move.customer, move.quoteId)).status).toBe(404);
  });
});

describe('items from the inventory, and photos', () => {
  it('names and weighs a picked item as the inventory lists it, keeps the photos, and shows both to the company', async () => {
    const move = await completedMove(2, CLOCK_ROOM);
    const photo = await uploadedAttachment(move.customer);
    const filed = await fileClaim(move.customer, move.quoteId, {
      items: [
        {
          name: 'My clock',
          weight_lb: 900,
          amount: 600,
          inventory_line: { room: 'living room', name: 'grandfather clock' },
        },
      ],
      description: 'The clock’s glass door arrived shattered.',
      photo_media_ids: [photo],
    });
    expect(filed.status).toBe(200);
    expect(filed.body.items).toEqual([
      expect.objectContaining({
        name: 'Grandfather clock',
        weight_lb: 150,
        amount: 600,
        inventory_line: { room: 'Living room', name: 'Grandfather clock' },
      }),
    ]);
    const read = await getClaim(move.companyUser, move.quoteId);
    expect(read.body.photos).toEqual([{ media_id: photo, url: expect.stringContaining('/attachments/') as string }]);
  });

  it('refuses an item the inventory does not list and a photo that is not the customer’s, and files nothing', async () => {
    const move = await completedMove(2, CLOCK_ROOM);
    const unlisted = await fileClaim(move.customer, move.quoteId, {
      items: [{ name: 'Piano', amount: 900, inventory_line: { room: 'Living room', name: 'Piano' } }],
      description: 'The piano was never delivered.',
    });
    expect(unlisted).toMatchObject({ status: 400, body: { error: CLAIM_MESSAGES.notInInventory('Piano') } });
    const someoneElses = await uploadedAttachment(move.companyUser);
    const notTheirs = await fileClaim(move.customer, move.quoteId, {
      ...FRIDGE_AND_LAMP,
      photo_media_ids: [someoneElses],
    });
    expect(notTheirs).toMatchObject({ status: 400, body: { error: CLAIM_MESSAGES.photoNotYours } });
    expect((await getClaim(move.customer, move.quoteId)).status).toBe(404);
  });
});

const mailsTo = async (to: string, subject: string) => {
  await eventsIdle();
  return (await readInbox(currentStack().inboxPort)).filter(
    (mail) => mail.destination.to.includes(to) && mail.subject.includes(subject),
  );
};

describe('the other side is told by e-mail', () => {
  it('tells the company of a filed claim, and the customer of the acknowledgement and of the decision with its amount', async () => {
    const move = await completedMove();
    await fileClaim(move.customer, move.quoteId);
    const filed = await mailsTo(move.companyUser.email, 'filed a claim');
    expect(filed).toHaveLength(1);
    expect(filed[0].body.text).toContain('$1,880 in all');
    await acknowledge(move.companyUser, move.quoteId);
    expect(await mailsTo(move.customer.email, 'acknowledged your claim')).toHaveLength(1);
    await decide(move.companyUser, move.quoteId, { decision: 'PAY', amount: 1_250 });
    const decided = await mailsTo(move.customer.email, 'decided your claim');
    expect(decided).toHaveLength(1);
    expect(decided[0].body.text).toContain('Decision: Pay: $1,250.');
  });
});

describe('the company answers', () => {
  it('acknowledges once, then settles or declines (a reason required) once', async () => {
    const move = await completedMove();
    await fileClaim(move.customer, move.quoteId);
    expect((await acknowledge(move.customer, move.quoteId)).status).toBe(403);
    const acknowledged = await acknowledge(move.companyUser, move.quoteId);
    expect(acknowledged.body).toMatchObject({ status: 'ACKNOWLEDGED' });
    expect(acknowledged.body.acknowledged_at).not.toBeNull();
    expect(await acknowledge(move.companyUser, move.quoteId)).toMatchObject({
      status: 409,
      body: { error: CLAIM_MESSAGES.alreadyAcknowledged },
    });
    const unexplained = await decide(move.companyUser, move.quoteId, { decision: 'DENY', reason: 'No.' });
    expect(JSON.stringify(unexplained.body)).toContain(CLAIM_MESSAGES.denyReason);
    const noAmount = await decide(move.companyUser, move.quoteId, { decision: 'PAY' });
    expect(JSON.stringify(noAmount.body)).toContain(CLAIM_MESSAGES.amountRequired);
    const paid = await decide(move.companyUser, move.quoteId, { decision: 'PAY', amount: 1_500 });
    expect(paid.body).toMatchObject({ status: 'SETTLED', decision: { type: 'PAY', amount: 1_500 } });
    expect(
      await decide(move.companyUser, move.quoteId, { decision: 'DENY', reason: 'Changed our mind entirely.' }),
    ).toMatchObject({
      status: 409,
      body: { error: CLAIM_MESSAGES.alreadyDecided },
    });
    expect((await getClaim(move.customer, move.quoteId)).body).toMatchObject({ status: 'SETTLED' });
  });

  it('released value (interstate, signed): 60 cents a pound per item, and arbitration offered up to $10,000', async () => {
    const seller = await companyWithUser();
    const day = dayFromToday(567);
    const asked = await caseyJonesAsks(seller.company.id, day, {
      from: { city: 'Charlotte', zip: '28202', state: 'NC' },
      to: { city: 'Rock Hill', zip: '29730', state: 'SC' },
    });
    await callRoute(routes.sendCompanyQuote, {
      token: seller.user.accessToken,
      body: { move_request_id: asked.moveId, moving_company_id: seller.company.id, price: 1_400 },
    });
    const choice = await bookingChoice(asked.quoteId, {
      valuation: { option: 'RELEASED', released_signature: 'Casey Jones' },
    });
    const booked = await callRoute(routes.bookQuote, {
      token: asked.customer.accessToken,
      params: { id: asked.quoteId },
      body: choice,
    });
    expect(booked.status).toBe(200);
    await moveDayPassed(asked.quoteId, 3);
    expect((await complete(seller.user, asked.quoteId, { final_price: 1_400 })).status).toBe(200);
    const filed = await fileClaim(asked.customer, asked.quoteId);
    expect(filed.body).toMatchObject({
      valuation: 'RELEASED',
      items: [
        { name: 'Refrigerator', weight_lb: 400, released_value_limit: 240 },
        { name: 'Floor lamp', weight_lb: null, released_value_limit: null },
      ],
      released_value_total: 240,
      arbitration_available: true,
    });
    const declined = await decide(seller.user, asked.quoteId, {
      decision: 'DENY',
      reason: 'The lamp was packed by the customer and the dent was on the inventory at loading.',
    });
    expect(declined.body).toMatchObject({ status: 'DENIED', acknowledged_at: expect.any(String) as unknown });
  });
});

/** The claim's company deadline moved `days` into the past, as if that many days went by (the data layer's clock). */
async function deadlinePassed(quoteId: string, which: 'acknowledge_by' | 'decide_by') {
  pointAtStack();
  const { claimEntity } = await import('@functions/core/data/claim/claims');
  const past = new Date(Date.now() - DAY_MS).toISOString();
  await claimEntity()
    .patch({ quote_id: quoteId })
    .set({ [which]: past, open_sort: `${past}#${quoteId}` })
    .go();
}

describe('the admin’s queue of claims past a date', () => {
  it('lists a claim not acknowledged in 30 days, then not decided in 120, and drops it once decided', async () => {
    const admin = await createTestUser({ role: 'ADMIN', profile: true, firstName: 'Clay', lastName: 'Ims' });
    const overdue = async (quoteId: string) =>
      (await callRoute(routes.listNeedsAttention, { token: admin.accessToken })).body.overdue_claims.filter(
        (claim) => claim.quote_id === quoteId,
      );
    const move = await completedMove();
    await fileClaim(move.customer, move.quoteId);
    expect(await overdue(move.quoteId)).toEqual([]);
    await deadlinePassed(move.quoteId, 'acknowledge_by');
    expect(await overdue(move.quoteId)).toEqual([
      expect.objectContaining({ company_id: move.companyId, missed: 'ACKNOWLEDGE', total_claimed: 1_880 }),
    ]);
    await acknowledge(move.companyUser, move.quoteId);
    expect(await overdue(move.quoteId)).toEqual([]);
    await deadlinePassed(move.quoteId, 'decide_by');
    expect(await overdue(move.quoteId)).toEqual([expect.objectContaining({ missed: 'DECIDE' })]);
    await decide(move.companyUser, move.quoteId, { decision: 'REPAIR', amount: 600 });
    expect(await overdue(move.quoteId)).toEqual([]);
  });
});

describe('the company page’s claims record', () => {
  it('shows claims per 100 completed moves and the median days to settle from 5 claims, not before', async () => {
    pointAtStack();
    const { createClaim, recordClaimDecision, findClaim } = await import('@functions/core/data/claim/claims');
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    const { company, user } = await companyWithUser();
    await movingCompanyEntity().patch({ id: company.id }).set({ accuracy_completed: 40 }).go();
    const page = async () =>
      (await callRoute(routes.getMovingCompany, { token: user.accessToken, params: { id: company.id } })).body
        .claims_record;
    const filedAt = new Date(Date.now() - 30 * DAY_MS).toISOString();
    for (let index = 0; index < 5; index += 1) {
      if (index === 4) expect(await page()).toBeNull();
      const quoteId = `claims-record-${company.id}-${index}`;
      await createClaim({
        quote_id: quoteId,
        customer_id: `customer-${index}`,
        moving_company_id: company.id,
        items: [],
        description: 'A seeded claim for the record.',
        total_claimed: 100,
        valuation: 'FULL_VALUE',
        regime: 'NC_INTRASTATE',
        filed_at: filedAt,
        acknowledge_by: filedAt,
        decide_by: filedAt,
      });
      const claim = (await findClaim(quoteId))!;
      if (index < 3)
        await recordClaimDecision(
          claim,
          { type: 'PAY', amount: 50, reason: '' },
          new Date(Date.parse(filedAt) + (10 + index) * DAY_MS),
        );
    }
    expect(await page()).toEqual({ claims: 5, completed_moves: 40, per_100_moves: 12.5, median_days_to_settle: 11 });
  });
});
