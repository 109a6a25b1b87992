import type { CalendarSettings } from '@schemas/bookings';
import { movingCompanyEntity, type MovingCompanyItem } from './moving-companies';

/**
 * UpdateItem of the company's calendar settings (patch: the company must exist): crews per day
 * and its own arrival window, removed when null. Bookings already made keep their crews and
 * window; the new numbers apply to the next booking.
 */
export async function saveCalendarSettings(companyId: string, settings: CalendarSettings): Promise<MovingCompanyItem> {
  const patch = movingCompanyEntity().patch({ id: companyId }).set({ crews_per_day: settings.crews_per_day });
  const { data } = await (
    settings.own_arrival_window === null
      ? patch.remove(['own_arrival_window'])
      : patch.set({ own_arrival_window: settings.own_arrival_window })
  ).go({ response: 'all_new' });
  return data;
}
