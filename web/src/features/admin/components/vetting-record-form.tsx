import type { BaseSyntheticEvent } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { LIMITS } from '@schemas/constants';
import { AUTHORITY_STATUS_LABELS, AUTHORITY_STATUSES, SC_CLASS_E_MINIMUMS } from '@schemas/licences';
import { FormNumberInput } from '@web/components/form-number-input';
import { todayForVetting, VETTING_LABELS as LABELS, type VettingFormValues } from '../model/vetting-form';
import { TimedMessageAlert } from './timed-message-alert';
import type { OutcomeLine } from './use-outcome-line';

const RATINGS = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `${value} of 5` }));
const AUTHORITY_OPTIONS = AUTHORITY_STATUSES.map((value) => ({ value, label: AUTHORITY_STATUS_LABELS[value] }));

interface VettingRecordFormProps {
  form: UseFormReturn<VettingFormValues>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  outcome: OutcomeLine | null;
}

/** The vetting record's fields: hours, rating, date, the licences (USDOT, MC and authority, NCUC, SC Class E), insurance amounts and expiry days, and notes. */
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
            maxLength={LIMITS.dotNumberMaxDigits}
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
          <Controller
            control={control}
            name="authority_status"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={LABELS.authority_status}
                description="As FMCSA's SAFER snapshot shows it; interstate moves need Active"
                data={AUTHORITY_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.authority_status?.message}
              />
            )}
          />
          <TextInput
            label={LABELS.ncuc_certificate}
            description="NC intrastate moves need it"
            placeholder="C-1234"
            maxLength={8}
            error={errors.ncuc_certificate?.message}
            {...register('ncuc_certificate')}
          />
          <TextInput
            label={LABELS.sc_class_e_certificate}
            description="SC intrastate moves need it"
            inputMode="numeric"
            maxLength={8}
            error={errors.sc_class_e_certificate?.message}
            {...register('sc_class_e_certificate')}
          />
          <FormNumberInput
            control={control}
            name="cargo_insurance_amount"
            label={LABELS.cargo_insurance_amount}
            description={`SC Class E: at least $${SC_CLASS_E_MINIMUMS.cargo.toLocaleString('en-US')}`}
            min={0}
            step={1000}
            thousandSeparator=","
            allowDecimal={false}
            error={errors.cargo_insurance_amount?.message}
          />
          <FormNumberInput
            control={control}
            name="liability_insurance_amount"
            label={LABELS.liability_insurance_amount}
            description={`SC Class E: at least $${SC_CLASS_E_MINIMUMS.liability.toLocaleString('en-US')}`}
            min={0}
            step={50000}
            thousandSeparator=","
            allowDecimal={false}
            error={errors.liability_insurance_amount?.message}
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
