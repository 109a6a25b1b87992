import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { INVENTORY_LIMITS } from '@schemas/inventory';
import type { DraftLine } from '../model/inventory-draft';
import { INVENTORY_COPY as C } from '../inventory-copy';

interface Props {
  line: DraftLine;
  roomName: string;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}

/** One line of a room: how many, its volume and weight, the flags a crew needs, and remove. */
export function InventoryLineRow({ line, roomName, onChange, onRemove }: Props) {
  const label = `${line.name} in ${roomName}`;
  return (
    <Stack gap={6} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={600}>{line.name}</Text>
          <Text size="sm" c="gray.7">
            {C.perPiece(line.cubicFeet, line.weightLb)}
            {line.catalogueId === null ? ` · ${C.yourEstimate}` : ''}
          </Text>
        </Stack>
        <Button variant="default" size="compact-sm" aria-label={C.removeLine(label)} onClick={onRemove}>
          {C.remove}
        </Button>
      </Group>
      <Group gap="md" wrap="wrap" align="flex-end">
        <NumberInput
          label={C.quantity}
          aria-label={C.quantityOf(label)}
          value={line.quantity}
          min={1}
          max={INVENTORY_LIMITS.quantityPerLine}
          allowDecimal={false}
          w={110}
          onChange={(value) => onChange({ ...line, quantity: typeof value === 'number' && value >= 1 ? value : 1 })}
        />
        <Checkbox
          label={C.disassembly}
          checked={line.needsDisassembly}
          onChange={(event) => onChange({ ...line, needsDisassembly: event.currentTarget.checked })}
        />
        <Checkbox
          label={C.fragile}
          checked={line.fragile}
          onChange={(event) => onChange({ ...line, fragile: event.currentTarget.checked })}
        />
        <Checkbox
          label={C.highValue}
          checked={line.highValue}
          onChange={(event) => onChange({ ...line, highValue: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
