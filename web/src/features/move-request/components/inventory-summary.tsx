import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { useInventory } from '../api/inventory';
import { INVENTORY_COPY as C } from '../inventory-copy';

/** /move-info: the step after the locations: the inventory's totals, or the offer to make one (optional). */
export function InventorySummary({ moveRequestId }: { moveRequestId: string }) {
  const inventory = useInventory(moveRequestId);
  const totals = inventory.data?.totals;
  return (
    <Paper
      component="section"
      aria-labelledby="inventory-summary-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="inventory-summary-title">
          {C.summaryTitle}
        </Title>
        <Text c="gray.8" size="sm">
          {totals ? C.totals(totals.cubic_feet, totals.weight_lb, totals.pieces) : C.summaryNone}
        </Text>
        <Button
          component={Link}
          to={paths.inventory}
          variant={totals ? 'default' : 'light'}
          loading={inventory.isLoading}
        >
          {totals ? C.summaryEdit : C.summaryAdd}
        </Button>
      </Stack>
    </Paper>
  );
}
