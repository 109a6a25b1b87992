// @vitest-environment jsdom
// jsdom, not happy-dom: the visitor's menu button is not in happy-dom's accessibility tree.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { NavCounts } from '@web/app/shell/nav-items';
import { TopNav } from '@web/app/shell/top-nav';
import type { ShellViewer } from '@web/app/shell/use-shell-viewer';
import { renderRoute } from '../support/render-route';

afterEach(cleanup);

function renderNav(viewer: ShellViewer, counts: NavCounts = {}) {
  renderRoute('/quotes', <TopNav viewer={viewer} counts={counts} />, { path: '*' });
}

const member = (role: 'MOVER' | 'MOVING_COMPANY' | 'ADMIN' | null, logoUrl: string | null = null): ShellViewer => ({
  kind: 'member',
  role,
  initials: 'JR',
  concierge: false,
  logoUrl,
});

const mainNavLinks = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');

describe('TopNav', () => {
  it('shows a customer their items in order, the current page marked, initials on My account', () => {
    renderNav(member('MOVER'));
    const links = mainNavLinks();
    expect(links.map((link) => link.textContent)).toEqual(['Find movers', 'My quotes', 'My messages', 'JRMy account']);
    expect(screen.getByRole('link', { name: 'My quotes' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/profile');
  });

  it('shows a company its items', () => {
    renderNav(member('MOVING_COMPANY'));
    expect(mainNavLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/availability-calendar',
      '/find-leads',
      '/manage-leads',
      '/messages',
      '/profile',
    ]);
  });

  it('shows no role nav until the profile says which role', () => {
    renderNav(member(null));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('offers visitors Sign in and Sign up, and a menu button', () => {
    renderNav({ kind: 'visitor' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('puts a red dot, with words for screen readers, on items whose count is above 0', () => {
    renderNav(member('MOVER'), { unreadMessages: 3, quoteNotifications: 0 });
    expect(screen.getAllByTestId('notification-dot')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /My messages/ }).textContent).toContain('3 unread messages');
    expect(screen.getByRole('link', { name: 'My quotes' }).textContent).toBe('My quotes');
  });

  it("puts a company's dots on Messages (unread conversations) and Manage leads (its lead count)", () => {
    renderNav(member('MOVING_COMPANY'), { unreadMessages: 1, leadNotifications: 2 });
    expect(screen.getAllByTestId('notification-dot')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /^Messages/ }).textContent).toContain('(1 unread message)');
    expect(screen.getByRole('link', { name: /Manage leads/ }).textContent).toContain('2 lead updates');
  });

  it('shows a company logo when one is given (initials stay the fallback)', () => {
    renderNav(member('MOVING_COMPANY', 'https://img.example/logo.png'));
    const avatar = screen.getByTestId('account-avatar');
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe('https://img.example/logo.png');
  });
});
