// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { SubscriptionRedirectPage } from '@web/features/payments/pages/subscription-redirect-page';
import { ApiError } from '@web/lib/api-error';
import type { CurrentUser } from '@web/lib/api/get-user';
import { queryKeys } from '@web/lib/query-keys';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();

const PATH = '/moving-company/subscription-redirect';
const company = profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'company-1' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderPage(url: string, user: CurrentUser = company) {
  fakeApi.on(routes.getUser, user); // read again once the payment is applied
  return renderRoute(url, <SubscriptionRedirectPage />, {
    path: PATH,
    user,
    otherRoutes: [
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/admin-dashboard', element: <p>Admin dashboard</p> },
    ],
  });
}

describe('/moving-company/subscription-redirect', () => {
  it('completes the session for the caller’s company, refreshes the profile, then goes to /profile', async () => {
    fakeApi.on(routes.completeSubscription, {
      status: 'active',
      planType: 'pay_per_lead_subscription_start',
      tokensRemaining: 20,
    });
    const { router, queryClient } = renderPage(`${PATH}?session_id=cs_test_1`);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByText('Profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(fakeApi.callsTo(routes.completeSubscription)).toEqual([
      { params: { id: 'company-1' }, body: { session_id: 'cs_test_1' } },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.user });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.subscriptionDetails('company-1') });
  });

  it('keeps a company on the You’re live panel after its first payment, with its steps marked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi.on(routes.completeSubscription, {
      status: 'active',
      planType: 'flat_rate_monthly_subscription',
      tokensRemaining: null,
      liveSteps: { calendarPublished: true, serviceAreaChosen: false },
    });
    const { router } = renderPage(`${PATH}?session_id=cs_test_9`);
    expect(await screen.findByRole('heading', { name: 'You’re live!' })).toBeTruthy();
    const steps = screen.getAllByTestId('live-step').map((step) => step.textContent);
    expect(steps).toEqual([
      expect.stringMatching(/^Publish your calendarDone/),
      expect.stringMatching(/^Set your service areaTo do/),
      expect.stringMatching(/^Find leadsSearch open move requests/),
    ]);
    expect(screen.getByRole('link', { name: 'Publish your calendar' }).getAttribute('href')).toBe(
      '/availability-calendar',
    );
    expect(screen.getByRole('link', { name: 'Set your service area' }).getAttribute('href')).toBe(
      '/profile/company-edit#service-area-title',
    );
    expect(screen.getByRole('link', { name: 'Find leads' }).getAttribute('href')).toBe('/find-leads');
    // No redirect takes the panel away.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('completes for ?movingCompanyId as an admin and goes back to the admin dashboard', async () => {
    fakeApi.on(routes.completeSubscription, {
      status: 'active',
      planType: 'flat_rate_monthly_subscription',
      tokensRemaining: null,
    });
    renderPage(`${PATH}?session_id=cs_test_2&movingCompanyId=company-7`, profileUser({ role: 'ADMIN' }));
    expect(await screen.findByText('Admin dashboard')).toBeTruthy();
    expect(fakeApi.callsTo(routes.completeSubscription)).toEqual([
      { params: { id: 'company-7' }, body: { session_id: 'cs_test_2' } },
    ]);
  });

  it("says 'Error completing subscription' and redirects after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.on(routes.completeSubscription, new ApiError(400, 'Payment has not been completed'));
    const { router } = renderPage(`${PATH}?session_id=cs_test_3`);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Error completing subscription')).toBeTruthy();
    expect(screen.getByText('Payment has not been completed')).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('requires session_id: nothing is sent', async () => {
    renderPage(PATH);
    expect(await screen.findByText('Missing session_id')).toBeTruthy();
    expect(screen.getByText('Error completing subscription')).toBeTruthy();
    expect(fakeApi.callsTo(routes.completeSubscription)).toEqual([]);
  });
});
