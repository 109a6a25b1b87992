import type { Inventory, InventoryLine } from '@schemas/inventory';
import { lineFlags } from '@web/components/inventory/inventory-list';

/*
 * What the company prices beside the quote form (issue 40 item 9): the inventory's lines a crew
 * plans for apart from the rest.
 */

/** A piece this heavy or more (a piano, a safe, a riding mower) takes a crew and gear of its own. */
export const HEAVY_ITEM_LB = 300;

export interface SpecialItem {
  /** '1 × Piano, upright'. */
  name: string;
  room: string;
  /** 'heavy (600 lb each)', 'disassembly', 'fragile', 'over $100/lb'. */
  notes: string[];
}

function specialNotes(line: InventoryLine): string[] {
  return [
    ...(line.weight_lb >= HEAVY_ITEM_LB ? [`heavy (${line.weight_lb.toLocaleString('en-US')} lb each)`] : []),
    ...lineFlags(line),
  ];
}

/** The inventory's heavy, fragile, high-value or take-apart lines, room by room. */
export function specialItems(inventory: Pick<Inventory, 'rooms'> | null | undefined): SpecialItem[] {
  if (!inventory) return [];
  return inventory.rooms.flatMap((room) =>
    room.lines.flatMap((line) => {
      const notes = specialNotes(line);
      return notes.length > 0 ? [{ name: `${line.quantity} × ${line.name}`, room: room.name, notes }] : [];
    }),
  );
}
