import type { RouteObject } from 'react-router';
import { paths } from '@web/config/paths';
import { requireSession } from '@web/lib/require-session';

/**
 * Routes of this feature, mounted under the root layout by app/router.tsx. All need a session;
 * the pages serve company and admin accounts (a customer sees a friendly notice).
 */
export const paymentRoutes: RouteObject[] = [
  {
    path: paths.addStripe,
    loader: requireSession,
    handle: { title: 'Choose a subscription' },
    lazy: async () => ({ Component: (await import('./pages/add-stripe-page')).AddStripePage }),
  },
  {
    path: paths.subscriptionRedirect,
    loader: requireSession,
    handle: { title: 'Completing your subscription' },
    lazy: async () => ({ Component: (await import('./pages/subscription-redirect-page')).SubscriptionRedirectPage }),
  },
  {
    path: paths.tokenRefillSuccess,
    loader: requireSession,
    handle: { title: 'Token refill' },
    lazy: async () => ({ Component: (await import('./pages/token-refill-success-page')).TokenRefillSuccessPage }),
  },
  {
    path: paths.paywall,
    loader: requireSession,
    handle: { title: 'Payment status' },
    lazy: async () => ({ Component: (await import('./pages/paywall-page')).PaywallPage }),
  },
];
