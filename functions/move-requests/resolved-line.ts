import { catalogueItem } from '@schemas/inventory-catalogue';
import type { InventoryLine, InventoryLineInput } from '@schemas/inventory';

/** A line with its per-piece figures: the catalogue's for a catalogue item, the customer's own for a custom one. */
export function resolvedLine(line: InventoryLineInput): InventoryLine {
  const flags = { needs_disassembly: line.needs_disassembly, fragile: line.fragile, high_value: line.high_value };
  const item = line.catalogue_id === null ? null : catalogueItem(line.catalogue_id)!;
  return item
    ? {
        catalogue_id: item.id,
        name: item.name,
        quantity: line.quantity,
        cubic_feet: item.cubicFeet,
        weight_lb: item.weightLb,
        ...flags,
      }
    : {
        catalogue_id: null,
        name: line.name!,
        quantity: line.quantity,
        cubic_feet: line.cubic_feet!,
        weight_lb: line.weight_lb!,
        ...flags,
      };
}
