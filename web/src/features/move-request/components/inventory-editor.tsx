import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { INVENTORY_LIMITS, type Inventory } from '@schemas/inventory';
import { INVENTORY_ROOM_KINDS, type InventoryRoomKind } from '@schemas/inventory-catalogue';
import { paths } from '@web/config/paths';
import { notify } from '@web/lib/notify';
import { useSaveInventory } from '../api/inventory';
import {
  draftFromInventory,
  draftTotals,
  emptyRoom,
  inventoryBody,
  nextRoomName,
  starterRooms,
  type DraftRoom,
} from '../model/inventory-draft';
import { roomKindOptions } from '../model/catalogue-options';
import { INVENTORY_COPY as C } from '../inventory-copy';
import { InventoryRoomCard } from './inventory-room-card';

const labelOf = (kind: InventoryRoomKind) => INVENTORY_ROOM_KINDS.find((room) => room.kind === kind)!.label;

/** The live totals, where the customer sees them change with every edit. */
function TotalsBar({ rooms }: { rooms: readonly DraftRoom[] }) {
  const totals = draftTotals(rooms);
  return (
    <Paper withBorder radius="lg" p="md" bg="blue.0" aria-live="polite">
      <Text size="sm" c="gray.8">
        {C.totalsLabel}
      </Text>
      <Text fw={700} fz="lg" data-testid="inventory-totals">
        {C.totals(totals.cubic_feet, totals.weight_lb, totals.pieces)}
      </Text>
    </Paper>
  );
}

/**
 * The room-by-room list: start from a typical home or from nothing, add rooms, items, own items
 * and photos, and save the whole list as the next version (PUT /move-request/{id}/inventory).
 */
export function InventoryEditor({ moveRequestId, saved }: { moveRequestId: string; saved: Inventory | null }) {
  const [rooms, setRooms] = useState<DraftRoom[]>(() => (saved ? draftFromInventory(saved) : []));
  const [newKind, setNewKind] = useState<InventoryRoomKind>('bedroom');
  const save = useSaveInventory(moveRequestId);
  const savedBody = JSON.stringify(saved ? inventoryBody(draftFromInventory(saved)) : null);
  const dirty = rooms.length > 0 && JSON.stringify(inventoryBody(rooms)) !== savedBody;

  const setRoom = (index: number, room: DraftRoom) => setRooms(rooms.map((other, i) => (i === index ? room : other)));
  const addRoom = () => setRooms([...rooms, emptyRoom(newKind, nextRoomName(rooms, newKind, labelOf(newKind)))]);
  const submit = () =>
    save.mutate(inventoryBody(rooms), {
      onSuccess: (inventory) => notify.success(C.saved(inventory.version)),
      onError: (error) => notify.failure(C.saveFailed, error),
    });

  if (rooms.length === 0)
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Text fw={700}>{C.emptyTitle}</Text>
          <Text c="gray.8">{C.emptyText}</Text>
          <Group gap="sm">
            <Button onClick={() => setRooms(starterRooms())}>{C.startFromTypical}</Button>
            <Button variant="default" onClick={() => setRooms([emptyRoom('living_room', 'Living room')])}>
              {C.startEmpty}
            </Button>
            <Button component={Link} to={paths.moveInfo} variant="subtle">
              {C.skip}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="md">
      <TotalsBar rooms={rooms} />
      {rooms.map((room, index) => (
        <InventoryRoomCard
          key={room.key}
          room={room}
          onChange={(changed) => setRoom(index, changed)}
          onRemove={() => setRooms(rooms.filter((_, i) => i !== index))}
        />
      ))}
      {rooms.length < INVENTORY_LIMITS.rooms && (
        <Group gap="sm" align="flex-end">
          <Select
            label={C.roomKind}
            data={roomKindOptions}
            value={newKind}
            allowDeselect={false}
            onChange={(kind) => kind && setNewKind(kind)}
            w={220}
          />
          <Button variant="light" onClick={addRoom}>
            {C.addRoom}
          </Button>
        </Group>
      )}
      {dirty && (
        <Alert color="blue" variant="light">
          {C.unsaved}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
          {C.save}
        </Button>
        <Button component={Link} to={paths.moveInfo} variant="subtle">
          {C.goToMoveInfo}
        </Button>
      </Group>
    </Stack>
  );
}
