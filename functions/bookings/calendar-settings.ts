import { DEFAULT_CREWS_PER_DAY, type CalendarSettings } from '@schemas/bookings';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';

/** The company's calendar settings as the API shows them (defaults for a company that never saved any). */
export const calendarSettingsOf = (company: Pick<MovingCompanyItem, 'crews_per_day' | 'own_arrival_window'>) =>
  ({
    crews_per_day: company.crews_per_day ?? DEFAULT_CREWS_PER_DAY,
    own_arrival_window: company.own_arrival_window ?? null,
  }) satisfies CalendarSettings;
