import { Autocomplete, Button, Group, Select, Stack, Text } from '@mantine/core';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { ChangeProposalBody } from '@schemas/booking-changes';
import type { Inventory } from '@schemas/inventory';
import { FormNumberInput } from '@web/components/form-number-input';
import { number } from '@web/components/inventory/inventory-totals';
import {
  CATALOGUE_NAMES,
  catalogueIdOf,
  newAddedItem,
  newRemovedItem,
  removedLineValue,
  type ChangeProposalFormValues,
} from '../model/change-proposal-form';

type FormControl = Control<ChangeProposalFormValues, unknown, ChangeProposalBody>;

/** The listed lines a company can take pieces off, one option per room and item. */
function removableOptions(inventory: Inventory | null | undefined) {
  return (inventory?.rooms ?? []).flatMap((room) =>
    room.lines.map((line) => ({
      value: removedLineValue(room.name, line.name),
      label: `${room.name}: ${line.name} (${number(line.quantity)} listed)`,
    })),
  );
}

/** One row of goods to add: room, item (from the catalogue or the company's own), quantity, and its figures. */
function AddedRow(props: {
  control: FormControl;
  errors: FieldErrors<ChangeProposalFormValues>;
  index: number;
  rooms: string[];
  onRemove: () => void;
}) {
  const { control, errors, index, rooms, onRemove } = props;
  const name = useWatch({ control, name: `added.${index}.name` });
  const own = name.trim() !== '' && catalogueIdOf(name) === null;
  const rowErrors = errors.added?.[index];
  const n = index + 1;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" data-testid="added-item">
      <Controller
        control={control}
        name={`added.${index}.room`}
        render={({ field }) => (
          <Autocomplete
            ref={field.ref}
            label={`Room, added item ${n}`}
            data={rooms}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={60}
            error={rowErrors?.room?.message}
            w={{ base: '100%', xs: 180 }}
          />
        )}
      />
      <Controller
        control={control}
        name={`added.${index}.name`}
        render={({ field }) => (
          <Autocomplete
            ref={field.ref}
            label={`Item, added item ${n}`}
            description="Pick from the list or type your own"
            data={CATALOGUE_NAMES}
            limit={12}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={80}
            error={rowErrors?.name?.message}
            style={{ flex: 1, minWidth: 200 }}
          />
        )}
      />
      <FormNumberInput
        control={control}
        name={`added.${index}.quantity`}
        label={`Quantity, added item ${n}`}
        min={1}
        max={99}
        allowDecimal={false}
        error={rowErrors?.quantity?.message}
        w={{ base: '100%', xs: 130 }}
      />
      {own && (
        <>
          <FormNumberInput
            control={control}
            name={`added.${index}.cubic_feet`}
            label={`Cubic feet each, added item ${n}`}
            min={0}
            decimalScale={1}
            error={rowErrors?.cubic_feet?.message}
            w={{ base: '100%', xs: 170 }}
          />
          <FormNumberInput
            control={control}
            name={`added.${index}.weight_lb`}
            label={`Pounds each, added item ${n}`}
            min={0}
            allowDecimal={false}
            error={rowErrors?.weight_lb?.message}
            w={{ base: '100%', xs: 170 }}
          />
        </>
      )}
      <Button variant="default" mt={{ base: 0, xs: 24 }} onClick={onRemove}>
        Drop added item {n}
      </Button>
    </Group>
  );
}

/**
 * Goods added to or taken off the booked inventory (docs/inventory.md): on acceptance they make
 * the inventory's next version, and a price by volume or weight follows it.
 */
export function InventoryChangeFields(props: {
  control: FormControl;
  errors: FieldErrors<ChangeProposalFormValues>;
  inventory: Inventory | null | undefined;
}) {
  const { control, errors, inventory } = props;
  const added = useFieldArray({ control, name: 'added' });
  const removed = useFieldArray({ control, name: 'removed' });
  const rooms = (inventory?.rooms ?? []).map((room) => room.name);
  const removable = removableOptions(inventory);
  return (
    <Stack gap="sm" data-testid="inventory-change-fields">
      <Text size="sm" fw={700}>
        Items to add or remove
      </Text>
      <Text size="sm" c="gray.7">
        {inventory
          ? `The booked inventory (version ${inventory.version}) holds ${number(inventory.totals.cubic_feet)} cu ft. Items you add or remove become its next version once the customer accepts.`
          : 'The customer listed no inventory. Items you add become its first version once the customer accepts.'}
      </Text>
      {errors.added?.message && (
        <Text size="sm" c="red.8" role="alert">
          {errors.added.message}
        </Text>
      )}
      {added.fields.map((field, index) => (
        <AddedRow
          key={field.id}
          control={control}
          errors={errors}
          index={index}
          rooms={rooms}
          onRemove={() => added.remove(index)}
        />
      ))}
      {removed.fields.map((field, index) => (
        <Group key={field.id} align="flex-start" gap="sm" wrap="wrap" data-testid="removed-item">
          <Controller
            control={control}
            name={`removed.${index}.line`}
            render={({ field: line }) => (
              <Select
                ref={line.ref}
                label={`Listed item to remove ${index + 1}`}
                data={removable}
                searchable
                value={line.value || null}
                onChange={(value) => line.onChange(value ?? '')}
                onBlur={line.onBlur}
                error={errors.removed?.[index]?.line?.message}
                style={{ flex: 1, minWidth: 220 }}
              />
            )}
          />
          <FormNumberInput
            control={control}
            name={`removed.${index}.quantity`}
            label={`Pieces to remove ${index + 1}`}
            min={1}
            max={99}
            allowDecimal={false}
            error={errors.removed?.[index]?.quantity?.message}
            w={{ base: '100%', xs: 150 }}
          />
          <Button variant="default" mt={{ base: 0, xs: 24 }} onClick={() => removed.remove(index)}>
            Keep listed item {index + 1}
          </Button>
        </Group>
      ))}
      <Group gap="sm">
        <Button variant="light" onClick={() => added.append(newAddedItem(rooms[0] ?? ''))}>
          Add an item
        </Button>
        {removable.length > 0 && (
          <Button variant="light" onClick={() => removed.append(newRemovedItem())}>
            Remove a listed item
          </Button>
        )}
      </Group>
    </Stack>
  );
}
