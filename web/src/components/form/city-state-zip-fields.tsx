import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { StateSelect } from './state-select';

interface Place {
  city: string;
  state: string | null;
  zip: string;
}

interface CityStateZipFieldsProps<T extends Place, TOut> {
  register: UseFormRegister<T>;
  control: Control<T, unknown, TOut>;
  errors: FieldErrors<T>;
  spacing?: 'sm' | 'md';
  /** True where every place field may be left empty (the admin's company form). */
  optional?: boolean;
}

/** City, State (the picklist) and Zip code in a row: the move's locations and the company editor. */
export function CityStateZipFields<T extends Place, TOut = T>({
  register,
  control,
  errors,
  spacing = 'sm',
  optional = false,
}: CityStateZipFieldsProps<T, TOut>) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={spacing}>
      <TextInput
        label="City"
        autoComplete="address-level2"
        withAsterisk={!optional}
        error={errors.city?.message as string | undefined}
        {...register('city' as Path<T>)}
      />
      <Controller
        control={control}
        name={'state' as Path<T>}
        render={({ field }) => (
          <StateSelect
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.state?.message as string | undefined}
            required={!optional}
          />
        )}
      />
      <TextInput
        label="Zip code"
        autoComplete="postal-code"
        inputMode="numeric"
        withAsterisk={!optional}
        error={errors.zip?.message as string | undefined}
        {...register('zip' as Path<T>)}
      />
    </SimpleGrid>
  );
}
