import * as z from 'zod';
import { InventoryLineInputSchema, InventoryTotalsSchema } from './inventory';
import { isOneLine, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';

/*
 * Goods added to or taken off a booked move's inventory, through a change proposal the customer
 * accepts (docs/inventory.md): once booked, the inventory changes only this way, and on
 * acceptance it becomes the move's next inventory version.
 */

export const INVENTORY_CHANGE_LIMITS = { lines: 50 } as const;

export const INVENTORY_CHANGE_MESSAGES = {
  empty: 'Add or remove at least one item',
  tooMany: `Change at most ${INVENTORY_CHANGE_LIMITS.lines} items in one proposal`,
  room: 'Name the room (1 to 60 characters)',
  item: 'Name the item to remove',
  quantity: 'Quantity must be a whole number from 1 to 99',
  notListed: (quantity: number, item: string, room: string) =>
    `The booked inventory has no ${quantity} × ${item} in ${room} to remove`,
  emptyInventory: 'An inventory keeps at least one item',
} as const;

const RoomNameSchema = z
  .string({ error: INVENTORY_CHANGE_MESSAGES.room })
  .refine(isOneLine, PLAIN.oneLine('Room'))
  .trim()
  .min(1, INVENTORY_CHANGE_MESSAGES.room)
  .max(60, INVENTORY_CHANGE_MESSAGES.room);

/** An item added to a room (a room the inventory does not have yet is added as 'Other'). */
export const AddedItemSchema = z.strictObject({ room: RoomNameSchema, line: InventoryLineInputSchema });
export type AddedItem = z.infer<typeof AddedItemSchema>;

/** Pieces of a listed item taken off: the room and the item's name as the inventory shows them. */
export const RemovedItemSchema = z.strictObject({
  room: RoomNameSchema,
  item: z
    .string({ error: INVENTORY_CHANGE_MESSAGES.item })
    .trim()
    .min(1, INVENTORY_CHANGE_MESSAGES.item)
    .max(80, INVENTORY_CHANGE_MESSAGES.item),
  quantity: z
    .number({ error: INVENTORY_CHANGE_MESSAGES.quantity })
    .int(INVENTORY_CHANGE_MESSAGES.quantity)
    .min(1, INVENTORY_CHANGE_MESSAGES.quantity)
    .max(99, INVENTORY_CHANGE_MESSAGES.quantity),
});
export type RemovedItem = z.infer<typeof RemovedItemSchema>;

/** The body's inventory_change: what the proposal adds and removes. */
export const InventoryChangeSchema = z
  .strictObject({
    added: z.array(AddedItemSchema).default([]),
    removed: z.array(RemovedItemSchema).default([]),
  })
  .refine((change) => change.added.length + change.removed.length > 0, { error: INVENTORY_CHANGE_MESSAGES.empty })
  .refine((change) => change.added.length + change.removed.length <= INVENTORY_CHANGE_LIMITS.lines, {
    error: INVENTORY_CHANGE_MESSAGES.tooMany,
  });
export type InventoryChange = z.infer<typeof InventoryChangeSchema>;

/** One line of the diff as both sides see it: per-piece figures as the inventory holds them. */
export const DiffLineSchema = z.object({
  room: z.string(),
  name: z.string(),
  quantity: z.number(),
  cubic_feet: z.number(),
  weight_lb: z.number(),
});
export type DiffLine = z.infer<typeof DiffLineSchema>;

const VersionTotalsSchema = InventoryTotalsSchema.extend({ version: z.number() });

/** The item diff of a proposal: what it adds and removes, and the inventory before and after. */
export const InventoryDiffSchema = z.object({
  added: z.array(DiffLineSchema),
  removed: z.array(DiffLineSchema),
  /** null: the customer had listed no inventory. */
  before: VersionTotalsSchema.nullable(),
  after: VersionTotalsSchema,
});
export type InventoryDiff = z.infer<typeof InventoryDiffSchema>;

/** A name that states its volume already: the catalogue's boxes, "Medium box (3 cu ft)". */
const NAMES_ITS_VOLUME = /\([\d.,]+ cu ft\)$/;

/** "2 × Kayak (15 cu ft each) in Garage", "4 × Medium box (3 cu ft) in Bedroom": one diff line in words. */
export const diffLineText = (line: DiffLine) =>
  NAMES_ITS_VOLUME.test(line.name)
    ? `${line.quantity} × ${line.name} in ${line.room}`
    : `${line.quantity} × ${line.name} (${line.cubic_feet.toLocaleString('en-US')} cu ft each) in ${line.room}`;
