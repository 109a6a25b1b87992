import { Button, Checkbox, Fieldset, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { REQUESTED_YOU } from '@web/components/requested-you-badge';
import { FIND_LEADS_MESSAGES as M } from '../messages';
import { RESIDENCE_OPTIONS, type LeadSearchForm } from '../model/search-filters';
import { DateRangeFilter } from './date-range-filter';
import { LocationFilter } from './location-filter';

interface LeadSearchFormProps {
  initial: LeadSearchForm;
  searching: boolean;
  onSearch: (form: LeadSearchForm) => void;
}

/**
 * The search inputs of /find-leads (spec section 2): Date range, Location From and To (city
 * and zip), Residence details. Nothing is searched until the Search button.
 */
export function LeadSearchFormPanel({ initial, searching, onSearch }: LeadSearchFormProps) {
  const { register, control, handleSubmit, setValue } = useForm<LeadSearchForm>({ defaultValues: initial });
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      aria-label="Search leads"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DateRangeFilter
            range={{ startDate, endDate }}
            onChange={(range) => {
              setValue('startDate', range.startDate);
              setValue('endDate', range.endDate);
            }}
          />
          <LocationFilter end="From" register={register} control={control} />
          <LocationFilter end="To" register={register} control={control} />
        </SimpleGrid>
        <Fieldset legend="Residence details" variant="unstyled">
          <Group gap="md" mt={4}>
            {RESIDENCE_OPTIONS.map(({ key, label }) => (
              <Checkbox key={key} label={label} {...register(`residence.${key}`)} />
            ))}
          </Group>
        </Fieldset>
        <Checkbox label={REQUESTED_YOU} description={M.requestedOnlyHint} {...register('requestedOnly')} />
        <Group justify="flex-end">
          <Button type="submit" loading={searching} w={{ base: '100%', sm: 'auto' }}>
            Search
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
