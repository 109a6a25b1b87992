import type { RouteObject } from 'react-router';
import { paths } from '@web/config/paths';

/** Routes of this feature, mounted under the root layout by app/router.tsx. Both are public. */
export const legalRoutes: RouteObject[] = [
  {
    path: paths.termsAndPrivacy,
    lazy: async () => ({ Component: (await import('./terms-and-privacy-page')).TermsAndPrivacyPage }),
  },
  {
    path: paths.privacyPolicy,
    lazy: async () => ({ Component: (await import('./privacy-policy-page')).PrivacyPolicyPage }),
  },
];
