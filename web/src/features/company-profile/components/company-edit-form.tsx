import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { PublicMovingCompany } from '@schemas/companies';
import type { MyMovingCompany } from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import { CityStateZipFields } from '@web/components/form/city-state-zip-fields';
import { CompanyImageFields } from '@web/components/company/company-image-fields';
import { notify } from '@web/lib/notify';
import { useUpdateMyMovingCompany } from '../api/my-moving-company';
import { COMPANY_EDIT_MESSAGES } from '../messages';
import {
  COMPANY_FIELD_LABELS as LABELS,
  companyFormResolver,
  countBullets,
  countWords,
  previewCompany,
  toCompanyFormValues,
  toUpdateBody,
  type CompanyFormValues,
} from '../model/company-form';
import type { RenderCompanyPreview } from '../model/company-preview';
import { CompanyPreviewModal } from './company-preview-modal';

const { descriptionWordsHint: WORDS, billboardBulletsHint: BULLETS } = LIMITS;

/**
 * The company editor (spec sections 2 and 5): every field required, a preview of the public
 * page, then the save with its toasts.
 */
export function CompanyEditForm({ company, renderPreview }: { company: MyMovingCompany; renderPreview: RenderCompanyPreview }) {
  const update = useUpdateMyMovingCompany(company.id);
  // The checked values waiting in the preview, and what the public page would show.
  const [pending, setPending] = useState<{ values: CompanyFormValues; preview: PublicMovingCompany } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    formState: { errors, submitCount, isValid },
  } = useForm<CompanyFormValues>({ resolver: companyFormResolver, defaultValues: toCompanyFormValues(company), mode: 'onTouched' });

  const description = watch('description');
  const billboard = watch('billboard');

  const save = () => {
    if (!pending) return;
    update.mutate(toUpdateBody(pending.values), {
      onSuccess: (saved) => {
        notify.success(COMPANY_EDIT_MESSAGES.saved);
        reset(toCompanyFormValues(saved));
        setPending(null);
      },
      // A server error field, when present, is shown instead (spec section 8).
      onError: (error) => notify.failure(COMPANY_EDIT_MESSAGES.saveFailed, error, { reasonInstead: true }),
    });
  };

  return (
    <>
      <form onSubmit={handleSubmit((values) => setPending({ values, preview: previewCompany(company, values) }))} noValidate>
        <Stack gap="lg">
          <Paper component="section" aria-labelledby="details-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} size="h4" id="details-title">
                Company details
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label={LABELS.year_founded}
                  inputMode="numeric"
                  maxLength={4}
                  withAsterisk
                  error={errors.year_founded?.message}
                  {...register('year_founded')}
                />
                <TextInput label={LABELS.phone} type="tel" autoComplete="tel" withAsterisk error={errors.phone?.message} {...register('phone')} />
              </SimpleGrid>
              <CityStateZipFields register={register} control={control} errors={errors} spacing="md" />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label={LABELS.dot_number}
                  inputMode="numeric"
                  maxLength={LIMITS.dotNumberDigits}
                  description={`${LIMITS.dotNumberDigits} digits`}
                  withAsterisk
                  error={errors.dot_number?.message}
                  {...register('dot_number')}
                />
                <TextInput
                  label={LABELS.policies_link}
                  type="url"
                  description="A link to your policies, e.g. https://example.com/policies"
                  withAsterisk
                  error={errors.policies_link?.message}
                  {...register('policies_link')}
                />
              </SimpleGrid>
              <Textarea
                label={LABELS.description}
                description={`Suggested ${WORDS.min}-${WORDS.max} words (now ${countWords(description)})`}
                autosize
                minRows={4}
                withAsterisk
                error={errors.description?.message}
                {...register('description')}
              />
              <Textarea
                label={LABELS.billboard}
                description={`${BULLETS.min}-${BULLETS.max} bullets, one per line (now ${countBullets(billboard)})`}
                autosize
                minRows={3}
                withAsterisk
                error={errors.billboard?.message}
                {...register('billboard')}
              />
              <Textarea
                label={LABELS.fee_list}
                description="One fee per line"
                autosize
                minRows={3}
                withAsterisk
                error={errors.fee_list?.message}
                {...register('fee_list')}
              />
            </Stack>
          </Paper>

          <Paper component="section" aria-labelledby="images-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} size="h4" id="images-title">
                Images
              </Title>
              <CompanyImageFields control={control} errors={errors} labels={LABELS} required />
            </Stack>
          </Paper>

          {submitCount > 0 && !isValid && (
            <Alert color="red" variant="light" role="alert">
              {COMPANY_EDIT_MESSAGES.fixErrors}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md">
              Preview and save
            </Button>
          </Group>
        </Stack>
      </form>
      <CompanyPreviewModal company={pending?.preview ?? null} saving={update.isPending} onClose={() => setPending(null)} onSave={save} renderPreview={renderPreview} />
    </>
  );
}

/** The company name is the admin's to change; shown here for orientation. */
export function CompanyEditIntro({ company }: { company: MyMovingCompany }) {
  return (
    <Text c="gray.7">
      {/* A name that ends in a full stop ('Tar Heel Moving Co.') ends the sentence itself. */}
      Update what customers see on the public page of <b>{company.name}</b>
      {company.name.trimEnd().endsWith('.') ? '' : '.'} Every field is required.
    </Text>
  );
}
