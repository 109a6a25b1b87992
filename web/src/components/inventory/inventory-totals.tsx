import { Text } from '@mantine/core';
import type { InventoryTotals } from '@schemas/inventory';

const number = (value: number) => value.toLocaleString('en-US');

/** '914.6 cu ft · about 6,417 lb · 100 pieces': an inventory's totals in one line. */
export const inventoryTotalsText = (totals: InventoryTotals) =>
  `${number(totals.cubic_feet)} cu ft · about ${number(totals.weight_lb)} lb · ${number(totals.pieces)} pieces`;

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
