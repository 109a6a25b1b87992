import { Select } from '@mantine/core';
import type { ClaimItemInput } from '@schemas/claims';
import type { Inventory } from '@schemas/inventory';

const optionValue = (room: string, item: string) => JSON.stringify([room, item]);

/**
 * Adds a claimed item from the move's inventory: its name and per-piece weight as listed (the
 * server takes both from the inventory, so a released-value claim is priced by the listed weight).
 */
export function ClaimInventoryPicker({
  inventory,
  onPick,
}: {
  inventory: Inventory;
  onPick: (item: ClaimItemInput) => void;
}) {
  const data = inventory.rooms.map((room) => ({
    group: room.name,
    items: room.lines.map((line) => ({
      value: optionValue(room.name, line.name),
      label: `${line.name} (${line.weight_lb} lb each)`,
    })),
  }));
  return (
    <Select
      label="Add an item from your inventory"
      placeholder="Choose a listed item"
      data={data}
      value={null}
      searchable
      onChange={(value) => {
        if (!value) return;
        const [roomName, itemName] = JSON.parse(value) as [string, string];
        const line = inventory.rooms.find((room) => room.name === roomName)?.lines.find((l) => l.name === itemName);
        if (line)
          onPick({
            name: line.name,
            weight_lb: line.weight_lb,
            amount: 0,
            inventory_line: { room: roomName, name: line.name },
          });
      }}
    />
  );
}
