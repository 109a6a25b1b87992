import { Fieldset, Group, TextInput } from '@mantine/core';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { zipDigits, type LeadSearchForm } from '../model/search-filters';

interface LocationFilterProps {
  end: 'From' | 'To';
  register: UseFormRegister<LeadSearchForm>;
  control: Control<LeadSearchForm>;
}

/** 'Location From' or 'Location To': city and zip, labelled 'From city', 'From zip' ... */
export function LocationFilter({ end, register, control }: LocationFilterProps) {
  const side = end === 'From' ? 'from' : 'to';
  return (
    <Fieldset legend={`Location ${end}`} variant="unstyled">
      <Group gap="xs" grow wrap="nowrap" align="flex-start">
        <TextInput label={`${end} city`} maxLength={100} {...register(`${side}City`)} />
        <Controller
          control={control}
          name={`${side}Zip`}
          render={({ field }) => (
            <TextInput
              {...field}
              label={`${end} zip`}
              inputMode="numeric"
              maxLength={5}
              onChange={(event) => field.onChange(zipDigits(event.currentTarget.value))}
            />
          )}
        />
      </Group>
    </Fieldset>
  );
}
