import { describe, expect, it } from 'vitest';
import { isChromeHidden, isTopNavHidden, pageBackgroundFor } from '@web/app/shell/shell-paths';

describe('isChromeHidden (nav and footer)', () => {
  it.each(['/login', '/signup', '/reset-password', '/admin-dashboard', '/admin-dashboard/users', '/x/login-help'])(
    'hides them on %s',
    (path) => expect(isChromeHidden(path)).toBe(true),
  );

  it.each(['/', '/profile', '/logout-redirect', '/sign-up-redirect', '/terms-and-privacy', '/quotes', '/no/such/page'])(
    'shows them on %s',
    (path) => expect(isChromeHidden(path)).toBe(false),
  );
});

describe('isTopNavHidden', () => {
  it('hides the top nav wherever the chrome is hidden, /login included', () => {
    expect(isTopNavHidden('/login')).toBe(true);
    expect(isTopNavHidden('/signup')).toBe(true);
    expect(isTopNavHidden('/admin-dashboard')).toBe(true);
  });

  it('shows it elsewhere', () => {
    expect(isTopNavHidden('/')).toBe(false);
    expect(isTopNavHidden('/messages')).toBe(false);
  });
});

describe('pageBackgroundFor', () => {
  it.each([
    ['/login', 'dark'],
    ['/signup', 'dark'],
    ['/profile', 'white'],
    ['/profile/edit', 'white'],
    ['/create-user', 'help'],
    ['/', 'default'],
    ['/profiles', 'default'],
    ['/sign-up-redirect', 'default'],
  ] as const)('%s is %s', (path, background) => expect(pageBackgroundFor(path)).toBe(background));
});
