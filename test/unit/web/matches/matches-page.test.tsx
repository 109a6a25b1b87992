// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { MatchesPage } from '@web/features/matches/pages/matches-page';
import type { MatchEntry } from '@web/features/matches/api/get-my-matches';
import type { RouteResponse } from '@schemas/route';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { customerQuote, profileUser, publicCompany } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { stubSignedIn } from '../support/stubs';

useFakeApi();
stubSignedIn();

type MyMatches = RouteResponse<typeof routes.getMyMatches>;

const match = (n: number, overrides: Partial<MatchEntry> = {}): MatchEntry => ({
  ...publicCompany({ id: `company-${n}`, name: `Movers ${n}`, year_founded: 2000 + n }),
  distance_miles: null,
  free_days: [],
  hasQuote: false,
  quoteStatus: null,
  ...overrides,
});

afterEach(cleanup);

const customer = profileUser({ id: 'user-1', move_request_id: 'mr-1' });

function renderPage() {
  return renderRoute('/matches', <MatchesPage />, {
    toasts: true,
    user: customer,
    otherRoutes: [
      { path: '/quotes', element: <p>Quote dashboard</p> },
      { path: '/move-info', element: <p>Move info page</p> },
      { path: '/messages', element: <p>Messages page</p> },
    ],
  }).router;
}

// getByLabelText: much cheaper than getByRole on a page of cards.
const checkbox = (name: string) => screen.getByLabelText(`Request a quote from ${name}`);
const requestButton = () => screen.getByRole('button', { name: 'Request quotes from selected' });

