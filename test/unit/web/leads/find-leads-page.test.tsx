// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@schemas/routes';
import type { SearchLeadResult } from '@schemas/leads';
import { FindLeadsPage } from '@web/features/leads/find-leads/pages/find-leads-page';
import { ApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';
import { renderWithProviders } from '../render-with-providers';
import { profileUser } from '../profile/profile-user';
import { charleston, raleigh, savedMoveRequest } from '../move-request/move-request-fixtures';

const apiRequest = vi.fn();
vi.mock('@web/lib/api-client', () => ({ apiRequest: (...args: unknown[]) => apiRequest(...args) }));
vi.mock('@web/lib/session', () => ({ useSignedIn: () => ({ signedIn: true, isPending: false }) }));
const showToast = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show: (...args: unknown[]) => showToast(...args) } }));

function lead(id: string, overrides: Partial<SearchLeadResult> = {}): SearchLeadResult {
  return {
    ...savedMoveRequest({
      id,
      move_request_from: { ...raleigh(), id: `${id}-from`, square_feet: 1200 },
      move_request_to: { ...charleston(), id: `${id}-to` },
      user: { firstName: 'Avery', lastName: null, email: null },
    }),
    has_token: false,
    has_existing_quote: false,
    is_saved: false,
    ...overrides,
  };
}

function renderPage(role: 'MOVING_COMPANY' | 'MOVER' = 'MOVING_COMPANY') {
  const router = createMemoryRouter(
    [
      { path: '/find-leads', element: <FindLeadsPage /> },
      { path: '/messages', element: <p>Messages page</p> },
    ],
    { initialEntries: ['/find-leads'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.user, profileUser({ role, moving_company_id: role === 'MOVING_COMPANY' ? 'c1' : null }));
  return { router, ...renderWithProviders(<RouterProvider router={router} />, queryClient) };
}

const cards = () => screen.queryAllByTestId('lead-card');

beforeEach(() => {
  apiRequest.mockReset();
  showToast.mockReset();
});
afterEach(cleanup);

describe('/find-leads', () => {
  it('shows lead cards: first name or Unknown Customer, the paid-lead coin, the quote button by state', async () => {
    apiRequest.mockResolvedValue({
      results: [lead('a', { has_token: true, has_existing_quote: true }), lead('b', { user: undefined, special_considerations: '' })],
      nextCursor: null,
    });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    expect(within(first!).getByRole('heading', { name: 'Avery' })).toBeTruthy();
    expect(within(first!).getByLabelText(/You've already paid for this lead—go ahead and send a message or quote without any extra charge\./)).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'View or edit quote' })).toBeTruthy();
    expect(within(second!).getByRole('heading', { name: 'Unknown Customer' })).toBeTruthy();
    expect(within(second!).getByText('No special considerations')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Create & send quote' })).toBeTruthy();
    expect(within(second!).queryByLabelText(/already paid/)).toBeNull();
    expect(apiRequest).toHaveBeenCalledWith(routes.searchMoveRequests, expect.objectContaining({ body: expect.objectContaining({ cursor: null }) }));
  });

  it('loads more with the last cursor and the same filters', async () => {
    apiRequest
      .mockResolvedValueOnce({ results: [lead('a')], nextCursor: '2026-12-01#a' })
      .mockResolvedValueOnce({ results: [lead('b')], nextCursor: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(apiRequest).toHaveBeenLastCalledWith(
      routes.searchMoveRequests,
      expect.objectContaining({ body: expect.objectContaining({ cursor: '2026-12-01#a' }) }),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('saves and removes a lead with the spec toasts, and says when it failed', async () => {
    apiRequest.mockImplementation(async (route: unknown) => {
      if (route === routes.searchMoveRequests) return { results: [lead('a')], nextCursor: null };
      return { success: true };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save lead' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Lead saved successfully' })));
    expect(apiRequest).toHaveBeenCalledWith(routes.saveLead, { body: { move_request_id: 'a' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove lead' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Lead removed from saved' })));
    expect(apiRequest).toHaveBeenCalledWith(routes.deleteSavedLead, { params: { id: 'a' }, body: { move_request_id: 'a' } });

    apiRequest.mockImplementation(async (route: unknown) => {
      if (route === routes.searchMoveRequests) return { results: [lead('a')], nextCursor: null };
      throw new ApiError(500, 'boom');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save lead' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to save lead' })));
  });

  it("shows 'Error finding leads' when the search fails, and the empty state when nothing matches", async () => {
    apiRequest.mockRejectedValueOnce(new ApiError(500, 'boom'));
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Error finding leads')).toBeTruthy();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error finding leads' })));
    apiRequest.mockResolvedValue({ results: [], nextCursor: null });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No leads found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria')).toBeTruthy();
  });

  it('tells customers the page is for moving companies, without searching', async () => {
    renderPage('MOVER');
    expect(await screen.findByText('Find leads is for moving companies')).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
