import * as z from 'zod';
import { MediaIdSchema } from './common';
import { catalogueItem, INVENTORY_ROOM_KINDS, type InventoryRoomKind } from './inventory-catalogue';
import { isOneLine, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';

/**
 * The customer's room-by-room inventory of a move request (docs/inventory.md): what the quotes
 * are priced on. The customer sends the whole list on every save; each save is a new version.
 */

export const INVENTORY_LIMITS = {
  rooms: 20,
  /** Lines (catalogue items, custom items, boxes) in one room. */
  linesPerRoom: 150,
  quantityPerLine: 99,
  /** Pieces in the whole inventory: a large house holds a few hundred, boxes included. */
  pieces: 2000,
  photosPerRoom: 10,
  /** A custom item's own estimate, per piece. */
  customCubicFeet: 500,
  customWeightLb: 5000,
} as const;

export const INVENTORY_MESSAGES = {
  noRooms: 'Add at least one room',
  tooManyRooms: `An inventory has at most ${INVENTORY_LIMITS.rooms} rooms`,
  roomName: 'Room name is required',
  roomNameTooLong: 'Room name is too long',
  tooManyLines: `A room has at most ${INVENTORY_LIMITS.linesPerRoom} lines`,
  quantity: `Quantity must be a whole number from 1 to ${INVENTORY_LIMITS.quantityPerLine}`,
  tooManyPieces: `An inventory holds at most ${INVENTORY_LIMITS.pieces.toLocaleString('en-US')} pieces`,
  tooManyPhotos: `Add at most ${INVENTORY_LIMITS.photosPerRoom} photos to a room`,
  unknownItem: (id: string) => `Unknown item: ${id}`,
  customName: 'A custom item needs a name',
  customNameTooLong: 'Item name is too long',
  customCubicFeet: `Cubic feet must be more than 0 and at most ${INVENTORY_LIMITS.customCubicFeet}`,
  customWeight: `Weight must be more than 0 and at most ${INVENTORY_LIMITS.customWeightLb.toLocaleString('en-US')} lb`,
  catalogueItemOwnFigures: 'A catalogue item takes its name, cubic feet and weight from the catalogue',
  booked: 'The inventory is fixed once the move is booked. Propose a change to the booking instead.',
  notOpen: 'This move request is no longer open.',
  changedMeanwhile: 'Your inventory was saved from another window meanwhile. Reload it and make your change again.',
  photoNotYours: 'Each photo must be an image you uploaded and MoveMatch accepted',
  none: 'No inventory yet',
} as const;

const ROOM_KINDS = INVENTORY_ROOM_KINDS.map((room) => room.kind) as [InventoryRoomKind, ...InventoryRoomKind[]];

const flags = {
  needs_disassembly: z.boolean().default(false),
  fragile: z.boolean().default(false),
  /** Worth more than $100 a pound (jewellery, art, collections): declared apart (docs/inventory.md). */
  high_value: z.boolean().default(false),
};

/**
 * One line of a room: a catalogue item (its id; the catalogue gives name, cubic feet and
 * weight) or a custom item (catalogue_id null, with the customer's own name and estimate).
 */
export const InventoryLineInputSchema = z
  .strictObject({
    catalogue_id: z.string().max(60).nullable(),
    name: z
      .string()
      .refine(isOneLine, PLAIN.oneLine('Item name'))
      .trim()
      .max(80, INVENTORY_MESSAGES.customNameTooLong)
      .optional(),
    cubic_feet: z
      .number()
      .positive(INVENTORY_MESSAGES.customCubicFeet)
      .max(INVENTORY_LIMITS.customCubicFeet, INVENTORY_MESSAGES.customCubicFeet)
      .optional(),
    weight_lb: z
      .number()
      .positive(INVENTORY_MESSAGES.customWeight)
      .max(INVENTORY_LIMITS.customWeightLb, INVENTORY_MESSAGES.customWeight)
      .optional(),
    quantity: z
      .number({ error: INVENTORY_MESSAGES.quantity })
      .int(INVENTORY_MESSAGES.quantity)
      .min(1, INVENTORY_MESSAGES.quantity)
      .max(INVENTORY_LIMITS.quantityPerLine, INVENTORY_MESSAGES.quantity),
    ...flags,
  })
  .superRefine((line, ctx) => {
    if (line.catalogue_id !== null) {
      if (!catalogueItem(line.catalogue_id))
        ctx.addIssue({
          code: 'custom',
          message: INVENTORY_MESSAGES.unknownItem(line.catalogue_id),
          path: ['catalogue_id'],
        });
      else if (line.name !== undefined || line.cubic_feet !== undefined || line.weight_lb !== undefined)
        ctx.addIssue({ code: 'custom', message: INVENTORY_MESSAGES.catalogueItemOwnFigures, path: ['catalogue_id'] });
      return;
    }
    if (!line.name) ctx.addIssue({ code: 'custom', message: INVENTORY_MESSAGES.customName, path: ['name'] });
    if (line.cubic_feet === undefined)
      ctx.addIssue({ code: 'custom', message: INVENTORY_MESSAGES.customCubicFeet, path: ['cubic_feet'] });
    if (line.weight_lb === undefined)
      ctx.addIssue({ code: 'custom', message: INVENTORY_MESSAGES.customWeight, path: ['weight_lb'] });
  });
export type InventoryLineInput = z.infer<typeof InventoryLineInputSchema>;

export const InventoryRoomInputSchema = z.strictObject({
  kind: z.enum(ROOM_KINDS, { error: 'Room kind is not one of the listed rooms' }),
  name: z
    .string({ error: INVENTORY_MESSAGES.roomName })
    .refine(isOneLine, PLAIN.oneLine('Room name'))
    .trim()
    .min(1, INVENTORY_MESSAGES.roomName)
    .max(60, INVENTORY_MESSAGES.roomNameTooLong),
  lines: z.array(InventoryLineInputSchema).max(INVENTORY_LIMITS.linesPerRoom, INVENTORY_MESSAGES.tooManyLines),
  photo_media_ids: z
    .array(MediaIdSchema)
    .max(INVENTORY_LIMITS.photosPerRoom, INVENTORY_MESSAGES.tooManyPhotos)
    .default([]),
});
export type InventoryRoomInput = z.infer<typeof InventoryRoomInputSchema>;

/** PUT /move-request/{id}/inventory: the whole inventory, every room and line. */
export const PutInventoryBodySchema = z
  .strictObject({
    rooms: z
      .array(InventoryRoomInputSchema)
      .min(1, INVENTORY_MESSAGES.noRooms)
      .max(INVENTORY_LIMITS.rooms, INVENTORY_MESSAGES.tooManyRooms),
  })
  .refine(
    (body) =>
      body.rooms.reduce((sum, room) => sum + room.lines.reduce((pieces, line) => pieces + line.quantity, 0), 0) <=
      INVENTORY_LIMITS.pieces,
    { error: INVENTORY_MESSAGES.tooManyPieces, path: ['rooms'] },
  );
export type PutInventoryBody = z.infer<typeof PutInventoryBodySchema>;

/** A line as stored and answered: per-piece cubic feet and weight as they were when saved. */
export const InventoryLineSchema = z.object({
  catalogue_id: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  cubic_feet: z.number(),
  weight_lb: z.number(),
  needs_disassembly: z.boolean(),
  fragile: z.boolean(),
  high_value: z.boolean(),
});
export type InventoryLine = z.infer<typeof InventoryLineSchema>;

export const InventoryPhotoSchema = z.object({ media_id: z.string(), url: z.string() });

export const InventoryRoomSchema = z.object({
  kind: z.enum(ROOM_KINDS),
  name: z.string(),
  lines: z.array(InventoryLineSchema),
  photos: z.array(InventoryPhotoSchema),
});
export type InventoryRoom = z.infer<typeof InventoryRoomSchema>;

export const InventoryTotalsSchema = z.object({
  cubic_feet: z.number(),
  weight_lb: z.number(),
  pieces: z.number(),
});
export type InventoryTotals = z.infer<typeof InventoryTotalsSchema>;

/**
 * A sent quote was made for an earlier inventory than the move's current one, or before the
 * customer listed any: the company priced other goods than the customer now lists.
 */
export function madeForEarlierInventory(
  quote: { status: string; inventory_version?: number | null },
  currentVersion: number | null | undefined,
): boolean {
  if (quote.status === 'QUOTE_REQUESTED' || currentVersion == null) return false;
  return (quote.inventory_version ?? 0) < currentVersion;
}

/** How a quote names the inventory it was made for. */
export const INVENTORY_QUOTE_TEXT = {
  madeFor: (version: number) => `Made for inventory version ${version}`,
  madeBeforeInventory: 'Made before the inventory was listed',
  madeForEarlier: 'Made for an earlier inventory',
  companyNote: 'Made for an earlier inventory: the customer changed their inventory after this quote was sent.',
} as const;

/** The current inventory's version and totals, on the move request (and so on every lead). */
export const InventorySummarySchema = InventoryTotalsSchema.extend({ version: z.number() });
export type InventorySummary = z.infer<typeof InventorySummarySchema>;

/** GET and PUT /move-request/{id}/inventory: the current version. */
export const InventorySchema = z.object({
  move_request_id: z.string(),
  /** 1 for the first save, one more for each save after it; quotes name the version they priced. */
  version: z.number(),
  updated_at: z.string(),
  rooms: z.array(InventoryRoomSchema),
  totals: InventoryTotalsSchema,
});
export type Inventory = z.infer<typeof InventorySchema>;

/** Totals of stored lines: cubic feet to one decimal, weight in whole pounds. */
export function totalsOf(
  rooms: ReadonlyArray<{ lines: ReadonlyArray<Pick<InventoryLine, 'quantity' | 'cubic_feet' | 'weight_lb'>> }>,
): InventoryTotals {
  let cubicFeet = 0;
  let weightLb = 0;
  let pieces = 0;
  for (const room of rooms)
    for (const line of room.lines) {
      cubicFeet += line.cubic_feet * line.quantity;
      weightLb += line.weight_lb * line.quantity;
      pieces += line.quantity;
    }
  return { cubic_feet: Math.round(cubicFeet * 10) / 10, weight_lb: Math.round(weightLb), pieces };
}
