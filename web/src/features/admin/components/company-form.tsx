import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { AdminMovingCompany } from '@schemas/admin';
import { LIMITS } from '@schemas/constants';
import { CityStateZipFields } from '@web/components/form/city-state-zip-fields';
import { CompanyImageFields } from '@web/components/company/company-image-fields';
import { useCreateCompany, useUpdateCompany } from '../api/admin-companies';
import { ADMIN_TEXT } from '../messages';
import {
  ADMIN_COMPANY_LABELS as LABELS,
  adminCompanyFormResolver,
  EMPTY_COMPANY_FORM,
  toAdminCompanyFormValues,
  toCompanyBody,
  type AdminCompanyFormValues,
} from '../model/company-form';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';

interface CompanyFormProps {
  /** The company being edited, or null in add mode. */
  company: AdminMovingCompany | null;
  /** A new company was added: the dashboard selects it (edit mode). */
  onCreated: (company: { id: string }) => void;
}

/**
 * 'Add or edit a moving company' (spec sections 2 and 4): add mode ('Add to platform', POST
 * /moving-company) or edit mode ('Save updates', PATCH /moving-company/{id}). Mount it with
 * `key={company?.id}` so switching companies starts from that company's values.
 */
export function CompanyForm({ company, onCreated }: CompanyFormProps) {
  const create = useCreateCompany();
  const update = useUpdateCompany(company?.id ?? '');
  const outcome = useOutcomeLine();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdminCompanyFormValues>({
    resolver: adminCompanyFormResolver,
    defaultValues: company ? toAdminCompanyFormValues(company) : EMPTY_COMPANY_FORM,
    mode: 'onTouched',
  });
  const saving = create.isPending || update.isPending;

  const onValid = (values: AdminCompanyFormValues) => {
    const body = toCompanyBody(values);
    if (company) {
      update.mutate(body, {
        onSuccess: () => outcome.show('success', ADMIN_TEXT.companyUpdated),
        onError: (error) => outcome.fail(ADMIN_TEXT.saveCompanyFailed, error),
      });
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          outcome.show('success', ADMIN_TEXT.companyCreated);
          reset(EMPTY_COMPANY_FORM);
          onCreated(created);
        },
        onError: (error) => outcome.fail(ADMIN_TEXT.saveCompanyFailed, error),
      });
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, () => outcome.show('error', ADMIN_TEXT.formInvalid))}
      noValidate
      aria-label={company ? `Edit ${company.name}` : 'Add a moving company'}
    >
      <Stack gap="md">
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
            maxLength={LIMITS.dotNumberDigits}
            description={`${LIMITS.dotNumberDigits} digits`}
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
        <CompanyImageFields control={control} errors={errors} labels={LABELS} required={false} />
        <TimedMessageAlert message={outcome.message} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            {company ? 'Save updates' : 'Add to platform'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
