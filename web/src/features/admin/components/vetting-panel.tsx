import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { AdminMovingCompany } from '@schemas/admin';
import { LIMITS } from '@schemas/constants';
import { FormNumberInput } from '@web/components/form-number-input';
import { usePutVetting, useSetVerification } from '../api/admin-companies';
import { ADMIN_TEXT } from '../messages';
import { formatDateTime, formatDay } from '../model/format';
import {
  todayForVetting,
  toVettingBody,
  toVettingFormValues,
  VETTING_LABELS as LABELS,
  vettingFormResolver,
  type VettingFormValues,
} from '../model/vetting-form';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';

const RATINGS = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `${value} of 5` }));

/**
 * The selected company's vetting (docs/admin.md): the record form (PUT .../vetting), who
 * vetted and when, whether it meets the bar, and Verify / Unverify (PUT .../verification;
 * a 409 says why not). Mount with `key={company.id}`.
 */
export function VettingPanel({ company }: { company: AdminMovingCompany }) {
  const record = company.vetting;
  const saveRecord = usePutVetting(company.id);
  const verification = useSetVerification(company.id);
  const outcome = useOutcomeLine();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<VettingFormValues>({
    resolver: vettingFormResolver,
    defaultValues: toVettingFormValues(record, company.dot_number),
    mode: 'onTouched',
  });

  const onSave = (values: VettingFormValues) =>
    saveRecord.mutate(toVettingBody(values), {
      onSuccess: (saved) => {
        reset(toVettingFormValues(saved.vetting, saved.dot_number));
        outcome.show('success', ADMIN_TEXT.vettingSaved);
      },
      onError: (error) => outcome.fail(ADMIN_TEXT.vettingFailed, error),
    });

  const setVerified = (verified: boolean) =>
    verification.mutate(verified, {
      onSuccess: () => outcome.show('success', verified ? ADMIN_TEXT.verified : ADMIN_TEXT.unverified),
      onError: (error) => outcome.fail(ADMIN_TEXT.verificationFailed, error),
    });

  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Badge
          size="lg"
          radius="xl"
          variant="light"
          color={company.is_verified ? 'brand' : 'gray'}
          data-testid="verification-status"
        >
          {company.is_verified ? 'Verified' : 'Not verified'}
        </Badge>
        {company.is_verified ? (
          <Button variant="default" onClick={() => setVerified(false)} loading={verification.isPending}>
            Unverify
          </Button>
        ) : (
          <Button onClick={() => setVerified(true)} loading={verification.isPending} disabled={!record}>
            Verify
          </Button>
        )}
      </Group>
      {record ? (
        <Stack gap={2}>
          <Text size="sm">
            Vetted by <b>{record.vetted_by.name}</b> on {formatDay(record.vetted_on)}; updated{' '}
            {formatDateTime(record.updated_at)}.
          </Text>
          <Text size="sm" c={record.meets_bar ? 'teal.8' : 'orange.9'} data-testid="vetting-bar">
            {record.meets_bar
              ? 'Meets the bar for verification.'
              : `Below the bar: at least ${LIMITS.vettingMinHours} hours and a rating of ${LIMITS.vettingMinRating} are needed.`}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="gray.7">
          {ADMIN_TEXT.noVettingRecord}
        </Text>
      )}

      <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Vetting record">
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <FormNumberInput
              control={control}
              name="hours_spent"
              label={LABELS.hours_spent}
              required
              step={0.25}
              decimalScale={2}
              min={0}
              error={errors.hours_spent?.message}
            />
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={LABELS.rating}
                  withAsterisk
                  data={RATINGS}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  error={errors.rating?.message}
                />
              )}
            />
            <TextInput
              label={LABELS.vetted_on}
              type="date"
              max={todayForVetting()}
              withAsterisk
              error={errors.vetted_on?.message}
              {...register('vetted_on')}
            />
            <TextInput
              label={LABELS.usdot_number}
              inputMode="numeric"
              maxLength={LIMITS.dotNumberDigits}
              withAsterisk
              error={errors.usdot_number?.message}
              {...register('usdot_number')}
            />
          </SimpleGrid>
          <Textarea label={LABELS.notes} autosize minRows={2} error={errors.notes?.message} {...register('notes')} />
          <TimedMessageAlert message={outcome.message} />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={saveRecord.isPending}>
              Save vetting record
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
