// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { AvailabilityCalendarPage } from '@web/features/availability/pages/availability-calendar-page';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser, publicCompany } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { recordToasts } from '../support/stubs';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();
const showToast = recordToasts();

afterEach(cleanup);

describe('/availability-calendar without an active subscription', () => {
  it('a 402 on the calendar opens the inactive-subscription modal with Manage Subscription, not the load error', async () => {
    const company = publicCompany();
    fakeApi.on(routes.getMovingCompany, company).on(
      routes.getAvailability,
      new ApiError(402, 'An active subscription is required for this feature', {
        error: 'An active subscription is required for this feature',
      }),
    );
    const { router } = renderRoute('/availability-calendar', <AvailabilityCalendarPage />, {
      user: profileUser({ role: 'MOVING_COMPANY', moving_company_id: company.id }),
      otherRoutes: [{ path: '/profile', element: <p>Profile page</p> }],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Subscription required' });
    expect(within(dialog).getByText('Your subscription is not active.')).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Manage Subscription' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
