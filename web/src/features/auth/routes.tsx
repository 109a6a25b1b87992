import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/**
 * Routes of this feature, mounted under the root layout by app/router.tsx. Every page is lazy,
 * so Amplify (loaded by these pages) stays out of the home page's first load.
 * /sign-up-redirect needs no session up front: it creates one.
 */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: { title: 'Sign in' },
    lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  },
  {
    path: paths.signup,
    handle: { title: 'Sign up' },
    lazy: async () => ({ Component: (await import('./pages/signup-page')).SignupPage }),
  },
  {
    path: paths.signUpRedirect,
    handle: { title: 'Confirming your account' },
    lazy: async () => ({ Component: (await import('./pages/sign-up-redirect-page')).SignUpRedirectPage }),
  },
  {
    path: paths.resetPassword,
    handle: { title: 'Reset password' },
    lazy: async () => ({ Component: (await import('./pages/reset-password-page')).ResetPasswordPage }),
  },
  {
    path: paths.logoutRedirect,
    handle: { title: 'Signing out' },
    lazy: async () => ({ Component: (await import('./pages/logout-redirect-page')).LogoutRedirectPage }),
  },
  {
    path: paths.profileEdit,
    loader: requireSession,
    handle: { title: 'Edit profile' },
    lazy: async () => ({ Component: (await import('./pages/profile-edit-page')).ProfileEditPage }),
  },
];
