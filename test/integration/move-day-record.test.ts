import { describe, expect, it } from 'vitest';
import { MOVE_DAY_MESSAGES } from '@schemas/move-day-record';
import type { PutInventoryBody } from '@schemas/inventory';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { moveDayPassed } from '@test/support/fixtures/booking-completion';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { book, customerWithQuotes, quoted } from '@test/support/fixtures/quotes';
import { nameTag } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';
import { eventsIdle } from '@test/support/stack-events';

/*
 * The move-day record (docs/inventory.md, item 5): from the move day the booking's company checks
 * the booked inventory off at loading and at delivery, the customer signs by typing their name on
 * the crew's phone, and both sides get the signed record as a PDF.
 */

const INVENTORY = {
  rooms: [
    { kind: 'living_room', name: 'Living room', lines: [{ catalogue_id: 'sofa-3-seat', quantity: 1 }] },
    { kind: 'bedroom', name: 'Bedroom', lines: [{ catalogue_id: 'box-medium', quantity: 10 }] },
  ],
} as PutInventoryBody;

async function bookedWithInventory() {
  const lastName = `Record${nameTag(4)}`;
  const f = await customerWithQuotes(1, { lastName });
  const saved = await callRoute(routes.putInventory, {
    token: f.customer.accessToken,
    params: { id: f.moveId },
    body: INVENTORY,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await quoted(f, 0, 1400);
  expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
  const companyUser = await createCompanyUser(f.companies[0].id);
  return { ...f, quoteId: f.quoteIds[0], companyUser, customerName: `Casey ${lastName}` };
}
type Booked = Awaited<ReturnType<typeof bookedWithInventory>>;

const record = (b: Booked, token = b.customer.accessToken) =>
  callRoute(routes.getMoveDayRecord, { token, params: { id: b.quoteId } });
const save = (
  b: Booked,
  stage: 'LOADING' | 'DELIVERY',
  body: Record<string, unknown>,
  token = b.companyUser.accessToken,
) => callRoute(routes.saveMoveDayStage, { token, params: { id: b.quoteId, stage }, body });
const sign = (b: Booked, stage: 'LOADING' | 'DELIVERY', name: string, token = b.companyUser.accessToken) =>
  callRoute(routes.signMoveDayStage, { token, params: { id: b.quoteId, stage }, body: { signed_name: name } });

const allGood = [
  { checked: true, condition: 'GOOD', note: '' },
  { checked: true, condition: 'GOOD', note: '' },
];

describe('the move-day record', () => {
  it('opens on the move day, checks the booked inventory off, is signed by the customer and mailed as a PDF', async () => {
    const b = await bookedWithInventory();
    // Before the move day: readable, not writable.
    const before = await record(b);
    expect(before.status).toBe(200);
    expect(before.body.open).toBe(false);
    expect(before.body.loading.items).toEqual([
      expect.objectContaining({ room: 'Living room', name: 'Sofa, 3 seats', quantity: 1, checked: false }),
      expect.objectContaining({ room: 'Bedroom', name: 'Medium box (3 cu ft)', quantity: 10, checked: false }),
    ]);
    const early = await save(b, 'LOADING', { items: allGood });
    expect(early.status).toBe(409);

    await moveDayPassed(b.quoteId, 0);
    // Delivery waits for the loading signature.
    expect((await save(b, 'DELIVERY', { items: allGood })).status).toBe(409);
    // A line short: refused, nothing stored.
    expect((await save(b, 'LOADING', { items: allGood.slice(1) })).status).toBe(400);
    const partial = await save(b, 'LOADING', {
      items: [
        { checked: true, condition: 'DAMAGED', note: 'Scuff on the left arm before loading' },
        { checked: false, condition: 'GOOD', note: '' },
      ],
      exceptions: 'Two boxes were re-taped.',
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    const unchecked = await sign(b, 'LOADING', b.customerName);
    expect(unchecked.status).toBe(400);
    expect(unchecked.body.error).toBe(MOVE_DAY_MESSAGES.unchecked(1));

    const complete = await save(b, 'LOADING', {
      items: [
        { checked: true, condition: 'DAMAGED', note: 'Scuff on the left arm before loading' },
        { checked: true, condition: 'GOOD', note: '' },
      ],
      exceptions: 'Two boxes were re-taped.',
    });
    expect(complete.status).toBe(200);
    const wrongName = await sign(b, 'LOADING', 'Someone Else');
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.error).toBe(MOVE_DAY_MESSAGES.nameMismatch);
    const signed = await sign(b, 'LOADING', `  ${b.customerName.toUpperCase()} `);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.loading.signed_at).not.toBeNull();
    // Signed: nothing changes any more.
    const after = await save(b, 'LOADING', { items: allGood });
    expect(after.status).toBe(409);
    expect(after.body.error).toBe(MOVE_DAY_MESSAGES.signed);
    const seen = await record(b);
    expect(seen.body.loading.items[0]).toMatchObject({
      condition: 'DAMAGED',
      note: 'Scuff on the left arm before loading',
    });

    // The PDF e-mails go out on the event bus: under load they may take a while.
    await eventsIdle();
    for (const to of [b.customer.email, b.companyUser.email]) {
      const mail = await waitForEmail(to, (e) => e.subject === 'Signed move-day record at loading', 30_000);
      const pdf = mail.attachments?.find((file) => file.contentType.startsWith('application/pdf'));
      expect(pdf, `a PDF to ${to}`).toBeDefined();
      expect(Buffer.from(pdf!.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // The loading record counts in the company's inventory accuracy: the sofa (50 cu ft) and 10
    // boxes (30) booked, all found (damaged is not missing).
    const metrics = await callRoute(routes.getPerformanceMetrics, {
      token: b.companyUser.accessToken,
      query: { filter: 'all_time' },
    });
    expect(metrics.body.inventoryAccuracy).toEqual({
      moves: 1,
      within_tolerance: 1,
      booked_cubic_feet: 80,
      found_cubic_feet: 80,
    });
    // Delivery is open now.
    expect((await save(b, 'DELIVERY', { items: allGood })).status).toBe(200);
  });

  it('is written only by the booking’s company, read only by its sides', async () => {
    const b = await bookedWithInventory();
    await moveDayPassed(b.quoteId, 0);
    expect([403, 404]).toContain((await save(b, 'LOADING', { items: allGood }, b.customer.accessToken)).status);
    const other = await customerWithQuotes(1);
    const stranger = await createCompanyUser(other.companies[0].id);
    expect((await save(b, 'LOADING', { items: allGood }, stranger.accessToken)).status).toBe(404);
    expect((await sign(b, 'LOADING', b.customerName, stranger.accessToken)).status).toBe(404);
    expect((await record(b, stranger.accessToken)).status).toBe(404);
    expect((await record(b, other.customer.accessToken)).status).toBe(404);
    // A photo that is not the caller's upload: refused, nothing stored.
    const photo = await save(b, 'LOADING', { items: allGood, photo_media_ids: ['01J0000000000000000000000A'] });
    expect(photo.status).toBe(400);
    expect((await record(b)).body.loading.started).toBe(false);
  });
});
