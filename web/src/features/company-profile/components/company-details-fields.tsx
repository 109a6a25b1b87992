import { Anchor, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { LIMITS, SUPPORT_EMAIL } from '@schemas/constants';
import { TRUST_MESSAGES } from '@schemas/trust-facts';
import { CityStateZipFields } from '@web/components/form/city-state-zip-fields';
import {
  COMPANY_FIELD_LABELS as LABELS,
  countBullets,
  countWords,
  type CompanyFormValues,
} from '../model/company-form';

const { descriptionWordsHint: WORDS, billboardBulletsHint: BULLETS } = LIMITS;

/** Under the read-only DOT number of a verified company: who changes it now. */
const askToUpdateDot = (
  <>
    Verified by MoveMatch.{' '}
    <Anchor href={`mailto:${SUPPORT_EMAIL}?subject=Update%20our%20DOT%20number`} size="xs" inherit>
      {TRUST_MESSAGES.askToUpdateDot}
    </Anchor>
  </>
);

/**
 * 'Company details': every text field of the editor, with live word and bullet counts. Once the
 * company is verified its DOT number is read-only (the server refuses a change too).
 */
export function CompanyDetailsFields({
  form,
  dotNumberLocked = false,
}: {
  form: UseFormReturn<CompanyFormValues>;
  dotNumberLocked?: boolean;
}) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const description = watch('description');
  const billboard = watch('billboard');
  return (
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
          <TextInput
            label={LABELS.phone}
            type="tel"
            autoComplete="tel"
            withAsterisk
            error={errors.phone?.message}
            {...register('phone')}
          />
        </SimpleGrid>
        <CityStateZipFields register={register} control={control} errors={errors} spacing="md" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={LABELS.dot_number}
            inputMode="numeric"
            maxLength={LIMITS.dotNumberMaxDigits}
            description={dotNumberLocked ? askToUpdateDot : `1 to ${LIMITS.dotNumberMaxDigits} digits`}
            readOnly={dotNumberLocked}
            variant={dotNumberLocked ? 'filled' : 'default'}
            withAsterisk={!dotNumberLocked}
            data-testid="company-edit-dot-number"
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
  );
}
