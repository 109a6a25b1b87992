import { useState } from 'react';
import { Button, Collapse, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { INVENTORY_LIMITS } from '@schemas/inventory';
import { draftTotals, withCatalogueItem, type DraftLine, type DraftRoom } from '../model/inventory-draft';
import { catalogueOptions } from '../model/catalogue-options';
import { INVENTORY_COPY as C } from '../inventory-copy';
import { InventoryLineRow } from './inventory-line-row';
import { InventoryRoomPhotos } from './inventory-room-photos';

interface Props {
  room: DraftRoom;
  onChange: (room: DraftRoom) => void;
  onRemove: () => void;
}

/** A customer's own item: name and per-piece estimate, added as one line. */
function OwnItemForm({ roomName, onAdd }: { roomName: string; onAdd: (line: DraftLine) => void }) {
  const [name, setName] = useState('');
  const [cubicFeet, setCubicFeet] = useState<number | string>('');
  const [weightLb, setWeightLb] = useState<number | string>('');
  const valid =
    name.trim().length > 0 &&
    typeof cubicFeet === 'number' &&
    cubicFeet > 0 &&
    cubicFeet <= INVENTORY_LIMITS.customCubicFeet &&
    typeof weightLb === 'number' &&
    weightLb > 0 &&
    weightLb <= INVENTORY_LIMITS.customWeightLb;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={600}>
        {C.addOwnItem}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={C.ownItemName}
          aria-label={`${C.ownItemName} (${roomName})`}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.currentTarget.value)}
          w={200}
        />
        <NumberInput
          label={C.ownItemCubicFeet}
          value={cubicFeet}
          onChange={setCubicFeet}
          min={0.1}
          max={INVENTORY_LIMITS.customCubicFeet}
          decimalScale={1}
          w={150}
          hideControls
        />
        <NumberInput
          label={C.ownItemWeight}
          value={weightLb}
          onChange={setWeightLb}
          min={1}
          max={INVENTORY_LIMITS.customWeightLb}
          allowDecimal={false}
          w={150}
          hideControls
        />
        <Button
          variant="light"
          disabled={!valid}
          onClick={() => {
            onAdd({
              catalogueId: null,
              name: name.trim(),
              quantity: 1,
              cubicFeet: cubicFeet as number,
              weightLb: weightLb as number,
              needsDisassembly: false,
              fragile: false,
              highValue: false,
            });
            setName('');
            setCubicFeet('');
            setWeightLb('');
          }}
        >
          {C.addOwn}
        </Button>
      </Group>
    </Stack>
  );
}

/** One room: its name, lines, the catalogue picker, the customer's own items and photos. */
/** Rooms with more lines than this start folded: a starter home is about a hundred lines. */
const OPEN_UP_TO_LINES = 5;

export function InventoryRoomCard({ room, onChange, onRemove }: Props) {
  const [open, setOpen] = useState(room.lines.length <= OPEN_UP_TO_LINES);
  const totals = draftTotals([room]);
  const linesId = `${room.key}-lines`;
  const addLine = (changed: DraftRoom) => {
    setOpen(true);
    onChange(changed);
  };
  const headingId = `${room.key}-title`;
  const setLine = (index: number, line: DraftLine) =>
    onChange({ ...room, lines: room.lines.map((other, i) => (i === index ? line : other)) });
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Title order={2} size="h4" id={headingId}>
              {room.name}
            </Title>
            <Text size="sm" c="gray.7">
              {C.totals(totals.cubic_feet, totals.weight_lb, totals.pieces)}
            </Text>
          </Stack>
          <Button variant="default" size="compact-sm" aria-label={C.removeRoom(room.name)} onClick={onRemove}>
            {C.remove}
          </Button>
        </Group>
        <TextInput
          label={C.roomName}
          value={room.name}
          maxLength={60}
          onChange={(event) => onChange({ ...room, name: event.currentTarget.value })}
        />
        {room.lines.length === 0 ? (
          <Text size="sm" c="gray.7">
            {C.emptyRoom}
          </Text>
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={linesId}
            onClick={() => setOpen(!open)}
            style={{ alignSelf: 'flex-start' }}
          >
            {open ? C.hideLines(room.lines.length) : C.showLines(room.lines.length)}
          </Button>
        )}
        <Collapse expanded={open && room.lines.length > 0} keepMounted={false} id={linesId}>
          <Stack gap={0}>
            {room.lines.map((line, index) => (
              <InventoryLineRow
                key={`${line.catalogueId ?? 'own'}-${line.name}`}
                line={line}
                roomName={room.name}
                onChange={(changed) => setLine(index, changed)}
                onRemove={() => onChange({ ...room, lines: room.lines.filter((_, i) => i !== index) })}
              />
            ))}
          </Stack>
        </Collapse>
        <Select
          label={C.addItem}
          aria-label={C.addItemTo(room.name)}
          placeholder={C.addItemPlaceholder}
          data={catalogueOptions(room.kind)}
          value={null}
          searchable
          limit={40}
          maxDropdownHeight={320}
          nothingFoundMessage="No item of that name: add your own below"
          onChange={(id) => id && addLine(withCatalogueItem(room, id))}
        />
        <OwnItemForm roomName={room.name} onAdd={(line) => addLine({ ...room, lines: [...room.lines, line] })} />
        <InventoryRoomPhotos room={room} onChange={onChange} />
      </Stack>
    </Paper>
  );
}
