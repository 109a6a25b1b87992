/*
 * Which parts of the shell a path gets (spec section 2, "Shell"). Pure functions so the rules
 * are tested on their own and the layout only asks.
 */

/** Path fragments whose screens stand alone: no top nav, no footer. */
const CHROME_FREE_FRAGMENTS = ['login', 'signup', 'reset-password', 'admin-dashboard'] as const;

/** True when the top nav and the footer are hidden ("paths containing login, signup, …"). */
export function isChromeHidden(pathname: string): boolean {
  return CHROME_FREE_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}

/** The top nav is hidden wherever the chrome is, and on /login in any case. */
export function isTopNavHidden(pathname: string): boolean {
  return isChromeHidden(pathname) || isAt(pathname, '/login');
}

export type PageBackground = 'dark' | 'white' | 'help' | 'default';

/** Page background by path: /login and /signup dark, /profile white, /create-user a help colour. */
export function pageBackgroundFor(pathname: string): PageBackground {
  if (isAt(pathname, '/login') || isAt(pathname, '/signup')) return 'dark';
  if (isAt(pathname, '/profile')) return 'white';
  if (isAt(pathname, '/create-user')) return 'help';
  return 'default';
}

/** `path` itself or a page below it ('/profile' and '/profile/edit', not '/profiles'). */
function isAt(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}
