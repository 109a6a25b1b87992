import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const bookingRoutes: RouteObject[] = [
  {
    path: paths.bookingPattern,
    loader: requireSession,
    handle: { title: 'Booking' },
    lazy: async () => ({ Component: (await import('./pages/booking-page')).BookingPage }),
  },
];
