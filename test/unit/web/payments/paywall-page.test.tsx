// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { PaywallPage } from '@web/features/payments/pages/paywall-page';
import { browserNavigation } from '@web/lib/browser-navigation';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();

const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);

beforeEach(() => {
  reload.mockClear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear(); // the refresh count, not left for the next file
});

function renderPaywall(status: string | null) {
  return renderRoute('/paywall', <PaywallPage />, {
    user: profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'company-1', stripe_subscription_status: status }),
    otherRoutes: [{ path: '/', element: <p>Home page</p> }],
  });
}

const refreshCount = () => window.localStorage.getItem('refreshCount');
const threeSeconds = () => act(() => vi.advanceTimersByTimeAsync(3_000));

describe('/paywall (spec section 4, Payment status gate)', () => {
  it("inactive: 'Access Restricted' with Go to Search and Update Payment Info", async () => {
    window.localStorage.setItem('refreshCount', '2');
    renderPaywall('freeTrialEligible');
    const dialog = await screen.findByRole('dialog', { name: 'Access Restricted' });
    expect(within(dialog).getByRole('link', { name: 'Go to Search' }).getAttribute('href')).toBe('/find-leads');
    expect(within(dialog).getByRole('link', { name: 'Update Payment Info' }).getAttribute('href')).toBe('/add-stripe');
    expect(refreshCount()).toBeNull(); // a settled status starts the count afresh
  });

  it('pending: reloads every 3 s, counting in localStorage, and after 3 attempts says the payment is not verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    for (const attempt of [1, 2, 3]) {
      renderPaywall('pending');
      expect(await screen.findByRole('dialog', { name: 'Payment still processing' })).toBeTruthy();
      expect(screen.getByText(`This page refreshes by itself (attempt ${attempt} of 3).`)).toBeTruthy();
      expect(reload).toHaveBeenCalledTimes(attempt - 1);
      await threeSeconds();
      expect(reload).toHaveBeenCalledTimes(attempt);
      expect(refreshCount()).toBe(String(attempt));
      cleanup(); // the reload: the page starts again from the stored count
    }
    renderPaywall('pending');
    expect(await screen.findByRole('dialog', { name: 'Payment not verified' })).toBeTruthy();
    await threeSeconds();
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('pending: reads the status again after 1 s, and a payment that landed meanwhile needs no reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi.on(
      routes.getUser,
      profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'company-1', stripe_subscription_status: 'active' }),
    );
    renderPaywall('pending');
    expect(await screen.findByRole('dialog', { name: 'Payment still processing' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('dialog', { name: 'Your subscription is active' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Payment still processing' })).toBeNull();
    await threeSeconds();
    expect(reload).not.toHaveBeenCalled();
    expect(refreshCount()).toBeNull();
  });

  it('Refresh Page reloads at once and counts the attempt', async () => {
    renderPaywall('pending');
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(refreshCount()).toBe('1');
  });

  it('not verified: Email Support, Add Payment, and Use Free Version sets the status inactive and goes home', async () => {
    window.localStorage.setItem('refreshCount', '3');
    fakeApi.on(routes.setUserStatus, { success: true, stripe_subscription_status: 'inactive' });
    fakeApi.on(
      routes.getUser,
      profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'company-1', stripe_subscription_status: 'inactive' }),
    );
    const { router } = renderPaywall('pending');
    const dialog = await screen.findByRole('dialog', { name: 'Payment not verified' });
    expect(within(dialog).getByRole('link', { name: 'Email Support' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(within(dialog).getByRole('link', { name: 'Add Payment' }).getAttribute('href')).toBe('/add-stripe');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use Free Version' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fakeApi.callsTo(routes.setUserStatus)).toEqual([{ body: { status: 'inactive' } }]);
    expect(refreshCount()).toBeNull();
  });

  it('active: the payment went through, nothing reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem('refreshCount', '1');
    renderPaywall('active');
    expect(await screen.findByRole('dialog', { name: 'Your subscription is active' })).toBeTruthy();
    await threeSeconds();
    expect(reload).not.toHaveBeenCalled();
    expect(refreshCount()).toBeNull();
  });
});
