import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import type { CompleteBookingBody } from '@schemas/booking-completion';
import { newExtraGoodsItem, type CompletionDraft } from '../model/completion-form';

const asNumber = (value: string | number): number | '' => (typeof value === 'number' ? value : '');

/**
 * The items an 'Extra goods' adjustment bills for, beyond the booked inventory: each with its
 * quantity and cubic feet per piece (docs/inventory.md). The server refuses the line without them.
 */
export function ExtraGoodsItems(props: {
  control: Control<CompletionDraft, unknown, CompleteBookingBody>;
  register: UseFormRegister<CompletionDraft>;
  adjustmentIndex: number;
}) {
  const { control, register, adjustmentIndex } = props;
  const items = useFieldArray({ control, name: `adjustments.${adjustmentIndex}.items` });
  const line = adjustmentIndex + 1;
  return (
    <Stack gap="xs" w="100%" data-testid="extra-goods-items">
      <Text size="sm" fw={600}>
        Items added beyond the booked inventory (line {line})
      </Text>
      {items.fields.map((item, index) => (
        <Group key={item.id} align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={`Item ${index + 1}, line ${line}`}
            maxLength={80}
            style={{ flex: 1, minWidth: 180 }}
            {...register(`adjustments.${adjustmentIndex}.items.${index}.name`)}
          />
          <Controller
            control={control}
            name={`adjustments.${adjustmentIndex}.items.${index}.quantity`}
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                label={`Quantity, item ${index + 1}`}
                min={1}
                max={99}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(asNumber(value))}
                onBlur={field.onBlur}
                w={{ base: '100%', xs: 130 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`adjustments.${adjustmentIndex}.items.${index}.cubic_feet`}
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                label={`Cubic feet each, item ${index + 1}`}
                min={0}
                decimalScale={1}
                value={field.value}
                onChange={(value) => field.onChange(asNumber(value))}
                onBlur={field.onBlur}
                w={{ base: '100%', xs: 170 }}
              />
            )}
          />
          <Button variant="default" onClick={() => items.remove(index)}>
            Remove item {index + 1}
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="light" onClick={() => items.append(newExtraGoodsItem())}>
          Add an item
        </Button>
      </Group>
    </Stack>
  );
}
