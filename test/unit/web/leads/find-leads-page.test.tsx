// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { SearchMoveRequestsResponse } from '@schemas/leads';
import { FindLeadsPage } from '@web/features/leads/find-leads/pages/find-leads-page';
import { ApiError } from '@web/lib/api-error';
import { COMPANY_NOT_VERIFIED } from '@schemas/companies';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { searchLead as lead } from './search-lead-rows';
import { expected } from '@test/support/expected';
import { recordToasts, stubSignedIn } from '../support/stubs';

useFakeApi();
const apiRequest = fakeApi.request;
stubSignedIn();
const showToast = recordToasts();

function renderPage(role: 'MOVING_COMPANY' | 'MOVER' = 'MOVING_COMPANY') {
  return renderRoute('/find-leads', <FindLeadsPage />, {
    user: profileUser({ role, moving_company_id: role === 'MOVING_COMPANY' ? 'c1' : null }),
    otherRoutes: [{ path: '/messages', element: <p>Messages page</p> }],
  });
}

/** Search pages in turn (the last one repeats), and saving or removing a lead works. */
function server(...pages: SearchMoveRequestsResponse[]) {
  let page = 0;
  fakeApi
    .on(routes.searchMoveRequests, () => pages[Math.min(page++, pages.length - 1)])
    .on(routes.saveLead, ({ body }) => ({
      move_request_id: body.move_request_id,
      moving_company_id: 'c1',
      created_at: '2026-11-01T00:00:00Z',
      move_request: null,
    }))
    .on(routes.deleteSavedLead, { success: true });
}

const cards = () => screen.queryAllByTestId('lead-card');

beforeEach(() => {
  showToast.mockReset();
});
afterEach(cleanup);

describe('/find-leads', () => {
  it('shows lead cards: first name or Unknown Customer, the paid-lead coin, the quote button by state', async () => {
    server({
      results: [
        lead('a', {
          has_token: true,
          has_existing_quote: true,
          inventory: { version: 2, cubic_feet: 914.6, weight_lb: 6417, pieces: 100 },
          move_regime: 'INTERSTATE',
        }),
        lead('b', { user: undefined, special_considerations: '' }),
      ],
      nextCursor: null,
    });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    expect(within(first).getByRole('heading', { name: 'Avery' })).toBeTruthy();
    expect(
      within(first).getByLabelText(
        /You've already paid for this lead—go ahead and send a message or quote without any extra charge\./,
      ),
    ).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'View or edit quote' })).toBeTruthy();
    expect(within(first).getByTestId('lead-inventory-totals').textContent).toBe(
      'Inventory: 914.6 cu ft · about 6,417 lb · 100 pieces',
    );
    expect(within(second).getByTestId('lead-inventory-totals').textContent).toBe('Inventory: not listed yet');
    // Raleigh to Charleston crosses a state line: the card says which rules apply.
    expect(within(first).getByText(/· Interstate$/)).toBeTruthy();
    expect(within(second).queryByText(/· Interstate$/)).toBeNull();
    expect(within(second).getByRole('heading', { name: 'Unknown Customer' })).toBeTruthy();
    expect(within(second).getByText('No special considerations')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Create & send quote' })).toBeTruthy();
    expect(within(second).queryByLabelText(/already paid/)).toBeNull();
    expect(apiRequest).toHaveBeenCalledWith(
      routes.searchMoveRequests,
      expect.objectContaining({ body: expected.objectContaining({ cursor: null }) }),
    );
  });

  it("Send message opens the conversation with the lead's customer", async () => {
    server({ results: [lead('a', { user_id: 'customer-a' })], nextCursor: null });
    fakeApi.on(routes.createConversation, { id: 'conv-a' });
    const { router } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(within(cards()[0]).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Messages page')).toBeTruthy();
    expect(router.state.location.search).toBe('?conversation=conv-a');
    expect(fakeApi.callsTo(routes.createConversation)).toEqual([
      { body: { mover_id: 'customer-a', move_request_id: 'a', moving_company_id: 'c1' } },
    ]);
  });

  it('loads more with the last cursor and the same filters', async () => {
    server({ results: [lead('a')], nextCursor: '2026-12-01#a' }, { results: [lead('b')], nextCursor: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(apiRequest).toHaveBeenLastCalledWith(
      routes.searchMoveRequests,
      expect.objectContaining({ body: expected.objectContaining({ cursor: '2026-12-01#a' }) }),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('saves and removes a lead with the spec toasts, and says when it failed', async () => {
    server({ results: [lead('a')], nextCursor: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save lead' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Lead saved successfully' })),
    );
    expect(apiRequest).toHaveBeenCalledWith(routes.saveLead, { body: { move_request_id: 'a' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove lead' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Lead removed from saved' })),
    );
    expect(apiRequest).toHaveBeenCalledWith(routes.deleteSavedLead, {
      params: { id: 'a' },
      body: { move_request_id: 'a' },
    });

    fakeApi.on(routes.saveLead, new ApiError(500, 'boom'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save lead' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to save lead' })),
    );
  });

  it('tells a company awaiting verification what it can do, not an error', async () => {
    fakeApi.on(routes.searchMoveRequests, new ApiError(403, COMPANY_NOT_VERIFIED));
    renderPage();
    expect(await screen.findByTestId('awaiting-verification')).toBeTruthy();
    expect(screen.getByText(COMPANY_NOT_VERIFIED)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says once, in the page, that the search failed, and the empty state when nothing matches', async () => {
    fakeApi.on(routes.searchMoveRequests, new ApiError(500, 'boom'));
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('We could not search for leads')).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    server({ results: [], nextCursor: null });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No leads found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria')).toBeTruthy();
  });

  it('opens the paywall on a 402 (no toast), and leaves its note in the page once closed', async () => {
    fakeApi.on(routes.searchMoveRequests, new ApiError(402, 'An active subscription is required for this feature'));
    const { router } = renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Subscription required' });
    expect(within(dialog).getByText('Your company needs an active subscription to work with leads.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Choose a subscription' }).getAttribute('href')).toBe(
      '/add-stripe',
    );
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.queryByText('Error finding leads')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('Your company needs an active subscription to work with leads.')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/find-leads');
  });

  it('tells customers the page is for moving companies, without searching', async () => {
    renderPage('MOVER');
    expect(await screen.findByText('Find leads is for moving companies')).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
