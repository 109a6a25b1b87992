// @vitest-environment jsdom
// jsdom, not happy-dom: the redirect countdown never shows under happy-dom with fake timers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { TokenRefillSuccessPage } from '@web/features/payments/pages/token-refill-success-page';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { expected } from '@test/support/expected';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();

const PATH = '/moving-company-token-refill-success';
const company = profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'company-1' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderPage(query: string) {
  fakeApi.on(routes.getUser, company); // read again once the tokens are credited
  return renderRoute(`${PATH}${query}`, <TokenRefillSuccessPage />, {
    path: PATH,
    user: company,
    otherRoutes: [
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/manage-leads', element: <p>Manage leads page</p> },
    ],
  });
}

/** Lets the 3 s redirect run. */
const afterRedirectDelay = () => act(() => vi.advanceTimersByTimeAsync(3_000));

/**
 * Waits for `text` with a clock that moves only when told to (10 ms a step): findByText's real
 * polling would let a loaded machine's real time run the countdown before it is read.
 */
async function shownInFakeTime(text: string) {
  for (let step = 0; step < 200 && !screen.queryByText(text); step++) await act(() => vi.advanceTimersByTimeAsync(10));
  return screen.getByText(text);
}

describe('/moving-company-token-refill-success', () => {
  it('shows processing, then the tokens added and remaining, then returns to return_url after 3 s', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    fakeApi.on(
      routes.getTokenRefillSuccess,
      () =>
        new Promise((resolve) => (release = () => resolve({ success: true, tokensAdded: 20, tokensRemaining: 21 }))),
    );
    const { router } = renderPage(
      '?session_id=cs_1&moving_company_id=company-1&return_url=%2Fmanage-leads%3Ffilter%3Dpaid',
    );
    expect(await shownInFakeTime('Processing your payment...')).toBeTruthy();
    release();
    expect(await shownInFakeTime('Payment Successful!')).toBeTruthy();
    expect(screen.getByText('Tokens added:').textContent).toContain('20');
    expect(screen.getByText('Tokens remaining:').textContent).toContain('21');
    expect(screen.getByTestId('redirect-countdown').textContent).toBe('Taking you back in 3 seconds.');
    expect(fakeApi.callsTo(routes.getTokenRefillSuccess)).toEqual([
      { query: { session_id: 'cs_1', moving_company_id: 'company-1' }, signal: expected.any(AbortSignal) },
    ]);
    expect(router.state.location.pathname).toBe(PATH);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('redirect-countdown').textContent).toBe('Taking you back in 2 seconds.');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('redirect-countdown').textContent).toBe('Taking you back in 1 second.');
    expect(router.state.location.pathname).toBe(PATH);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => vi.advanceTimersByTimeAsync(100)); // the navigation settles
    expect(router.state.location.pathname).toBe('/manage-leads');
    expect(router.state.location.search).toBe('?filter=paid');
  });

  it('keeps to the stated time when the page is shown again, and Go now leaves at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi.on(routes.getTokenRefillSuccess, { success: true, tokensAdded: 20, tokensRemaining: 20 });
    const { router } = renderPage('?session_id=cs_1&moving_company_id=company-1&return_url=%2Fmanage-leads');
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    // Shown again (a remount): the wait goes on from the outcome, it does not start over.
    await act(() => router.navigate('/profile'));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => router.navigate(-1));
    expect((await screen.findByTestId('redirect-countdown')).textContent).toBe('Taking you back in 1 second.');
    expect(fakeApi.callsTo(routes.getTokenRefillSuccess)).toHaveLength(1);

    act(() => screen.getByRole('link', { name: 'Go now' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-leads'));
  });

  it('never follows a return_url to another site: it goes to /profile instead', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi.on(routes.getTokenRefillSuccess, { success: true, tokensAdded: 20, tokensRemaining: 20 });
    const { router } = renderPage(
      '?session_id=cs_1&moving_company_id=company-1&return_url=https%3A%2F%2Fevil.example%2Fprofile',
    );
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    await afterRedirectDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('shows Payment Error with the message and the support line, then goes to /profile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi.on(routes.getTokenRefillSuccess, new ApiError(400, 'Payment has not been completed'));
    const { router } = renderPage('?session_id=cs_1&moving_company_id=company-1');
    expect(await screen.findByText('Payment Error')).toBeTruthy();
    expect(screen.getByText('Error processing token refill: Payment has not been completed')).toBeTruthy();
    expect(screen.getByText('Please contact support if this issue persists.')).toBeTruthy();
    await afterRedirectDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('treats success: false as a payment error with the server’s reason', async () => {
    fakeApi.on(routes.getTokenRefillSuccess, {
      success: false,
      tokensAdded: 0,
      tokensRemaining: 3,
      error: 'Card declined',
    });
    renderPage('?session_id=cs_1&moving_company_id=company-1');
    expect(await screen.findByText('Error processing token refill: Card declined')).toBeTruthy();
  });

  it('says nothing new was added when the session was applied before (a reload), without a tokens-added count', async () => {
    fakeApi.on(routes.getTokenRefillSuccess, {
      success: true,
      tokensAdded: 0,
      alreadyApplied: true,
      tokensRemaining: 40,
    });
    renderPage('?session_id=cs_1&moving_company_id=company-1');
    expect(
      await screen.findByText('This payment’s tokens were already added to your account. Nothing new was added.'),
    ).toBeTruthy();
    expect(screen.queryByText('Tokens successfully added to your account!')).toBeNull();
    expect(screen.queryByText('Tokens added:')).toBeNull();
    expect(screen.getByText('Tokens remaining:').textContent).toContain('40');
  });

  it("says 'Missing session_id or moving_company_id' without calling the server", async () => {
    renderPage('?session_id=cs_1');
    expect(await screen.findByText('Missing session_id or moving_company_id')).toBeTruthy();
    expect(screen.getByText('Payment Error')).toBeTruthy();
    expect(fakeApi.callsTo(routes.getTokenRefillSuccess)).toEqual([]);
  });
});
