import { describe, expect, it } from 'vitest';
import { BOX_SIZES, INVENTORY_CATALOGUE } from '@schemas/inventory-catalogue';
import { INVENTORY_LIMITS, INVENTORY_MESSAGES, type PutInventoryBody } from '@schemas/inventory';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { bookedMove } from '@test/support/fixtures/booking-completion';
import { uploadedAttachment } from '@test/support/fixtures/messaging';
import { customerWithMove } from '@test/support/fixtures/moves';
import { customerWithQuotes } from '@test/support/fixtures/quotes';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/*
 * The customer's inventory on the emulators (docs/inventory.md): versions, totals from the
 * catalogue, who may read it, and refusals that store nothing.
 */

const byId = (id: string) => INVENTORY_CATALOGUE.find((item) => item.id === id)!;
const sofa = byId('sofa-3-seat');
const bed = byId('bed-queen');
const box = BOX_SIZES.find((size) => size.id === 'box-medium')!;

const getInventory = (user: TestUser, moveId: string) =>
  callRoute(routes.getInventory, { token: user.accessToken, params: { id: moveId } });
const putInventory = (user: TestUser, moveId: string, body: unknown) =>
  callRoute(routes.putInventory, { token: user.accessToken, params: { id: moveId }, body: body as PutInventoryBody });

const line = (catalogueId: string, quantity: number, flags: Record<string, boolean> = {}) => ({
  catalogue_id: catalogueId,
  quantity,
  ...flags,
});

const twoRooms = (photoIds: string[] = []): PutInventoryBody => ({
  rooms: [
    {
      kind: 'living_room',
      name: 'Living room',
      lines: [
        line(sofa.id, 1, { fragile: true }),
        {
          catalogue_id: null,
          name: 'Grandfather clock',
          cubic_feet: 20,
          weight_lb: 150,
          quantity: 1,
          high_value: true,
        },
      ],
      photo_media_ids: photoIds,
    },
    { kind: 'bedroom', name: "Emma's room", lines: [line(bed.id, 2), line(box.id, 10)] },
  ] as PutInventoryBody['rooms'],
});

describe('PUT and GET /api/move-request/{id}/inventory', () => {
  it('saves version 1 with the catalogue’s figures and live totals; an equal save writes nothing, a change is version 2', async () => {
    const { customer, moveId } = await customerWithMove();
    expect((await getInventory(customer, moveId)).body).toBeNull();

    const photo = await uploadedAttachment(customer);
    const first = await putInventory(customer, moveId, twoRooms([photo]));
    expect(first.status).toBe(200);
    const cubicFeet = sofa.cubicFeet + 20 + 2 * bed.cubicFeet + 10 * box.cubicFeet;
    const weight = sofa.weightLb + 150 + 2 * bed.weightLb + 10 * box.weightLb;
    expect(first.body).toMatchObject({
      move_request_id: moveId,
      version: 1,
      totals: { cubic_feet: Math.round(cubicFeet * 10) / 10, weight_lb: Math.round(weight), pieces: 14 },
    });
    expect(first.body.rooms[0].lines[0]).toMatchObject({
      catalogue_id: sofa.id,
      name: sofa.name,
      cubic_feet: sofa.cubicFeet,
      weight_lb: sofa.weightLb,
      fragile: true,
      needs_disassembly: false,
    });
    expect(first.body.rooms[0].lines[1]).toMatchObject({
      catalogue_id: null,
      name: 'Grandfather clock',
      high_value: true,
    });
    expect(first.body.rooms[0].photos.map((p) => p.media_id)).toEqual([photo]);
    expect(first.body.rooms[0].photos[0].url).toContain(photo);

    const again = await putInventory(customer, moveId, twoRooms([photo]));
    expect(again.body.version).toBe(1);

    const changed = twoRooms([photo]);
    changed.rooms[1].lines[1].quantity = 12;
    const second = await putInventory(customer, moveId, changed);
    expect(second.body.version).toBe(2);
    expect(second.body.totals.pieces).toBe(16);
    expect((await getInventory(customer, moveId)).body).toEqual(second.body);
  });

  it('shows a company that holds a quote the list with rooms named by kind, and no one else', async () => {
    const f = await customerWithQuotes(1);
    await putInventory(f.customer, f.moveId, twoRooms());
    const companyUser = await createCompanyUser(f.companies[0].id);
    const seen = await getInventory(companyUser, f.moveId);
    expect(seen.status).toBe(200);
    // The customer's own room name may name a person: a company reads 'Bedroom 1'.
    expect(seen.body!.rooms.map((room: { name: string }) => room.name)).toEqual(['Living room 1', 'Bedroom 1']);
    expect(JSON.stringify(seen.body)).not.toContain('Emma');

    const stranger = await createTestUser({ role: 'MOVER', profile: true });
    expect((await getInventory(stranger, f.moveId)).status).toBe(404);
    expect((await putInventory(stranger, f.moveId, twoRooms())).status).toBe(404);
    expect((await putInventory(companyUser, f.moveId, twoRooms())).status).toBe(403);
    expect((await getInventory(f.customer, f.moveId)).body!.version).toBe(1);
  });
});

