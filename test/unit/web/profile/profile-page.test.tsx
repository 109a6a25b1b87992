// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { ProfileRoute } from '@web/app/pages/profile-route';
import { profileViewFor } from '@web/features/profile/profile-view';
import { type CurrentUser } from '@web/lib/api/get-user';
import { ApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { stubEachTest } from '@test/support/stub-each-test';

// The fake API stands in for the server (and keeps Amplify out of the test).
useFakeApi();
const apiRequest = fakeApi.request;

const scrollIntoView = vi.fn();
beforeEach(() => scrollIntoView.mockReset());
stubEachTest(Element.prototype, 'scrollIntoView', scrollIntoView);
afterEach(cleanup);

/** `user` is cached before the first render, so the page does not fetch it. */
function renderProfile(user: CurrentUser | null, url = '/profile') {
  return renderRoute(url, <ProfileRoute />, { path: '/profile', ...(user ? { user } : {}) });
}

const link = (name: string) => screen.getByRole('link', { name });

describe('profileViewFor', () => {
  it('gives MOVING_COMPANY the company view and every other role the customer view', () => {
    expect(profileViewFor('MOVING_COMPANY')).toBe('company');
    expect(profileViewFor('MOVER')).toBe('customer');
    expect(profileViewFor('ADMIN')).toBe('customer');
  });
});

describe('ProfilePage', () => {
  it('shows a customer their account, initials and the Concierge card', async () => {
    renderProfile(profileUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(screen.getByText('JR')).toBeTruthy();
    expect(screen.getByText('Jordan Rivera')).toBeTruthy();
    expect(screen.getByText('customer@example.com')).toBeTruthy();
    expect(link('View or Edit my Move Request').getAttribute('href')).toBe('/move-info');
    expect(link('Edit').getAttribute('href')).toBe('/profile/edit');
    expect(link('Email notifications').getAttribute('href')).toBe('/profile/email-notifications');
    expect(link('Terms and privacy').getAttribute('href')).toBe('/terms-and-privacy');
    expect(link('Log Out').getAttribute('href')).toBe('/logout-redirect');
    expect(screen.getByRole('region', { name: 'Let us handle your move' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View public profile' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('My account · MoveMatch'));
  });

  it('shows a company its pages and subscription, not the customer items', async () => {
    fakeApi.on(routes.getSubscriptionDetails, {
      planType: null,
      plan: null,
      subscriptionPlan: null,
      status: 'freeTrialEligible',
      nextBillDate: null,
      nextBillAmount: null,
      tokensRemaining: null,
      tokensPerBundle: 20,
    });
    renderProfile(
      profileUser({
        role: 'MOVING_COMPANY',
        moving_company_id: 'co-1',
        stripe_subscription_status: 'freeTrialEligible',
      }),
    );
    expect((await screen.findByRole('link', { name: 'View public profile' })).getAttribute('href')).toBe(
      '/moving-company/co-1',
    );
    expect(link('Update company info').getAttribute('href')).toBe('/profile/company-edit');
    expect(link('View performance analytics').getAttribute('href')).toBe('/performance-analytics');
    expect((await screen.findByRole('link', { name: 'Choose a subscription' })).getAttribute('href')).toBe(
      '/add-stripe',
    );
    expect(screen.getByRole('region', { name: 'Subscription details' }).textContent).toContain('Inactive');
    expect(link('Log Out')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View or Edit my Move Request' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Let us handle your move' })).toBeNull();
  });

  it('gives an admin the customer view without the move request and the Concierge upgrade', async () => {
    renderProfile(profileUser({ role: 'ADMIN' }));
    expect(await screen.findByText('Edit')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View or Edit my Move Request' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Let us handle your move' })).toBeNull();
  });

  it('opens the Concierge card and scrolls to it on /profile#concierge', async () => {
    renderProfile(profileUser(), '/profile#concierge');
    const toggle = await screen.findByRole('button', { name: 'Show less' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('concierge'));
  });

  it('keeps the card closed without the anchor; Learn more opens it', async () => {
    renderProfile(profileUser());
    const toggle = await screen.findByRole('button', { name: 'Learn more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('upgrades: Upgraded disabled, a thank-you modal, and the cached profile is concierge', async () => {
    fakeApi.on(routes.upgradeMoverToConcierge, { success: true, is_concierge: true });
    const { queryClient } = renderProfile(profileUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Upgrade to Concierge?' });
    expect(confirm.textContent).toContain('charged only after you approve a booking');
    expect(apiRequest).not.toHaveBeenCalledWith(routes.upgradeMoverToConcierge, expect.anything());
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm upgrade' }));

    expect(await screen.findByRole('dialog', { name: 'Thank you for upgrading!' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Upgraded' }).disabled).toBe(true);
    expect(apiRequest).toHaveBeenCalledWith(routes.upgradeMoverToConcierge, { params: { userId: 'user-1' } });
    expect(queryClient.getQueryData<CurrentUser>(queryKeys.user)?.is_concierge).toBe(true);
  });

  it('shows an upgraded customer a disabled Upgraded button', async () => {
    renderProfile(profileUser({ is_concierge: true }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Upgraded' })).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });

  it('keeps the upgrade offered when it fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi.on(routes.upgradeMoverToConcierge, new ApiError(500, 'Something went wrong'));
    const { queryClient } = renderProfile(profileUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Upgrade to Concierge?' })).getByRole('button', {
        name: 'Confirm upgrade',
      }),
    );

    await waitFor(() => expect(log).toHaveBeenCalledWith('Concierge upgrade failed', expect.any(ApiError)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Upgrade Now' }).disabled).toBe(false);
    expect(queryClient.getQueryData<CurrentUser>(queryKeys.user)?.is_concierge).toBe(false);
    log.mockRestore();
  });

  it('shows loading, then an error with Try again that loads the profile', async () => {
    let attempts = 0;
    fakeApi.on(routes.getUser, () =>
      attempts++ === 0 ? new ApiError(500, 'Something went wrong on our side.') : profileUser(),
    );
    renderProfile(null);
    expect(screen.getByRole('status').textContent).toContain('Loading your account');

    expect(await screen.findByText("We couldn't load your account")).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Jordan Rivera')).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith(routes.getUser, expect.anything());
  });
});
