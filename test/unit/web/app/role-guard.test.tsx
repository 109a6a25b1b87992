// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import type { Role } from '@schemas/enums';
import { RoleGuard } from '@web/app/role-guard';
import { ROUTE_ROLES, routeAccessFor } from '@web/app/route-roles';
import { paths } from '@web/config/paths';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { stubSignedIn } from '../support/stubs';

stubSignedIn();

afterEach(cleanup);

/** The page the guard protects: records whether it ever mounted (it would send its requests). */
const mounted = vi.fn();
function GuardedPage() {
  mounted();
  return <h1>The page itself</h1>;
}

function renderAs(role: Role, url: string) {
  mounted.mockClear();
  return renderRoute(url, <Outlet />, {
    path: '/unused',
    user: profileUser({ role, moving_company_id: role === 'MOVING_COMPANY' ? 'c1' : null }),
    otherRoutes: [
      { element: <RoleGuard />, children: [{ path: url, element: <GuardedPage /> }] },
      { path: '/', element: <p>Home</p> },
    ],
  });
}

describe('the route → roles table', () => {
  it('names the role-bound screens, ignoring a trailing slash; others are open', () => {
    expect(routeAccessFor('/quotes')?.roles).toEqual(['MOVER']);
    expect(routeAccessFor('/find-leads/')?.roles).toEqual(['MOVING_COMPANY']);
    expect(routeAccessFor('/profile')).toBeUndefined();
    expect(ROUTE_ROLES[paths.adminDashboard]).toMatchObject({ roles: ['ADMIN'], otherwise: 'home' });
  });
});

describe('RoleGuard', () => {
  it('mounts the page for its role', async () => {
    renderAs('MOVER', '/quotes');
    expect(await screen.findByText('The page itself')).toBeTruthy();
  });

  it('shows another role the notice and never mounts the page', async () => {
    renderAs('MOVING_COMPANY', '/quotes');
    const notice = await screen.findByTestId('role-notice');
    expect(notice.textContent).toContain('This page is for customers');
    expect(notice.textContent).toContain("You're signed in with a moving company account");
    expect(mounted).not.toHaveBeenCalled();
  });

  it("gives a customer on the company editor the spec's no-company screen", async () => {
    renderAs('MOVER', '/profile/company-edit');
    expect(await screen.findByText("You don't have a moving company associated with your account.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(mounted).not.toHaveBeenCalled();
  });

  it('sends everyone but an admin from the admin dashboard to /', async () => {
    renderAs('MOVING_COMPANY', '/admin-dashboard');
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(mounted).not.toHaveBeenCalled();
  });
});
