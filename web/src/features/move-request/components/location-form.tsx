import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { LocationInput } from '@schemas/move-requests';
import { locationResolver, toLocationFormValues, type LocationFormValues } from '../model/location-form-values';
import { CityStateZipFields } from '@web/components/form/city-state-zip-fields';
import { LocationHomeFields } from './location-home-fields';

/** A ZIP code the server did not find, and its message. */
export type ZipRefusal = { zip: string; message: string };

interface LocationFormProps {
  initial: LocationInput | null;
  saving: boolean;
  /** The server's refusal of a ZIP code (one it does not know), shown while that code is in the field. */
  zipRefusal?: ZipRefusal;
  onCancel: () => void;
  onSave: (location: LocationInput) => void;
}

/** The location modal's fields, validated by the contract's LocationInputSchema. */
export function LocationForm({ initial, saving, zipRefusal, onCancel, onSave }: LocationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LocationFormValues, unknown, LocationInput>({
    resolver: locationResolver,
    defaultValues: toLocationFormValues(initial),
    mode: 'onTouched',
  });
  // The form's own checks come first; the server's refusal stays until another code is typed.
  const refused = !errors.zip && zipRefusal && watch('zip').trim() === zipRefusal.zip;
  const shownErrors = refused ? { ...errors, zip: { type: 'server', message: zipRefusal.message } } : errors;

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
        <CityStateZipFields register={register} control={control} errors={shownErrors} />
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
