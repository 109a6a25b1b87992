import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';

interface Names {
  firstName: string;
  lastName: string;
}

/** First Name and Last Name side by side, shared by sign-up and the profile editor. */
export function NameFields<T extends Names>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label="First Name"
        autoComplete="given-name"
        withAsterisk
        error={errors.firstName?.message as string | undefined}
        {...register('firstName' as Path<T>)}
      />
      <TextInput
        label="Last Name"
        autoComplete="family-name"
        withAsterisk
        error={errors.lastName?.message as string | undefined}
        {...register('lastName' as Path<T>)}
      />
    </SimpleGrid>
  );
}
