import { Text } from '@mantine/core';
import type { InventoryTotals } from '@schemas/inventory';
import type { BookedInventory } from '@schemas/bookings';

/** 6417 → '6,417': inventory figures as people read them. */
export const number = (value: number) => value.toLocaleString('en-US');

/** '914.6 cu ft · about 6,417 lb · 100 pieces': an inventory's totals in one line. */
export const inventoryTotalsText = (totals: InventoryTotals) =>
  `${number(totals.cubic_feet)} cu ft · about ${number(totals.weight_lb)} lb · ${number(totals.pieces)} pieces`;

/**
 * 'Version 2: 914.6 cu ft · about 6,417 lb · 100 pieces', and when the quote priced another
 * version, which one: what the booking fixed.
 */
export function bookedInventoryText(inventory: BookedInventory): string {
  const priced =
    inventory.quoted_version === inventory.version
      ? ''
      : inventory.quoted_version === null
        ? ' (the quote was made before the inventory was listed)'
        : ` (the quote was made for version ${inventory.quoted_version})`;
  return `Version ${inventory.version}: ${inventoryTotalsText(inventory)}${priced}`;
}

/** A lead's inventory totals on a card, or that the customer has listed none yet. */
export function InventoryTotalsFact({ totals }: { totals: InventoryTotals | null | undefined }) {
  return (
    <Text size="sm" data-testid="lead-inventory-totals">
      <Text span fw={700}>
        Inventory:{' '}
      </Text>
      {totals ? inventoryTotalsText(totals) : 'not listed yet'}
    </Text>
  );
}