// Pages of cards render slowly in jsdom on a busy machine.
describe('/matches page', { timeout: 20_000 }, () => {
  it('shows a loading state, then the cards, the count and the hint; the button waits for a choice', async () => {
    let resolve!: (matches: MyMatches) => void;
    fakeApi.on(routes.getMyMatches, () => new Promise((r) => (resolve = r)));
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your matches');
    expect(screen.getByRole('heading', { level: 1, name: 'We found these verified companies for you!' })).toBeTruthy();
    resolve({ move_request_id: 'mr-1', total: 1, moving_company_matches: [match(1)], nextCursor: null });

    expect(await screen.findByText('1 moving company available')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Movers 1' });
    expect(within(card).getByText('Raleigh, NC • Est. 2001')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'More details about Movers 1' })).toBeTruthy();
    expect(screen.getByText('Check boxes to request quotes (up to 5)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Our vetting process' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Let us do all the work!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More about Concierge' }).getAttribute('href')).toBe(
      '/profile#concierge',
    );
    expect((requestButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(checkbox('Movers 1'));
    expect((requestButton() as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(document.title).toBe('Your matches · MoveMatch'));
  });

  it('an already asked company has a disabled checked box with the tooltip text and its state', async () => {
    fakeApi.on(routes.getMyMatches, {
      move_request_id: 'mr-1',
      total: 3,
      moving_company_matches: [
        match(1, { hasQuote: true, quoteStatus: 'QUOTE_REQUESTED' }),
        match(2, { hasQuote: true, quoteStatus: 'QUOTED' }),
        match(3),
      ],
      nextCursor: null,
    });
    renderPage();
    expect(await screen.findByText('3 moving companies available')).toBeTruthy();
    const requested = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Quote requested from Movers 1' });
    expect(requested.checked && requested.disabled).toBe(true);
    const received = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Quote received from Movers 2' });
    expect(received.checked && received.disabled).toBe(true);
    expect(screen.getAllByText("You've already requested a quote from this company")).toHaveLength(2);
    expect((checkbox('Movers 3') as HTMLInputElement).disabled).toBe(false);
  });

  it('refuses a sixth company and says why; unchecking one allows another', async () => {
    fakeApi.on(routes.getMyMatches, {
      move_request_id: 'mr-1',
      total: 7,
      moving_company_matches: [1, 2, 3, 4, 5, 6, 7].map((n) => match(n)),
      nextCursor: null,
    });
    renderPage();
    await screen.findByText('7 moving companies available');
    for (const n of [1, 2, 3, 4, 5]) fireEvent.click(checkbox(`Movers ${n}`));
    expect(screen.getByTestId('selection-count').textContent).toBe('5 of 5 selected');
    fireEvent.click(checkbox('Movers 6'));
    expect((checkbox('Movers 6') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'You can request quotes from up to 5 companies at a time. Uncheck one to choose another.',
    );
    fireEvent.click(checkbox('Movers 2'));
    fireEvent.click(checkbox('Movers 6'));
    expect((checkbox('Movers 6') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('requests quotes, toasts, explains what happens next and goes to /quotes', async () => {
    const requestQuotes = vi.fn(() =>
      Promise.resolve([
        customerQuote('q1', 'Movers 1', { status: 'QUOTE_REQUESTED' }),
        customerQuote('q2', 'Movers 3', { status: 'QUOTE_REQUESTED' }),
      ]),
    );
    fakeApi
      .on(routes.getMyMatches, {
        move_request_id: 'mr-1',
        total: 3,
        moving_company_matches: [match(1), match(2), match(3)],
        nextCursor: null,
      })
      .on(routes.requestQuotes, requestQuotes);
    const router = renderPage();
    await screen.findByText('3 moving companies available');
    fireEvent.click(checkbox('Movers 1'));
    fireEvent.click(checkbox('Movers 3'));
    fireEvent.click(requestButton());

    expect(await screen.findByText('Quote requested successfully')).toBeTruthy();
    expect(requestQuotes).toHaveBeenCalledWith({
      body: { move_request_id: 'mr-1', moving_company_ids: ['company-1', 'company-3'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your quote requests are on their way' });
    expect(dialog.textContent).toContain(
      'Your last name and contact info are not shared with the companies until after you book.',
    );
    expect(dialog.textContent).toContain('Quotes arrive within minutes or days.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to my quotes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes'));
    expect(screen.queryByText(/Re-routing you/)).toBeNull();
  });

  it("shows the spec's messages when the request fails", async () => {
    fakeApi
      .on(routes.getMyMatches, {
        move_request_id: 'mr-1',
        total: 1,
        moving_company_matches: [match(1)],
        nextCursor: null,
      })
      .on(routes.requestQuotes, new ApiError(400, 'No companies available for quote requests.'));
    renderPage();
    await screen.findByText('1 moving company available');
    fireEvent.click(checkbox('Movers 1'));
    fireEvent.click(requestButton());
    expect(await screen.findByText('No companies available for quote requests.')).toBeTruthy();

    fakeApi
      .on(routes.getMyMatches, {
        move_request_id: 'mr-1',
        total: 1,
        moving_company_matches: [match(1)],
        nextCursor: null,
      })
      .on(routes.requestQuotes, new ApiError(500, 'Internal error'));
    fireEvent.click(requestButton());
    expect(await screen.findByText('An error occurred while requesting quotes. Please try again later.')).toBeTruthy();
  });

  // 30 cards: the slowest render here.
  it(
    'shows the first page with the exact count, and Show more loads the next page from its cursor',
    { timeout: 40_000 },
    async () => {
      const many = Array.from({ length: 30 }, (_, i) => match(i + 1));
      fakeApi.on(routes.getMyMatches, ({ query }) =>
        query?.cursor === 'after-24'
          ? { move_request_id: 'mr-1', total: 30, moving_company_matches: many.slice(24), nextCursor: null }
          : { move_request_id: 'mr-1', total: 30, moving_company_matches: many.slice(0, 24), nextCursor: 'after-24' },
      );
      renderPage();
      expect(await screen.findByText('30 moving companies available')).toBeTruthy();
      expect(screen.getAllByRole('article')).toHaveLength(24);
      expect(screen.queryByLabelText('Request a quote from Movers 25')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Show more companies' }));
      expect(await screen.findByLabelText('Request a quote from Movers 30')).toBeTruthy();
      expect(screen.getAllByRole('article')).toHaveLength(30);
      expect(screen.getByLabelText('Request a quote from Movers 30')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Show more companies/ })).toBeNull();
      expect(
        fakeApi.callsTo(routes.getMyMatches).map((call) => (call as { query?: { cursor?: string } }).query?.cursor),
      ).toEqual([undefined, 'after-24']);
    },
  );

  it('More details opens the company: location, founding year, billboard lines, Send message and Learn more', async () => {
    fakeApi.on(routes.getMyMatches, {
      move_request_id: 'mr-1',
      total: 1,
      moving_company_matches: [match(1)],
      nextCursor: null,
    });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'More details about Movers 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company details' });
    expect(within(dialog).getByRole('heading', { name: 'Movers 1' })).toBeTruthy();
    expect(within(dialog).getByText('Raleigh, NC')).toBeTruthy();
    expect(within(dialog).getByText('Established 2001')).toBeTruthy();
    expect(
      within(screen.getByTestId('details-billboard'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Full-time crews', 'Free estimates', 'Floor protection']);
    expect(within(dialog).getByTestId('company-trust-facts').textContent).toContain('years in business');
    expect(within(dialog).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
      '/moving-company/company-1',
    );
    fakeApi.on(routes.createConversation, { id: 'conv-1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(router.state.location.search).toBe('?conversation=conv-1');
    expect(fakeApi.callsTo(routes.createConversation)).toEqual([
      { body: { mover_id: 'user-1', move_request_id: 'mr-1', moving_company_id: 'company-1' } },
    ]);
  });

  it('no match: the empty state with the wider range and the support contact', async () => {
    fakeApi.on(routes.getMyMatches, {
      move_request_id: 'mr-1',
      total: 0,
      moving_company_matches: [],
      nextCursor: null,
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'No movers found for your move' })).toBeTruthy();
    expect(screen.queryByText('We found these verified companies for you!')).toBeNull();
    expect(screen.queryByText('0 moving companies available')).toBeNull();
    expect(screen.getByTestId('matches-empty').textContent).toContain(
      'A wider date range gives you a wider selection of companies.',
    );
    expect(screen.getByRole('link', { name: 'Widen my date range' }).getAttribute('href')).toBe('/move-info');
    expect(screen.getByText(/North Carolina and South Carolina/).textContent).toContain('Contact support');
    expect(screen.queryByRole('button', { name: 'Request quotes from selected' })).toBeNull();
  });

  it('no move request yet (404) goes to /move-info; a company account (403) is told the page is for customers', async () => {
    fakeApi.on(routes.getMyMatches, new ApiError(404, 'No move request yet'));
    const router = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/move-info'));
    cleanup();

    fakeApi.on(routes.getMyMatches, new ApiError(403, 'Your account type cannot use this feature'));
    renderPage();
    expect(await screen.findByText('This page is for customers')).toBeTruthy();
    expect(screen.queryByText('Try again')).toBeNull();
  });

  it("shows each card's reason line, leaving out what is unknown", async () => {
    fakeApi.on(routes.getMyMatches, {
      move_request_id: 'mr-1',
      total: 37,
      moving_company_matches: [
        match(1, {
          distance_miles: 12,
          free_days: ['2027-12-08', '2027-12-09', '2027-12-12'],
          median_response_hours: 2,
          reviews: { ...publicCompany().reviews, count: 23, average: 4.8 },
        }),
        match(2, { free_days: ['2027-12-30', '2028-01-02'], median_response_hours: null }),
      ],
      nextCursor: null,
    });
    renderPage();
    expect(await screen.findByText('37 moving companies available')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('match-reason').map((line) => line.textContent);
    expect(first).toBe('12 mi from you · free Dec 8, 9, 12');
    expect(second).toBe('free Dec 30, Jan 2');
  });
});
