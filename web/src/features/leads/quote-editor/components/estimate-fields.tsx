import { Checkbox, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import {
  ESTIMATE_TYPE_EXPLANATIONS,
  ESTIMATE_TYPE_LABELS,
  ESTIMATE_TYPES,
  RELEASED_VALUE_TEXT,
  TRUCK_SIZE_LABELS,
  TRUCK_SIZES,
} from '@schemas/estimates';
import { FormNumberInput } from '@web/components/form-number-input';
import type { QuoteEditor } from '../model/use-quote-editor';
import { EstimateLineItems } from './estimate-line-items';
import { EstimateTotal } from './estimate-total';
import { MovingChargeFields } from './moving-charge-fields';
import { PRICE_INPUT } from './price-input';

const TRUCK_OPTIONS = TRUCK_SIZES.map((size) => ({ value: size, label: TRUCK_SIZE_LABELS[size] }));
const WHOLE = { allowDecimal: false, inputMode: 'numeric' } as const;

/** A structured quote: its type, crew and truck, charges, valuation and terms; the total follows below. */
export function EstimateFields({ editor }: { editor: QuoteEditor }) {
  const { control, register, formState } = editor.form;
  const errors = formState.errors.estimate;
  const type = useWatch({ control, name: 'estimate.type' });
  const fullValue = useWatch({ control, name: 'estimate.full_value_protection_offered' });
  const disabled = !editor.editable;
  return (
    <Stack gap="md">
      <Radio.Group
        label="Estimate type"
        withAsterisk
        value={type}
        onChange={(value) => editor.form.setValue('estimate.type', value, { shouldDirty: true })}
        error={errors?.type?.message}
      >
        <Stack gap="xs" mt={4}>
          {ESTIMATE_TYPES.map((option) => (
            <Radio
              key={option}
              value={option}
              label={ESTIMATE_TYPE_LABELS[option]}
              description={ESTIMATE_TYPE_EXPLANATIONS[option]}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FormNumberInput
          {...WHOLE}
          control={control}
          name="estimate.crew_size"
          label="Crew size (movers)"
          required
          disabled={disabled}
          error={errors?.crew_size?.message}
        />
        <NativeSelect
          label="Truck"
          data={TRUCK_OPTIONS}
          withAsterisk
          disabled={disabled}
          error={errors?.truck_size?.message}
          {...register('estimate.truck_size')}
        />
        {type === 'NON_BINDING_HOURLY' ? (
          <>
            <FormNumberInput
              {...PRICE_INPUT}
              control={control}
              name="estimate.hourly_rate"
              label="Hourly rate per mover"
              required
              disabled={disabled}
              error={errors?.hourly_rate?.message}
            />
            <FormNumberInput
              control={control}
              name="estimate.estimated_hours"
              label="Estimated hours"
              required
              decimalScale={1}
              inputMode="decimal"
              disabled={disabled}
              error={errors?.estimated_hours?.message}
            />
            <FormNumberInput
              control={control}
              name="estimate.estimated_hours_high"
              label="High estimate of hours"
              description="Optional: gives the customer a range"
              decimalScale={1}
              inputMode="decimal"
              disabled={disabled}
              error={errors?.estimated_hours_high?.message}
            />
          </>
        ) : (
          <MovingChargeFields editor={editor} />
        )}
        <FormNumberInput
          {...PRICE_INPUT}
          control={control}
          name="estimate.travel_fee"
          label="Travel fee"
          description="Optional"
          disabled={disabled}
          error={errors?.travel_fee?.message}
        />
      </SimpleGrid>
      <EstimateLineItems editor={editor} />
      <Stack gap="xs" role="group" aria-labelledby="valuation-title">
        <Text id="valuation-title" fw={600} size="sm">
          Valuation
        </Text>
        <Text size="sm" c="gray.7">
          {RELEASED_VALUE_TEXT}
        </Text>
        <Checkbox
          label="Offer full value protection"
          disabled={disabled}
          {...register('estimate.full_value_protection_offered')}
        />
        {fullValue && (
          <FormNumberInput
            {...PRICE_INPUT}
            control={control}
            name="estimate.full_value_protection_price"
            label="Full value protection price"
            description="Not part of the total: the customer may choose it"
            required
            disabled={disabled}
            error={errors?.full_value_protection_price?.message}
            maw={260}
          />
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <FormNumberInput
          {...PRICE_INPUT}
          control={control}
          name="estimate.deposit"
          label="Deposit"
          description="Paid to you, not through MoveMatch"
          disabled={disabled}
          error={errors?.deposit?.message}
        />
        <FormNumberInput
          {...WHOLE}
          control={control}
          name="estimate.free_cancellation_days"
          label="Free cancellation until (days before)"
          required
          disabled={disabled}
          error={errors?.free_cancellation_days?.message}
        />
        <TextInput
          type="date"
          label="Valid until"
          withAsterisk
          disabled={disabled}
          error={errors?.valid_until?.message}
          {...register('estimate.valid_until')}
        />
      </SimpleGrid>
      <EstimateTotal editor={editor} />
    </Stack>
  );
}
