import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { LocationInput } from '@schemas/move-requests';
import { locationResolver, toLocationFormValues, type LocationFormValues } from '../model/location-form-values';
import { CityStateZipFields } from '@web/components/form/city-state-zip-fields';
import { FormNumberInput } from '@web/components/form-number-input';

interface LocationFormProps {
  initial: LocationInput | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (location: LocationInput) => void;
}

/** The whole-number fields (square feet, bedrooms, levels). */
const COUNT_INPUT = { allowDecimal: false, inputMode: 'numeric' } as const;

/** The location modal's fields, validated by the contract's LocationInputSchema. */
export function LocationForm({ initial, saving, onCancel, onSave }: LocationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LocationFormValues, unknown, LocationInput>({
    resolver: locationResolver,
    defaultValues: toLocationFormValues(initial),
    mode: 'onTouched',
  });

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Street"
          autoComplete="street-address"
          withAsterisk
          error={errors.address?.message}
          {...register('address')}
        />
        <CityStateZipFields register={register} control={control} errors={errors} />
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
            name="unit_level_start"
            label="Starting level"
            required
            description="0 is the ground floor"
            error={errors.unit_level_start?.message}
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
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save location
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function YesNo({
  control,
  name,
  label,
}: {
  control: Control<LocationFormValues, unknown, LocationInput>;
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
