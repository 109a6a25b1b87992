import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { LIMITS } from '@schemas/constants';
import { CityStateZipFields } from '@web/components/form/city-state-zip-fields';
import { ADMIN_COMPANY_LABELS as LABELS, type AdminCompanyFormValues } from '../model/company-form';

type CompanyFormMethods = Pick<UseFormReturn<AdminCompanyFormValues>, 'register' | 'control' | 'formState'>;

/** Who the company is and how to reach it: name, e-mail, phone, year, place, USDOT number, policies. */
export function CompanyContactFields({ form }: { form: CompanyFormMethods }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={LABELS.name}
          withAsterisk
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label={LABELS.email}
          type="email"
          withAsterisk
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label={LABELS.phone}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextInput
          label={LABELS.year_founded}
          inputMode="numeric"
          maxLength={LIMITS.yearFoundedDigits}
          error={errors.year_founded?.message}
          {...register('year_founded')}
        />
      </SimpleGrid>
      <CityStateZipFields register={register} control={control} errors={errors} spacing="md" optional />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={LABELS.dot_number}
          inputMode="numeric"
          maxLength={LIMITS.dotNumberMaxDigits}
          description={`1 to ${LIMITS.dotNumberMaxDigits} digits`}
          error={errors.dot_number?.message}
          {...register('dot_number')}
        />
        <TextInput
          label={LABELS.policies_link}
          type="url"
          description="e.g. https://example.com/policies"
          error={errors.policies_link?.message}
          {...register('policies_link')}
        />
      </SimpleGrid>
    </>
  );
}

/** What customers read about the company: the description, the billboard bullets and the fee list. */
export function CompanyTextFields({ form }: { form: CompanyFormMethods }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <Textarea
        label={LABELS.description}
        autosize
        minRows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label={LABELS.billboard}
          description="One bullet per line"
          autosize
          minRows={3}
          error={errors.billboard?.message}
          {...register('billboard')}
        />
        <Textarea
          label={LABELS.fee_list}
          description="One fee per line"
          autosize
          minRows={3}
          error={errors.fee_list?.message}
          {...register('fee_list')}
        />
      </SimpleGrid>
    </>
  );
}