describe('refusals store nothing', () => {
  it('answers 400 with the field’s message for unknown items, bad quantities, too many pieces or photos, and someone else’s photo', async () => {
    const { customer, moveId } = await customerWithMove();
    const refusals: Array<[unknown, string]> = [
      [
        { rooms: [{ kind: 'kitchen', name: 'Kitchen', lines: [line('spaceship', 1)] }] },
        INVENTORY_MESSAGES.unknownItem('spaceship'),
      ],
      [{ rooms: [{ kind: 'kitchen', name: 'Kitchen', lines: [line(sofa.id, -1)] }] }, INVENTORY_MESSAGES.quantity],
      [{ rooms: [{ kind: 'kitchen', name: 'Kitchen', lines: [line(sofa.id, 1.5)] }] }, INVENTORY_MESSAGES.quantity],
      [
        {
          rooms: Array.from({ length: 20 }, (_, i) => ({
            kind: 'storage',
            name: `Storage ${i + 1}`,
            lines: Array.from({ length: 6 }, () => line(box.id, 99)),
          })),
        },
        INVENTORY_MESSAGES.tooManyPieces,
      ],
      [
        {
          rooms: [
            {
              kind: 'garage',
              name: 'Garage',
              lines: [],
              photo_media_ids: Array.from({ length: 11 }, (_, i) => `attachments/x/${i}.jpg`),
            },
          ],
        },
        INVENTORY_MESSAGES.tooManyPhotos,
      ],
      [
        { rooms: [{ kind: 'kitchen', name: 'Kitchen', lines: [{ catalogue_id: null, quantity: 1 }] }] },
        INVENTORY_MESSAGES.customName,
      ],
      [{ rooms: [] }, INVENTORY_MESSAGES.noRooms],
    ];
    for (const [body, message] of refusals) {
      const answer = await putInventory(customer, moveId, body);
      expect(answer.status, message).toBe(400);
      expect(JSON.stringify(answer.body), message).toContain(message);
    }
    const other = await createTestUser({ role: 'MOVER', profile: true });
    const theirs = await uploadedAttachment(other);
    const photo = await putInventory(customer, moveId, twoRooms([theirs]));
    expect(photo.status).toBe(400);
    expect(photo.body.error).toBe(INVENTORY_MESSAGES.photoNotYours);
    expect((await getInventory(customer, moveId)).body).toBeNull();
    expect(INVENTORY_LIMITS.photosPerRoom).toBe(10);
  });

  it('is fixed once the move is booked: 409, the version stays', async () => {
    const w = await bookedMove({ price: 1500 });
    const answer = await putInventory(w.customer, w.moveId, twoRooms());
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(INVENTORY_MESSAGES.booked);
    expect((await getInventory(w.customer, w.moveId)).body).toBeNull();
  });

  it('20 parallel saves of different lists from version 1 make one version 2 each time at most: no save mixes rooms', async () => {
    const { customer, moveId } = await customerWithMove();
    await putInventory(customer, moveId, twoRooms());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        putInventory(customer, moveId, {
          rooms: [{ kind: 'office', name: `Office ${i}`, lines: [line(box.id, i + 1)] }],
        }),
      ),
    );
    const saved = answers.filter((a) => a.status === 200);
    expect(saved.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const now = (await getInventory(customer, moveId)).body;
    expect(now!.version).toBe(1 + saved.length);
    expect(now!.rooms).toHaveLength(1);
    const winner = saved.find((a) => a.body.version === now!.version)!;
    expect(now!.rooms).toEqual(winner.body.rooms);
  });
});
