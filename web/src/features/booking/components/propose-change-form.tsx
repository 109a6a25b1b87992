import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { STANDARD_WINDOW_LABELS } from '@schemas/bookings';
import { CHANGE_PROPOSAL_MESSAGES } from '@schemas/booking-changes';
import { FormNumberInput } from '@web/components/form-number-input';
import { useInventory } from '@web/lib/api/inventory';
import { notify } from '@web/lib/notify';
import { useProposeChange } from '../api/booking-changes';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import {
  CHANGE_FORM_LABELS as LABELS,
  changeProposalResolver,
  EMPTY_CHANGE_PROPOSAL,
  type ChangeProposalFormValues,
} from '../model/change-proposal-form';
import { InventoryChangeFields } from './inventory-change-fields';

const WINDOW_OPTIONS = [
  { value: '', label: M.keepWindow },
  { value: 'MORNING', label: STANDARD_WINDOW_LABELS.MORNING },
  { value: 'AFTERNOON', label: STANDARD_WINDOW_LABELS.AFTERNOON },
  { value: 'COMPANY', label: 'Our own window (calendar settings)' },
];

/**
 * The company's proposal: a new day, window and/or price, items added to or removed from the
 * inventory, and the reason; empty fields stay as booked.
 */
export function ProposeChangeForm(props: { quoteId: string; moveRequestId: string; onDone: () => void }) {
  const { quoteId, moveRequestId, onDone } = props;
  const propose = useProposeChange(quoteId);
  const inventory = useInventory(moveRequestId);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangeProposalFormValues, unknown, Parameters<typeof propose.mutate>[0]>({
    defaultValues: EMPTY_CHANGE_PROPOSAL,
    resolver: changeProposalResolver,
  });
  const submit = handleSubmit((body) =>
    propose.mutate(body, {
      onSuccess: () => {
        notify.success(CHANGE_PROPOSAL_MESSAGES.proposed);
        onDone();
      },
      onError: (error) => notify.failure(M.proposeFailed, error),
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={M.proposeTitle}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {M.proposeIntro}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput type="date" label={LABELS.move_day} error={errors.move_day?.message} {...register('move_day')} />
          <Controller
            control={control}
            name="arrival_window"
            render={({ field }) => (
              <Select
                label={LABELS.arrival_window}
                data={WINDOW_OPTIONS}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.arrival_window?.message}
              />
            )}
          />
          <FormNumberInput control={control} name="price" label={LABELS.price} min={0} error={errors.price?.message} />
          <FormNumberInput
            control={control}
            name="top_price"
            label={LABELS.top_price}
            min={0}
            error={errors.top_price?.message}
          />
        </SimpleGrid>
        {inventory.isPending ? (
          <Loader size="sm" aria-label="Loading the inventory" />
        ) : (
          <InventoryChangeFields control={control} errors={errors} inventory={inventory.data} />
        )}
        <Textarea
          label={LABELS.reason}
          withAsterisk
          autosize
          minRows={2}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <Group gap="sm">
          <Button type="submit" loading={propose.isPending}>
            {M.proposeSubmit}
          </Button>
          <Button variant="default" onClick={onDone} disabled={propose.isPending}>
            {M.proposeCancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
