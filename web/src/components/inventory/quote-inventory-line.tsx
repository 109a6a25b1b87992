import { Badge, Text } from '@mantine/core';
import { INVENTORY_QUOTE_TEXT, madeForEarlierInventory } from '@schemas/inventory';

interface QuoteInventoryLineProps {
  quote: { status: string; inventory_version?: number | null };
  /** The move's current inventory version; null or absent while it has none. */
  currentVersion: number | null | undefined;
}

/**
 * Which inventory a sent quote was made for, and a warning when the customer changed it since:
 * the company priced other goods than the customer now lists (docs/inventory.md).
 */
export function QuoteInventoryLine({ quote, currentVersion }: QuoteInventoryLineProps) {
  if (quote.status === 'QUOTE_REQUESTED') return null;
  if (madeForEarlierInventory(quote, currentVersion))
    return (
      <Badge color="yellow" variant="light" radius="sm" tt="none" data-testid="quote-inventory">
        {INVENTORY_QUOTE_TEXT.madeForEarlier}
      </Badge>
    );
  if (quote.inventory_version == null) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="quote-inventory">
      {INVENTORY_QUOTE_TEXT.madeFor(quote.inventory_version)}
    </Text>
  );
}
