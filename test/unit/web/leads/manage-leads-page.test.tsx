// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { CompanyLead } from '@schemas/company-quotes';
import { ManageLeadsPage } from '@web/features/leads/manage-leads/pages/manage-leads-page';
import { ApiError } from '@web/lib/api-error';
import { COMPANY_NOT_VERIFIED } from '@schemas/companies';
import { AWAITING_CUSTOMER_CONFIRMATION } from '@web/features/leads/manage-leads/components/view-booking-modal';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { companyQuote, profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { lead, move } from './company-lead-rows';
import { recordToasts, stubSignedIn } from '../support/stubs';

// jsdom rendering of whole modals is slow on a busy machine; no timing is asserted.
vi.setConfig({ testTimeout: 30_000 });

useFakeApi();
const apiRequest = fakeApi.request;
stubSignedIn();
const showToast = recordToasts();

const LEADS: CompanyLead[] = [
  lead('A', { status: 'QUOTE_REQUESTED', price: null }),
  lead('B', { status: 'QUOTED', move_changed_since_quoted: true }),
  lead('C', { status: 'CANCELLED' }),
  lead('D', {
    status: 'BOOKED',
    move_request: move('D', { firstName: 'NameD', lastName: 'Booked', email: 'd@example.com' }),
  }),
  lead('E', { type: 'saved', id: null, status: 'SAVED', price: null, is_saved: true }),
  lead('F', { status: 'QUOTED', is_expired: true }),
];

function server(list: CompanyLead[] | Error = LEADS) {
  fakeApi
    .on(routes.listMyCompanyQuotes, list)
    .on(routes.updateCompanyQuote, ({ params, body }) => companyQuote({ id: String(params?.id), ...body }));
}

function renderPage(url = '/manage-leads') {
  return renderRoute(url, <ManageLeadsPage />, {
    path: '/manage-leads',
    user: profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'company-1' }),
    otherRoutes: [
      { path: '/add-stripe', element: <p>Subscriptions</p> },
      { path: '/messages', element: <p>Messages page</p> },
    ],
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

beforeEach(() => {
  showToast.mockReset();
});
afterEach(cleanup);

describe('/manage-leads', () => {
  it('shows the loading state, then every lead with its chip, warnings and the actions of its status', async () => {
    server();
    renderPage();
    expect(screen.getByText('Loading leads')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'NameA' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Leads' })).toBeTruthy();
    expect(cardNames()).toHaveLength(6);
    expect(within(card('NameA')).getByRole('button', { name: 'Create & Send Quote' })).toBeTruthy();
    expect(within(card('NameA')).getByText('Quote requested')).toBeTruthy();
    expect(within(card('NameB')).getByRole('button', { name: 'View or Edit Quote' })).toBeTruthy();
    expect(within(card('NameB')).getByText('Move request has changed since this job was quoted')).toBeTruthy();
    expect(within(card('NameC')).getByRole('button', { name: 'Mark as Booked' })).toBeTruthy();
    expect(within(card('NameD Booked')).getByRole('button', { name: 'View Booking' })).toBeTruthy();
    expect(within(card('NameD Booked')).getByTestId('lead-status').textContent).toBe('Booked');
    expect(within(card('NameE')).getByText('Saved')).toBeTruthy();
    expect(within(card('NameE')).getByRole('button', { name: 'Create & Send Quote' })).toBeTruthy();
    expect(within(card('NameF')).getByText('This move date has passed')).toBeTruthy();
    expect(within(card('NameF')).getByRole('button', { name: 'Mark as Booked' })).toBeTruthy();
    expect(within(card('NameF')).queryByRole('button', { name: 'View or Edit Quote' })).toBeNull();
    expect(within(card('NameA')).getByText(/Last interaction:/)).toBeTruthy();
  });

  it("View messages opens the conversation with the card's customer", async () => {
    server();
    fakeApi.on(routes.createConversation, { id: 'conv-b' });
    const { router } = renderPage();
    await screen.findByRole('article', { name: 'NameB' });
    fireEvent.click(within(card('NameB')).getByRole('button', { name: 'View messages' }));
    expect(await screen.findByText('Messages page')).toBeTruthy();
    expect(router.state.location.search).toBe('?conversation=conv-b');
    expect(fakeApi.callsTo(routes.createConversation)).toEqual([
      { body: { mover_id: 'customer-B', move_request_id: 'B', moving_company_id: 'company-1' } },
    ]);
  });

  it('filters by the spec values and shows the empty state when nothing matches', async () => {
    server();
    renderPage('/manage-leads?filter=quoted');
    await screen.findByRole('article', { name: 'NameB' });
    expect(cardNames()).toEqual(['NameB', 'NameF']);
    cleanup();
    renderPage('/manage-leads?filter=saved');
    await screen.findByRole('article', { name: 'NameE' });
    expect(cardNames()).toEqual(['NameE']);
    cleanup();
    renderPage('/manage-leads?filter=paid');
    expect(await screen.findByText('No leads found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria')).toBeTruthy();
  });

  it('marks a lead paid with a token by the coin, with the spec tooltip as its name, and the paid filter keeps it', async () => {
    server([lead('A', {}), lead('P', { has_token: true })]);
    renderPage('/manage-leads?filter=paid');
    const paid = await screen.findByRole('article', { name: 'NameP' });
    expect(cardNames()).toEqual(['NameP']);
    expect(within(paid).getByRole('img', { name: /You've already paid for this lead/ })).toBeTruthy();
    cleanup();
    renderPage();
    expect(
      within(await screen.findByRole('article', { name: 'NameA' })).queryByRole('img', { name: /already paid/ }),
    ).toBeNull();
  });

  it("says 'Payment pending' on a quote waiting for a token refill", async () => {
    server([lead('A', {}), lead('W', { payment_pending: true })]);
    renderPage();
    const waiting = await screen.findByRole('article', { name: 'NameW' });
    expect(within(waiting).getByText('Payment pending')).toBeTruthy();
    expect(
      within(waiting).getByText('Sent once your token refill is paid: the customer does not see this quote yet.'),
    ).toBeTruthy();
    expect(within(card('NameA')).queryByText('Payment pending')).toBeNull();
  });

  it('puts new requests first with how long each waited, says Completed, and marks a past move to complete', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const booked = (id: string, stage: 'UPCOMING' | 'COMPLETED', move_day: string) =>
      lead(id, {
        status: 'BOOKED',
        move_request: move(id, { firstName: `Name${id}`, lastName: 'Booked', email: `${id}@example.com` }),
        booked_day: { move_day, arrival_window: { code: 'MORNING', label: 'Morning, 8 am–12 pm' }, stage },
      });
    server([
      booked('P', 'UPCOMING', '2020-01-02'),
      booked('Q', 'COMPLETED', '2020-01-03'),
      lead('R', { status: 'QUOTE_REQUESTED', price: null, updated_at: hoursAgo(5) }),
      lead('S', { status: 'QUOTE_REQUESTED', price: null, updated_at: hoursAgo(30) }),
    ]);
    renderPage();
    await screen.findByRole('article', { name: 'NameS' });
    expect(cardNames().slice(0, 2)).toEqual(['NameS', 'NameR']);
    expect(within(card('NameS')).getByTestId('lead-waiting').textContent).toBe('Waiting 30 hours for your quote');
    expect(within(card('NameR')).getByTestId('lead-waiting').textContent).toBe('Waiting 5 hours for your quote');
    expect(within(card('NameQ Booked')).getByTestId('lead-status').textContent).toBe('Completed');
    expect(within(card('NameQ Booked')).queryByTestId('lead-needs-completion')).toBeNull();
    expect(within(card('NameP Booked')).getByTestId('lead-status').textContent).toBe('Booked');
    expect(within(card('NameP Booked')).getByTestId('lead-needs-completion').textContent).toContain(
      'The move day has passed: mark the move completed on its booking page.',
    );
  });

  it('marks a cancelled quote as booked after confirming', async () => {
    server();
    renderPage();
    fireEvent.click(
      await within(await screen.findByRole('article', { name: 'NameC' })).findByRole('button', {
        name: 'Mark as Booked',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Booked' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Booked' }));
    await waitFor(
      () =>
        expect(apiRequest).toHaveBeenCalledWith(routes.updateCompanyQuote, {
          params: { id: 'quote-C' },
          body: { status: 'BOOKED' },
        }),
      { timeout: 10_000 },
    );
    await waitFor(
      () => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Quote marked as booked' })),
      {
        timeout: 10_000,
      },
    );
  });

  it('opens the booking with the contact and the coordination note', async () => {
    server();
    renderPage();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'NameD Booked' })).getByRole('button', {
        name: 'View Booking',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking with NameD Booked' });
    expect(within(dialog).getByRole('link', { name: 'd@example.com' })).toBeTruthy();
    expect(within(dialog).getByText('Please send an email to coordinate this move.')).toBeTruthy();
    expect(within(dialog).getByText('No special considerations')).toBeTruthy();
  });

  it('says a marked booking waits for the customer, with no contact, until the customer books', async () => {
    server([
      lead('M', {
        status: 'BOOKED',
        awaiting_customer: true,
        move_request: move('M', { firstName: 'NameM', lastName: null, email: null }),
      }),
    ]);
    renderPage();
    // Not the green 'Booked' chip: the company's mark is not a booking until the customer confirms.
    const chip = within(await screen.findByRole('article', { name: 'NameM' })).getByTestId('lead-status');
    expect(chip.textContent).toBe('Waiting for the customer');
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'NameM' })).getByRole('button', { name: 'View Booking' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking with NameM' });
    expect(within(dialog).getByText(AWAITING_CUSTOMER_CONFIRMATION)).toBeTruthy();
    expect(within(dialog).queryByText('Please send an email to coordinate this move.')).toBeNull();
  });

  it('tells a company awaiting verification what it can do, not an error', async () => {
    server(new ApiError(403, COMPANY_NOT_VERIFIED));
    renderPage();
    expect(await screen.findByTestId('awaiting-verification')).toBeTruthy();
    expect(screen.getByText(COMPANY_NOT_VERIFIED)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says once, in the page, that the leads could not be loaded (no toast as well)', async () => {
    server(new ApiError(500, 'Boom'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your leads');
    expect(screen.getAllByText('We could not load your leads')).toHaveLength(1);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('opens the paywall on a 402 instead of the error', async () => {
    server(new ApiError(402, 'An active subscription is required'));
    const { router } = renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Subscription required' });
    expect(within(dialog).getByText('Your company needs an active subscription to work with leads.')).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Choose a subscription' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-stripe'));
  });

  it('keeps the paywall note in the page once the modal is closed', async () => {
    server(new ApiError(402, 'An active subscription is required'));
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Subscription required' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const note = screen.getByRole('status', { name: /Subscription required/ });
    expect(within(note).getByRole('link', { name: 'Choose a subscription' }).getAttribute('href')).toBe('/add-stripe');
  });
});
