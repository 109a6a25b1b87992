import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const availabilityRoutes: RouteObject[] = [
  {
    path: paths.availabilityCalendar,
    loader: requireSession,
    handle: { title: 'Availability Calendar' },
    lazy: async () => ({ Component: (await import('./pages/availability-calendar-page')).AvailabilityCalendarPage }),
  },
];
