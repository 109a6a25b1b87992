import type { BaseSyntheticEvent } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { LIMITS } from '@schemas/constants';
import { FormNumberInput } from '@web/components/form-number-input';
import { todayForVetting, VETTING_LABELS as LABELS, type VettingFormValues } from '../model/vetting-form';
import { TimedMessageAlert } from './timed-message-alert';
import type { OutcomeLine } from './use-outcome-line';

const RATINGS = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `${value} of 5` }));

interface VettingRecordFormProps {
  form: UseFormReturn<VettingFormValues>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  outcome: OutcomeLine | null;
}

/** The vetting record's fields: hours, rating, date, USDOT and MC numbers, insurance expiry days and notes. */
export function VettingRecordForm({ form, onSubmit, saving, outcome }: VettingRecordFormProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Vetting record">
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
          <TextInput
            label={LABELS.mc_number}
            inputMode="numeric"
            placeholder="MC-123456"
            maxLength={12}
            error={errors.mc_number?.message}
            {...register('mc_number')}
          />
          <TextInput
            label={LABELS.cargo_insurance_expires_on}
            type="date"
            withAsterisk
            error={errors.cargo_insurance_expires_on?.message}
            {...register('cargo_insurance_expires_on')}
          />
          <TextInput
            label={LABELS.liability_insurance_expires_on}
            type="date"
            withAsterisk
            error={errors.liability_insurance_expires_on?.message}
            {...register('liability_insurance_expires_on')}
          />
        </SimpleGrid>
        <Textarea label={LABELS.notes} autosize minRows={2} error={errors.notes?.message} {...register('notes')} />
        <TimedMessageAlert message={outcome} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={saving}>
            Save vetting record
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
