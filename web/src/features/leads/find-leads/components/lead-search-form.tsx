import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Fieldset, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { RESIDENCE_OPTIONS, zipDigits, type LeadSearchForm } from '../model/search-filters';
import { LeadDateRangeModal } from './lead-date-range-modal';

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
  const [form, setForm] = useState<LeadSearchForm>(initial);
  const [datesOpen, setDatesOpen] = useState(false);
  const set = (patch: Partial<LeadSearchForm>) => setForm((current) => ({ ...current, ...patch }));
  const dates = form.startDate ? formatDateRange(form.startDate, form.endDate ?? form.startDate) : 'Any dates';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(form);
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      onSubmit={submit}
      aria-label="Search leads"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fieldset legend="Date range" variant="unstyled">
            <Stack gap={6}>
              <Text fw={600} data-testid="lead-dates">
                {dates}
              </Text>
              <Group gap="xs">
                <Button variant="light" size="xs" onClick={() => setDatesOpen(true)}>
                  {form.startDate ? 'Change dates' : 'Choose dates'}
                </Button>
                {form.startDate && (
                  <Button
                    variant="subtle"
                    color="gray"
                    size="xs"
                    onClick={() => set({ startDate: null, endDate: null })}
                  >
                    Clear Dates
                  </Button>
                )}
              </Group>
            </Stack>
          </Fieldset>
          <LocationFilter
            end="From"
            city={form.fromCity}
            zip={form.fromZip}
            onChange={(city, zip) => set({ fromCity: city, fromZip: zip })}
          />
          <LocationFilter
            end="To"
            city={form.toCity}
            zip={form.toZip}
            onChange={(city, zip) => set({ toCity: city, toZip: zip })}
          />
        </SimpleGrid>
        <Fieldset legend="Residence details" variant="unstyled">
          <Group gap="md" mt={4}>
            {RESIDENCE_OPTIONS.map(({ key, label }) => (
              <Checkbox
                key={key}
                label={label}
                checked={form.residence[key]}
                onChange={(e) => set({ residence: { ...form.residence, [key]: e.currentTarget.checked } })}
              />
            ))}
          </Group>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={searching} w={{ base: '100%', sm: 'auto' }}>
            Search
          </Button>
        </Group>
      </Stack>
      <LeadDateRangeModal
        opened={datesOpen}
        onClose={() => setDatesOpen(false)}
        initial={{ startDate: form.startDate, endDate: form.endDate }}
        onApply={(range) => {
          set(range);
          setDatesOpen(false);
        }}
      />
    </Paper>
  );
}

interface LocationFilterProps {
  end: 'From' | 'To';
  city: string;
  zip: string;
  onChange: (city: string, zip: string) => void;
}

/** 'Location From' or 'Location To': city and zip, labelled 'From city', 'From zip' ... */
function LocationFilter({ end, city, zip, onChange }: LocationFilterProps) {
  return (
    <Fieldset legend={`Location ${end}`} variant="unstyled">
      <Group gap="xs" grow wrap="nowrap" align="flex-start">
        <TextInput
          label={`${end} city`}
          value={city}
          maxLength={100}
          onChange={(e) => onChange(e.currentTarget.value, zip)}
        />
        <TextInput
          label={`${end} zip`}
          value={zip}
          inputMode="numeric"
          maxLength={5}
          onChange={(e) => onChange(city, zipDigits(e.currentTarget.value))}
        />
      </Group>
    </Fieldset>
  );
}
