import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { LocationInput } from '@schemas/move-requests';
import { locationResolver, toLocationFormValues, type LocationFormValues } from '../model/location-form-values';
import { CityStateZipFields } from '@web/components/form/city-state-zip-fields';
import { LocationHomeFields } from './location-home-fields';

interface LocationFormProps {
  initial: LocationInput | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (location: LocationInput) => void;
}

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
        <LocationHomeFields control={control} errors={errors} />
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
