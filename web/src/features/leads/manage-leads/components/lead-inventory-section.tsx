import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MoveRequest } from '@schemas/move-requests';
import { LeadInventory } from '@web/components/inventory/inventory-list';
import { InventoryTotalsFact } from '@web/components/inventory/inventory-totals';

/**
 * The lead's inventory on its card: the totals, and the whole list with photos on request (read
 * only when opened: most cards are passed over).
 */
export function LeadInventorySection({ move }: { move: MoveRequest }) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = `lead-${move.id}-inventory`;
  return (
    <Stack gap={4} align="flex-start">
      <InventoryTotalsFact totals={move.inventory} />
      {move.inventory && (
        <>
          <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened} aria-controls={panelId}>
            {opened ? 'Hide the inventory' : 'Show the inventory'}
          </Button>
          <Collapse expanded={opened} id={panelId} w="100%">
            {opened && <LeadInventory moveRequestId={move.id} />}
          </Collapse>
        </>
      )}
    </Stack>
  );
}
