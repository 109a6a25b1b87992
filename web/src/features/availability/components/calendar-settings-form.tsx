import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_CREWS_PER_DAY, type CalendarSettings } from '@schemas/bookings';
import { FormNumberInput } from '@web/components/form-number-input';
import { notify } from '@web/lib/notify';
import { useCalendarSettings, useSaveCalendarSettings } from '../api/calendar-settings';
import { AVAILABILITY_MESSAGES } from '../messages';
import { calendarSettingsResolver, toFormValues, type CalendarSettingsValues } from '../model/calendar-settings-form';

/** Crews per day and the company's own arrival window, saved with PUT /my-moving-company/calendar-settings. */
export function CalendarSettingsForm({ enabled }: { enabled: boolean }) {
  const settings = useCalendarSettings(enabled);
  const save = useSaveCalendarSettings();
  const form = useForm<CalendarSettingsValues, unknown, CalendarSettings>({
    resolver: calendarSettingsResolver,
    defaultValues: { crews_per_day: 1, own_arrival_window: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (settings.data) reset(toFormValues(settings.data));
  }, [settings.data, reset]);

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => notify.success(AVAILABILITY_MESSAGES.settingsSaved),
      onError: (error) => notify.failure(AVAILABILITY_MESSAGES.settingsFailed, error),
    }),
  );
  const errors = form.formState.errors;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="crews-heading">
      <Title order={2} size="h4" id="crews-heading" mb="xs">
        {AVAILABILITY_MESSAGES.settingsHeading}
      </Title>
      {settings.isPending && enabled ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{AVAILABILITY_MESSAGES.settingsLoading}</Text>
        </Group>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
              <FormNumberInput
                control={form.control}
                name="crews_per_day"
                label={AVAILABILITY_MESSAGES.crewsPerDay}
                description={`How many moves you can take on one day (1 to ${MAX_CREWS_PER_DAY})`}
                min={1}
                max={MAX_CREWS_PER_DAY}
                allowDecimal={false}
                error={errors.crews_per_day?.message}
                required
                disabled={!enabled}
              />
              <TextInput
                {...form.register('own_arrival_window')}
                label={AVAILABILITY_MESSAGES.ownWindow}
                description={AVAILABILITY_MESSAGES.ownWindowHint}
                error={errors.own_arrival_window?.message}
                disabled={!enabled}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!enabled}>
                {AVAILABILITY_MESSAGES.saveSettings}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
