import { Group, Radio, SimpleGrid } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { FLOOR_FIELD } from '@schemas/floor-text';
import type { LocationInput } from '@schemas/move-requests';
import { FormNumberInput } from '@web/components/form-number-input';
import type { LocationFormValues } from '../model/location-form-values';

type LocationControl = Control<LocationFormValues, unknown, LocationInput>;

/** The whole-number fields (square feet, bedrooms, floor, levels). */
const COUNT_INPUT = { allowDecimal: false, inputMode: 'numeric' } as const;

/** The home at a location: its size, bedrooms, levels, and whether an elevator or stairs are needed. */
export function LocationHomeFields({
  control,
  errors,
}: {
  control: LocationControl;
  errors: FieldErrors<LocationFormValues>;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FormNumberInput
          {...COUNT_INPUT}
          control={control}
          name="square_feet"
          label="Square feet"
          description="Optional"
          error={errors.square_feet?.message}
        />
        <FormNumberInput
          {...COUNT_INPUT}
          control={control}
          name="count_bedrooms"
          label="Number of bedrooms"
          required
          error={errors.count_bedrooms?.message}
        />
        <FormNumberInput
          {...COUNT_INPUT}
          control={control}
          name="floor"
          label={FLOOR_FIELD.label}
          required
          min={1}
          description={FLOOR_FIELD.description}
          error={errors.floor?.message}
        />
        <FormNumberInput
          {...COUNT_INPUT}
          control={control}
          name="unit_level_count"
          label="Number of levels"
          required
          description="Floors in your home"
          error={errors.unit_level_count?.message}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <YesNo control={control} name="is_elevator_required" label="Elevator required" />
        <YesNo control={control} name="is_stairs_required" label="Stairs required" />
      </SimpleGrid>
    </>
  );
}

function YesNo({
  control,
  name,
  label,
}: {
  control: LocationControl;
  name: 'is_elevator_required' | 'is_stairs_required';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group label={label} value={field.value} onChange={field.onChange} name={field.name}>
          <Group gap="md" mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
