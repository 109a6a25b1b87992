import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { CalendarSettingsSchema, type CalendarSettings } from '@schemas/bookings';

/*
 * The calendar settings form: the contract's rules (schemas/bookings.ts CalendarSettingsSchema)
 * on what the inputs hold (the number is '' while empty; an empty window means none).
 */

export interface CalendarSettingsValues {
  crews_per_day: number | string;
  own_arrival_window: string;
}

export const toFormValues = (settings: CalendarSettings): CalendarSettingsValues => ({
  crews_per_day: settings.crews_per_day,
  own_arrival_window: settings.own_arrival_window ?? '',
});

const CalendarSettingsFormSchema = z
  .object({ crews_per_day: z.unknown(), own_arrival_window: z.string() })
  .transform((values) => ({
    crews_per_day: values.crews_per_day === '' ? undefined : values.crews_per_day,
    own_arrival_window: values.own_arrival_window.trim() === '' ? null : values.own_arrival_window,
  }))
  .pipe(CalendarSettingsSchema);

export const calendarSettingsResolver = zodResolver(CalendarSettingsFormSchema) as unknown as Resolver<
  CalendarSettingsValues,
  unknown,
  CalendarSettings
>;
