import { Accordion, Badge, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Inventory, InventoryLine } from '@schemas/inventory';
import { useInventory } from '@web/lib/api/inventory';
import { inventoryTotalsText, number } from './inventory-totals';
import { LoadingState } from '@web/components/loading-state';

/** The flags a crew plans for, as short words beside the line. */
export function lineFlags(line: InventoryLine): string[] {
  return [
    ...(line.needs_disassembly ? ['disassembly'] : []),
    ...(line.fragile ? ['fragile'] : []),
    ...(line.high_value ? ['over $100/lb'] : []),
  ];
}

/** One inventory version, read-only: totals, then each room's lines and photos (folded). */
export function InventoryListView({ inventory }: { inventory: Inventory }) {
  const { totals } = inventory;
  return (
    <Stack gap="xs" data-testid="lead-inventory">
      <Text fw={600}>
        Inventory (version {inventory.version}): {inventoryTotalsText(totals)}
      </Text>
      <Accordion variant="contained" chevronPosition="left">
        {inventory.rooms.map((room, index) => (
          <Accordion.Item key={`${room.name}-${index}`} value={`${index}`}>
            <Accordion.Control>
              {room.name} ({room.lines.reduce((pieces, line) => pieces + line.quantity, 0)} pieces)
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap={4}>
                {room.lines.map((line, lineIndex) => (
                  <Group key={`${line.name}-${lineIndex}`} gap="xs" wrap="wrap">
                    <Text size="sm">
                      {line.quantity} × {line.name} · {number(line.cubic_feet)} cu ft, {number(line.weight_lb)} lb each
                    </Text>
                    {lineFlags(line).map((flag) => (
                      <Badge key={flag} size="sm" variant="light" color="gray">
                        {flag}
                      </Badge>
                    ))}
                  </Group>
                ))}
                {room.photos.length > 0 && (
                  <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
                    {room.photos.map((photo, photoIndex) => (
                      <Image
                        key={photo.media_id}
                        src={photo.url}
                        alt={`${room.name}, photo ${photoIndex + 1}`}
                        radius="sm"
                        h={72}
                        fit="cover"
                      />
                    ))}
                  </SimpleGrid>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

/**
 * A lead's inventory for a company (the quote editor, manage leads): nothing when the customer
 * made none, or when the company may not read the move yet (a lead it has neither quoted nor saved).
 */
export function LeadInventory({ moveRequestId }: { moveRequestId: string }) {
  const inventory = useInventory(moveRequestId, { retry: false });
  if (inventory.isPending) return <LoadingState label="Loading the inventory" />;
  if (!inventory.data) return null;
  return <InventoryListView inventory={inventory.data} />;
}
