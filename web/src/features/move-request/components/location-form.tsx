import { Button, Group, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { LocationInput } from '../../../../../schemas/move-requests';
import { locationResolver, toLocationFormValues, type LocationFormValues } from '../model/location-form-values';
import { StateSelect } from './state-select';

interface LocationFormProps {
  initial: LocationInput | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (location: LocationInput) => void;
}

type NumberFieldName = 'square_feet' | 'count_bedrooms' | 'unit_level_start' | 'unit_level_count';

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
        <TextInput label="Street" autoComplete="street-address" withAsterisk error={errors.address?.message} {...register('address')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="City" autoComplete="address-level2" withAsterisk error={errors.city?.message} {...register('city')} />
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <StateSelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.state?.message} />
            )}
          />
          <TextInput
            label="Zip code"
            autoComplete="postal-code"
            inputMode="numeric"
            withAsterisk
            error={errors.zip?.message}
            {...register('zip')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberField control={control} name="square_feet" label="Square feet" description="Optional" required={false} error={errors.square_feet?.message} />
          <NumberField control={control} name="count_bedrooms" label="Number of bedrooms" error={errors.count_bedrooms?.message} />
          <NumberField
            control={control}
            name="unit_level_start"
            label="Starting level"
            description="0 is the ground floor"
            error={errors.unit_level_start?.message}
          />
          <NumberField
            control={control}
            name="unit_level_count"
            label="Number of levels"
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

interface NumberFieldProps {
  control: Control<LocationFormValues, unknown, LocationInput>;
  name: NumberFieldName;
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
}

function NumberField({ control, name, label, description, required = true, error }: NumberFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          description={description}
          withAsterisk={required}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
          // No clamping or sign blocking: the form says what is wrong instead (spec messages).
          clampBehavior="none"
          allowDecimal={false}
          hideControls
          inputMode="numeric"
        />
      )}
    />
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
