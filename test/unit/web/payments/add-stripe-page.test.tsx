// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { routes } from '@schemas/routes';
import { AddStripePage } from '@web/features/payments/pages/add-stripe-page';
import { ApiError } from '@web/lib/api-error';
import { browserNavigation } from '@web/lib/browser-navigation';
import type { CurrentUser } from '@web/lib/api/get-user';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { recordToasts } from '../support/stubs';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();
const showToast = recordToasts();

const COMPANY_ID = 'company-1';
const company = profileUser({ role: 'MOVING_COMPANY', moving_company_id: COMPANY_ID });
const admin = profileUser({ role: 'ADMIN' });
const CHECKOUT = 'http://127.0.0.1:12111/checkout/cs_test_1';

const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
const DEMAND = {
  window: { start: '2026-12-01', end: '2026-12-31' },
  open_leads: 14,
  at_least: false,
  leads: [
    {
      start_date: '2026-12-07',
      end_date: '2026-12-14',
      from: { city: 'Raleigh', state: 'NC' },
      to: { city: 'Charleston', state: 'SC' },
      bedrooms: 3,
      square_feet: 1800,
    },
    {
      start_date: '2026-12-20',
      end_date: '2026-12-20',
      from: { city: 'Cary', state: 'NC' },
      to: { city: 'Durham', state: 'NC' },
      bedrooms: 1,
      square_feet: null,
    },
  ],
};

beforeEach(() => {
  showToast.mockReset();
  assign.mockClear();
  fakeApi.on(routes.getLeadDemand, DEMAND);
});
afterEach(cleanup);

function renderPage(user: CurrentUser, url = '/add-stripe') {
  return renderRoute(url, <AddStripePage />, {
    path: '/add-stripe',
    user,
    otherRoutes: [
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/admin-dashboard', element: <p>Admin dashboard</p> },
    ],
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });

describe('/add-stripe', () => {
  it('offers both plans, monthly by default, and goes to the monthly checkout on Next', async () => {
    let release: () => void = () => undefined;
    fakeApi.on(
      routes.createFlatRateSubscription,
      () => new Promise((resolve) => (release = () => resolve({ url: CHECKOUT }))),
    );
    renderPage(company);
    const monthly = await screen.findByRole('radio', { name: 'Monthly — $599/month, every lead included' });
    const perLead = screen.getByRole('radio', { name: 'Pay Per Lead — 20 leads for $500' });
    expect((monthly as HTMLInputElement).checked).toBe(true);
    expect((perLead as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('radiogroup', { name: 'Plan' })).toBeTruthy();

    fireEvent.click(next());
    await waitFor(() => expect(next().getAttribute('data-loading')).toBe('true'));
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(fakeApi.callsTo(routes.createFlatRateSubscription)).toEqual([{ params: { id: COMPANY_ID } }]);
    await waitFor(() => expect(document.title).toBe('Choose a subscription · MoveMatch'));
  });

  it('shows a company the demand in its service area beside the plans, anonymised', async () => {
    renderPage(company);
    const preview = await screen.findByRole('region', { name: 'Demand in your service area' });
    await waitFor(() =>
      expect(within(preview).getByTestId('lead-demand-count').textContent).toBe(
        '14open leads moving in the next 30 days',
      ),
    );
    const cards = within(preview).getAllByTestId('lead-demand-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Dec 7 – Dec 14, 20263 bedrooms · 1,800 sq ftRaleigh, NC → Charleston, SC',
      'Dec 20, 20261 bedroomCary, NC → Durham, NC',
    ]);
    expect(screen.getByRole('radio', { name: 'Monthly — $599/month, every lead included' })).toBeTruthy();
  });

  it('shows the plans alone when the demand cannot be loaded, and never asks for an admin', async () => {
    fakeApi.on(routes.getLeadDemand, new ApiError(403, 'Your company is not verified yet'));
    renderPage(company);
    expect(await screen.findByRole('radio', { name: 'Monthly — $599/month, every lead included' })).toBeTruthy();
    await waitFor(() => expect(fakeApi.callsTo(routes.getLeadDemand)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Demand in your service area' })).toBeNull());
    cleanup();
    renderPage(admin, '/add-stripe?movingCompanyId=company-9');
    expect(await screen.findByRole('radio', { name: 'Monthly — $599/month, every lead included' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Demand in your service area' })).toBeNull();
    expect(fakeApi.callsTo(routes.getLeadDemand)).toHaveLength(1);
  });

  it('opens the pay-per-lead checkout when that plan is chosen', async () => {
    fakeApi.on(routes.createPayPerLeadSubscription, { url: CHECKOUT });
    renderPage(company);
    fireEvent.click(await screen.findByRole('radio', { name: /Pay Per Lead/ }));
    fireEvent.click(next());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(fakeApi.callsTo(routes.createPayPerLeadSubscription)).toEqual([{ params: { id: COMPANY_ID } }]);
  });

  it("says 'You already have a subscription' in a modal titled Error, with the way back to the profile", async () => {
    fakeApi.on(routes.createFlatRateSubscription, new ApiError(400, PAYMENT_MESSAGES.subscriptionExists));
    const { router } = renderPage(company);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('You already have a subscription')).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Back to my profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('acts for ?movingCompanyId as an admin, with the admin variant of the modal', async () => {
    fakeApi.on(routes.createPayPerLeadSubscription, new ApiError(409, PAYMENT_MESSAGES.payPerLeadExists));
    const { router } = renderPage(admin, '/add-stripe?movingCompanyId=company-7');
    fireEvent.click(await screen.findByRole('radio', { name: /Pay Per Lead/ }));
    fireEvent.click(next());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('This moving company already has a subscription')).toBeTruthy();
    expect(fakeApi.callsTo(routes.createPayPerLeadSubscription)).toEqual([{ params: { id: 'company-7' } }]);
    fireEvent.click(within(dialog).getByRole('link', { name: 'Back to the admin dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
  });

  it("toasts 'Failed to add subscription' on any other failure and lets the user try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.on(routes.createFlatRateSubscription, new ApiError(500, 'Internal error'));
    renderPage(company);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to add subscription' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(next().getAttribute('data-loading')).toBeNull();
  });

  it('a company user never acts for another company named in the address', async () => {
    fakeApi.on(routes.createFlatRateSubscription, { url: CHECKOUT });
    renderPage(company, '/add-stripe?movingCompanyId=someone-else');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(fakeApi.callsTo(routes.createFlatRateSubscription)).toEqual([{ params: { id: COMPANY_ID } }]);
  });

  it('explains instead of offering plans: an admin without a company, a company user without one, a customer', async () => {
    renderPage(admin);
    expect(
      await screen.findByText('Pick a moving company on the admin dashboard, then use Connect to Stripe.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    cleanup();
    renderPage(profileUser({ role: 'MOVING_COMPANY', moving_company_id: null }));
    expect(await screen.findByText("You don't have a moving company associated with your account.")).toBeTruthy();
    cleanup();
    renderPage(profileUser());
    expect(await screen.findByText('Subscriptions are for moving companies')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
