import { List, Stack, Text } from '@mantine/core';
import { diffLineText, type InventoryDiff } from '@schemas/inventory-change';

/** A proposal's item diff: the goods it adds and the goods it takes off the booked inventory. */
export function InventoryDiffList({ diff }: { diff: InventoryDiff | null | undefined }) {
  if (!diff) return null;
  const groups = [
    { title: 'Items added', lines: diff.added },
    { title: 'Items removed', lines: diff.removed },
  ].filter((group) => group.lines.length > 0);
  return (
    <Stack gap={4} data-testid="inventory-diff">
      {groups.map((group) => (
        <div key={group.title}>
          <Text size="sm" fw={700}>
            {group.title}
          </Text>
          <List size="sm" spacing={2}>
            {group.lines.map((line, index) => (
              <List.Item key={`${line.room}-${line.name}-${index}`}>{diffLineText(line)}</List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
