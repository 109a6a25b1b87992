import { catalogueItem, TWO_BEDROOM_STARTER } from '@schemas/inventory-catalogue';
import { totalsOf, type InventoryLine } from '@schemas/inventory';
import { findInventoryHead } from '@functions/core/data/inventory/inventory-heads';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { stampSentQuotesWithInventory } from '@functions/core/data/quote/quotes';
import { saveInventoryVersion, type RoomToSave } from '@functions/core/data/inventory/inventory-writes';
import { nowIso } from '@functions/core/data/table';
import { SEED_IMAGE_PREFIX } from '@functions/platform/images';
import { DEMO_CUSTOMER_MOVE, DEMO_MOVES } from './demo-moves';
import type { SeedContext } from './seed-context';
import { ensurePng } from './seed-images';
import { labelPng } from './seed-conversations';

/** Where a seeded room photo lives: served like the seed companies' images. */
const roomPhotoKey = (moveId: string, position: number) =>
  `${SEED_IMAGE_PREFIX}inventory/${moveId}/room-${position}.png`;

/** Colours of the drawn room photos, one pair per room kind shown. */
const PHOTO_COLORS: Record<string, [string, string]> = {
  living_room: ['#2F5D62', '#DFEEEA'],
  bedroom: ['#5E4B8B', '#F1E9FF'],
  kitchen: ['#A0522D', '#FCE9D9'],
};

/**
 * The rooms with a photo of each living room, bedroom and kitchen (a drawn label, uploaded to the
 * image bucket once), as the customer's own accepted uploads would be stored.
 */
async function withPhotos(
  ctx: SeedContext,
  moveId: string,
  rooms: RoomToSave[],
  photos: { uploaded: number },
): Promise<RoomToSave[]> {
  const withPhoto: RoomToSave[] = [];
  for (const [index, room] of rooms.entries()) {
    const colors = PHOTO_COLORS[room.kind];
    if (!colors) {
      withPhoto.push(room);
      continue;
    }
    const key = roomPhotoKey(moveId, index + 1);
    if (await ensurePng(ctx, key, labelPng(room.name, colors[0], colors[1]))) photos.uploaded++;
    withPhoto.push({ ...room, photo_media_ids: [key] });
  }
  return withPhoto;
}

/** A catalogue line as a save stores it: the catalogue's name and figures. */
function line(
  id: string,
  quantity: number,
  flags: Partial<Pick<InventoryLine, 'fragile' | 'needs_disassembly'>> = {},
): InventoryLine {
  const item = catalogueItem(id)!;
  return {
    catalogue_id: item.id,
    name: item.name,
    quantity,
    cubic_feet: item.cubicFeet,
    weight_lb: item.weightLb,
    needs_disassembly: flags.needs_disassembly ?? false,
    fragile: flags.fragile ?? false,
    high_value: false,
  };
}

/** The starter home, trimmed to a home of `bedrooms` bedrooms (the 2-bedroom rooms, fewer or more bedrooms). */
export function homeOf(bedrooms: number): RoomToSave[] {
  const rooms = TWO_BEDROOM_STARTER.map((room) => ({
    kind: room.kind,
    name: room.name,
    lines: room.items.map((item) => line(item.id, item.quantity)),
    photo_media_ids: [],
  }));
  const bedroom = rooms.find((room) => room.kind === 'bedroom')!;
  const others = rooms.filter((room) => room.kind !== 'bedroom');
  const bedroomsWanted = Math.max(1, bedrooms);
  return [
    ...others.slice(0, 3),
    ...Array.from({ length: bedroomsWanted }, (_, i) => ({ ...bedroom, name: `Bedroom ${i + 1}` })),
    ...others.slice(3),
  ];
}

/** The demo customer's own home: the starter with their piano and a few things of their own. */
export function demoCustomerHome(): RoomToSave[] {
  const rooms = homeOf(2);
  rooms[0] = {
    ...rooms[0],
    lines: [
      ...rooms[0].lines,
      line('piano-upright', 1, { fragile: true }),
      {
        catalogue_id: null,
        name: 'Antique writing desk',
        quantity: 1,
        cubic_feet: 18,
        weight_lb: 120,
        needs_disassembly: false,
        fragile: true,
        high_value: true,
      },
    ],
  };
  return rooms;
}

/**
 * The customer's list saved as version 1 of a move that has none, as the save route would, the
 * move's sent quotes stamped as made for it. For a move the seed books next: its terms keep it.
 */
export async function seedInventoryOf(move: MoveRequestItem, rooms: RoomToSave[]): Promise<boolean> {
  if (await findInventoryHead(move.id, { consistent: true })) return false;
  const saved = await saveInventoryVersion({ move, replacing: 0, rooms, totals: totalsOf(rooms), at: nowIso() });
  if (!saved.ok) return false;
  // The customer listed their goods before the companies quoted.
  await stampSentQuotesWithInventory(move.id, saved.head.version);
  return true;
}

/**
 * Inventories for the demo customer's move and the first three demo moves Tar Heel Moving Co.
 * was asked about (its leads), written through the data layer as a save would, once each: a
 * move that has one (the seed ran before, or the customer edited it in the app) is left alone.
 */
export async function seedInventories(
  ctx: SeedContext,
  demoCustomerId: string | undefined,
): Promise<{ written: number; photosUploaded: number }> {
  const leads = DEMO_MOVES.filter((move) => move.demoCompanyQuote && move.demoCompanyQuote.status !== 'BOOKED').slice(
    0,
    3,
  );
  const targets = [
    ...(demoCustomerId
      ? [{ moveId: DEMO_CUSTOMER_MOVE.moveId, customerId: demoCustomerId, rooms: demoCustomerHome() }]
      : []),
    ...leads.map((move) => ({ moveId: move.moveId, customerId: move.customerId, rooms: homeOf(move.bedrooms) })),
  ];
  let written = 0;
  const photos = { uploaded: 0 };
  for (const target of targets) {
    if (await findInventoryHead(target.moveId, { consistent: true })) continue;
    const move = await findMoveRequest(target.moveId, { consistent: true });
    if (move?.user_id !== target.customerId) continue;
    if (await seedInventoryOf(move, await withPhotos(ctx, move.id, target.rooms, photos))) written++;
  }
  return { written, photosUploaded: photos.uploaded };
}
