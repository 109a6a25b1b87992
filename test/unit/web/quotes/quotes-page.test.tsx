// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VALUATION_MESSAGES, valuationOffer } from '@schemas/valuation';
import { documentsForRegime } from '@schemas/move-documents';
import { ACKNOWLEDGE_REQUIRED } from '@web/components/booking/move-documents-acknowledgement';
import { routes } from '@schemas/routes';
import { CONCIERGE_RETURN_MESSAGES } from '@schemas/concierge';
import { CUSTOMER_CANCELLATION_MESSAGES } from '@schemas/booking-cancellation';
import { formatWeekdayDay } from '@schemas/date-text';
import type { CustomerQuote } from '@schemas/quotes';
import type { BookingReviewsView } from '@schemas/reviews';
import { QuotesPage } from '@web/features/quotes/pages/quotes-page';
import { ApiError } from '@web/lib/api-error';
import { browserNavigation } from '@web/lib/browser-navigation';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { customerQuote, profileUser, publicCompany, savedCompany, savedMoveRequest } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { pricedEstimate, toEstimateView } from '@schemas/estimate-totals';
import { bindingEstimate } from '@test/support/fixtures/estimates';
import { recordToasts } from '../support/stubs';
import { DEPOSIT_CONSENT, DEPOSIT_MESSAGES } from '@schemas/deposits';

useFakeApi();
const showToast = recordToasts();

const quote = (id: string, name: string, overrides: Partial<CustomerQuote> = {}) =>
  customerQuote(id, name, { move_request_id: 'MOVE1', ...overrides });

const move = savedMoveRequest({ id: 'MOVE1', date_range_start: '2099-06-01', date_range_end: '2099-06-03' });

/** The customer's dashboard with these quotes; booking and cancelling fail with `failure`. */
function server(quotes: CustomerQuote[], failure?: ApiError) {
  fakeApi
    .on(routes.listMyQuotes, quotes)
    .on(routes.listMySavedMovingCompanies, [])
    .on(routes.getMyMoveRequest, move)
    .on(routes.markQuotesViewed, { quotes_viewed_at: '2026-05-02T00:00:00.000Z' })
    .on(routes.getBookableDays, freeDays)
    .on(routes.getBookingReviews, reviewsOf());
  if (failure) fakeApi.on(routes.bookQuote, failure).on(routes.cancelBooking, failure);
}

/** GET /booking/{id}/review of a booked quote: an upcoming move unless told otherwise. */
const reviewsOf = (overrides: Partial<BookingReviewsView> = {}): BookingReviewsView => ({
  quote_id: 'Q1',
  company_name: 'Beta Movers',
  completed_at: null,
  review_until: null,
  price_as_quoted: null,
  may_review: false,
  review: null,
  may_rate_customer: false,
  customer_rating: null,
  may_answer: false,
  ...overrides,
});

const freeDays = {
  days: ['2099-06-02', '2099-06-03'],
  arrival_windows: [
    { code: 'MORNING' as const, label: 'Morning, 8 am–12 pm' },
    { code: 'AFTERNOON' as const, label: 'Afternoon, 12–5 pm' },
  ],
  valuation: valuationOffer('INTERSTATE', null, null),
  documents: documentsForRegime('INTERSTATE'),
};

const renderPage = () => renderRoute('/quotes', <QuotesPage />);

const card = async (name: string) => screen.findByRole('article', { name: new RegExp(name) });

/** Book from the card's details: Tuesday June 2, in the afternoon. */
async function openAndBook(name: string) {
  fireEvent.click(within(await card(name)).getByRole('button', { name: 'View quote' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
  fireEvent.change(await within(dialog).findByLabelText(/Move day/), { target: { value: '2099-06-02' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Afternoon, 12–5 pm' }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read these documents/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
  return dialog;
}

beforeEach(() => {
  showToast.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the page logs the failures it toasts
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/quotes: back from the concierge checkout', { timeout: 15_000 }, () => {
  const returnUrl = '/quotes?concierge_session=cs_test_1';

  const checkout = (outcome: 'pending' | 'booked' | 'refunded') => ({
    outcome,
    quote_id: 'Q1',
    company_name: 'Alpha Movers',
    move_day: '2027-01-05',
    reason: outcome === 'refunded' ? ('company_unavailable' as const) : null,
  });

  it('says the payment is being confirmed, asks again, then says what was booked', async () => {
    server([quote('Q1', 'Alpha Movers')]);
    fakeApi.on(routes.getUser, profileUser({ is_concierge: true, concierge_notice: null }));
    fakeApi.on(routes.getConciergeCheckout, checkout('pending'));
    const { router } = renderRoute(returnUrl, <QuotesPage />);
    expect((await screen.findByTestId('concierge-return', {}, { timeout: 5_000 })).textContent).toContain(
      'Your $99 Concierge fee is paid. Confirming your booking',
    );

    fakeApi.on(routes.getConciergeCheckout, checkout('booked'));
    await waitFor(
      () =>
        expect(screen.getByTestId('concierge-return').textContent).toBe(
          CONCIERGE_RETURN_MESSAGES.booked('Alpha Movers', formatWeekdayDay('2027-01-05')),
        ),
      { timeout: 8_000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('concierge-return')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('leaves a refund to the concierge notice, which says why', async () => {
    server([quote('Q1', 'Alpha Movers')]);
    fakeApi.on(
      routes.getUser,
      profileUser({
        is_concierge: true,
        concierge_notice: {
          outcome: 'refunded',
          reason: 'company_unavailable',
          company_name: 'Alpha Movers',
          quote_id: 'Q1',
          at: '2026-05-02T00:00:00.000Z',
        },
      }),
    );
    fakeApi.on(routes.getConciergeCheckout, checkout('refunded'));
    renderRoute(returnUrl, <QuotesPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your $99 concierge payment was refunded');
    await card('Alpha Movers');
    expect(screen.queryByTestId('concierge-return')).toBeNull();
  });
});

describe('/quotes: the concierge notice', { timeout: 15_000 }, () => {
  const notice = (outcome: 'checkout_cancelled' | 'refunded', reason: 'quote_changed' | 'company_unavailable') =>
    profileUser({
      is_concierge: true,
      concierge_notice: {
        outcome,
        reason,
        company_name: 'Alpha Movers',
        quote_id: 'Q1',
        at: '2026-05-02T00:00:00.000Z',
      },
    });

  it('says the $99 was refunded, why, and that no booking was made', async () => {
    server([quote('Q1', 'Alpha Movers')]);
    fakeApi.on(routes.getUser, notice('refunded', 'company_unavailable'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your $99 concierge payment was refunded');
    expect(alert.textContent).toContain(
      'Your booking with Alpha Movers could not be made because Alpha Movers can no longer be booked on MoveMatch',
    );
  });

  it('says the quote changed after Book and nothing was charged', async () => {
    server([quote('Q1', 'Alpha Movers', { price: 5000 })]);
    fakeApi.on(routes.getUser, notice('checkout_cancelled', 'quote_changed'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your quote changed before you paid');
    expect(alert.textContent).toContain(
      'Alpha Movers changed its quote after you pressed Book, so we cancelled that $99 payment: nothing was charged.',
    );
  });

  it('shows nothing without a notice', async () => {
    server([quote('Q1', 'Alpha Movers')]);
    fakeApi.on(routes.getUser, profileUser({ is_concierge: true, concierge_notice: null }));
    renderPage();
    await card('Alpha Movers');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/quotes', { timeout: 15_000 }, () => {
  it('shows a loading state, then the cards, and marks the quotes viewed', async () => {
    server([quote('Q1', 'Alpha Movers', { price: 800, top_price: 950 })]);
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your quotes');
    const alpha = await card('Alpha Movers');
    expect(within(alpha).getByText('$800 - $950')).toBeTruthy();
    expect(within(alpha).getByText('Quoted')).toBeTruthy();
    await waitFor(() => expect(fakeApi.callsTo(routes.markQuotesViewed)).toHaveLength(1));
  });

  it('without a move request, a saved company asks for the move details instead of requesting a quote', async () => {
    const cedarSaved = savedCompany({ id: 'S1', moving_company: publicCompany({ id: 'C-S1', name: 'Cedar Moving' }) });
    server([]);
    fakeApi.on(routes.listMySavedMovingCompanies, [cedarSaved]).on(routes.getMyMoveRequest, null);
    renderPage();
    const cedar = await card('Cedar Moving');
    expect(within(cedar).getByRole<HTMLButtonElement>('button', { name: 'Request quote' }).disabled).toBe(true);
    expect(within(cedar).getByRole('link', { name: 'Add your move details' }).getAttribute('href')).toBe('/move-info');
    expect(screen.getByText('No quotes yet. Request a quote from a saved company or from your matches.')).toBeTruthy();
  });

  it('opens Already Booked when the server answers 400 with existingBooking', async () => {
    const body = { error: 'You have already booked…', existingBooking: { companyName: 'Zeta Movers' } };
    server([quote('Q1', 'Alpha Movers')], new ApiError(400, body.error, body));
    renderPage();
    await openAndBook('Alpha Movers');
    const warning = await screen.findByRole('dialog', { name: 'Already Booked' });
    expect(warning.textContent).toContain(
      'You have already booked your move with Zeta Movers. Please cancel your existing booking before booking with a different company.',
    );
    expect(showToast).not.toHaveBeenCalled();
  });

  it("offers the warning instead of Book while another quote is booked; toasts 'Failed to cancel booking'", async () => {
    const booked = quote('Q2', 'Beta Movers', {
      status: 'BOOKED',
      moving_company_contact: { email: 'b@movers.example', phone: null },
    });
    server(
      [quote('Q1', 'Alpha Movers'), booked],
      new ApiError(500, 'Something went wrong on our side. Please try again later.'),
    );
    renderPage();
    // Alpha cannot be booked while Beta is: the modal offers the warning instead of Book.
    fireEvent.click(within(await card('Alpha Movers')).getByRole('button', { name: 'View quote' }));
    const alphaModal = await screen.findByRole('dialog', { name: 'Your quote from Alpha Movers' });
    expect(within(alphaModal).getByRole('button', { name: 'Already booked with Beta Movers' })).toBeTruthy();
    expect(within(alphaModal).queryByRole('button', { name: 'Book' })).toBeNull();
    fireEvent.keyDown(alphaModal, { key: 'Escape' });

    fireEvent.click(within(await card('Beta Movers')).getByRole('button', { name: 'View booking' }));
    const bookingModal = await screen.findByRole('dialog', { name: 'Your booking with Beta Movers' });
    expect(within(bookingModal).getByText('b@movers.example')).toBeTruthy();
    fireEvent.click(within(bookingModal).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel your booking?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Failed to cancel booking' }),
      ),
    );
  });

  it('books the day and window picked, names them and links to the booking page', async () => {
    server([quote('Q1', 'Alpha Movers')]);
    fakeApi.on(routes.bookQuote, quote('Q1', 'Alpha Movers', { status: 'BOOKED' }));
    renderPage();
    await openAndBook('Alpha Movers');
    expect(fakeApi.callsTo(routes.bookQuote)).toEqual([
      expect.objectContaining({
        params: { id: 'Q1' },
        body: {
          move_day: '2099-06-02',
          arrival_window: 'AFTERNOON',
          valuation: { option: 'FULL_VALUE' },
          acknowledged_documents: [
            'FMCSA_RIGHTS_AND_RESPONSIBILITIES',
            'FMCSA_READY_TO_MOVE',
            'FMCSA_COMPLAINTS_AND_ARBITRATION',
          ],
        },
      }),
    ]);
    const booked = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(booked.textContent).toContain(
      'Your move is booked with Alpha Movers on Tuesday, June 2, 2099, arrival window Afternoon, 12–5 pm.',
    );
    expect(within(booked).getByRole('link', { name: 'View your booking' }).getAttribute('href')).toBe('/bookings/Q1');
  });

  it('asks for a day and a window before booking', async () => {
    server([quote('Q1', 'Alpha Movers')]);
    renderPage();
    fireEvent.click(within(await card('Alpha Movers')).getByRole('button', { name: 'View quote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    await within(dialog).findByLabelText(/Move day/);
    // The privacy sentence stays.
    expect(dialog.textContent).toContain(
      'Alpha Movers will then see your full name, e-mail address and phone (if you added one) to coordinate the move.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText('Pick a move day')).toBeTruthy();
    expect(within(dialog).getByText('Choose an arrival window')).toBeTruthy();
    // The move's documents, linked, and the box that confirms reading them.
    expect(within(dialog).getByRole('link', { name: 'Your Rights and Responsibilities When You Move' })).toBeTruthy();
    expect(within(dialog).getByText(ACKNOWLEDGE_REQUIRED)).toBeTruthy();
    expect(fakeApi.callsTo(routes.bookQuote)).toEqual([]);
  });

  it('chooses full value by default and sends released value only with the typed name under the statement', async () => {
    server([quote('Q1', 'Alpha Movers')]);
    fakeApi.on(routes.bookQuote, quote('Q1', 'Alpha Movers', { status: 'BOOKED' }));
    renderPage();
    fireEvent.click(within(await card('Alpha Movers')).getByRole('button', { name: 'View quote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    const fullValue = await within(dialog).findByRole('radio', {
      name: /Full value protection: included in the price/,
    });
    expect(fullValue).toHaveProperty('checked', true);
    fireEvent.change(within(dialog).getByLabelText(/Move day/), { target: { value: '2099-06-02' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Afternoon, 12–5 pm' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /Released value/ }));
    expect(within(dialog).getByTestId('release-statement').textContent).toContain('60 cents per pound');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read these documents/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText(VALUATION_MESSAGES.signatureRequired)).toBeTruthy();
    expect(fakeApi.callsTo(routes.bookQuote)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Type your full name to sign/), {
      target: { value: ' Casey Jones ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.bookQuote)).toMatchObject([
        { body: { valuation: { option: 'RELEASED', released_signature: 'Casey Jones' } } },
      ]),
    );
  });

  it('says so when the company has no free day in the range', async () => {
    server([quote('Q1', 'Alpha Movers')]);
    fakeApi.on(routes.getBookableDays, { ...freeDays, days: [] });
    renderPage();
    fireEvent.click(within(await card('Alpha Movers')).getByRole('button', { name: 'View quote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    expect(await within(dialog).findByText('This company has no free day in your range: message them')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toHaveProperty('disabled', true);
  });

  it('shows a refusal (day full) in the dialog and loads the free days again', async () => {
    const dayFull = 'The company has no crew left on that day. Pick another day.';
    server([quote('Q1', 'Alpha Movers')], new ApiError(409, dayFull, { error: dayFull }));
    renderPage();
    const dialog = await openAndBook('Alpha Movers');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to book quote');
    expect(alert.textContent).toContain(dayFull);
    await waitFor(() => expect(fakeApi.callsTo(routes.getBookableDays).length).toBeGreaterThanOrEqual(2));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('sends a concierge customer to the $99 checkout when the booking waits for the fee', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const checkoutUrl = 'http://127.0.0.1:12111/checkout/cs_concierge';
    server([quote('Q1', 'Alpha Movers')]);
    fakeApi.on(routes.bookQuote, { ...quote('Q1', 'Alpha Movers'), paymentPending: true, checkoutUrl });
    try {
      renderPage();
      await openAndBook('Alpha Movers');
      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith(
          expect.objectContaining({
            color: 'blue',
            message: 'Your booking is waiting for the $99 concierge fee. Redirecting you to payment…',
          }),
        ),
      );
      expect(screen.queryByRole('dialog', { name: /Congratulations|booked/i })).toBeNull();
      expect(assign).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(assign).toHaveBeenCalledWith(checkoutUrl);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/quotes: booking a company with protected payment', { timeout: 15_000 }, () => {
  const protectedQuote = (overrides: Partial<CustomerQuote> = {}) =>
    quote('Q1', 'Alpha Movers', {
      estimate: toEstimateView(pricedEstimate(bindingEstimate()).estimate),
      moving_company: publicCompany({ name: 'Alpha Movers', protected_payment: true }),
      ...overrides,
    });

  const openBookingDialog = async () => {
    renderPage();
    fireEvent.click(within(await card('Alpha Movers')).getByRole('button', { name: 'View quote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    return screen.findByRole('dialog', { name: 'Confirm your booking' });
  };

  it('says the $200 deposit is paid now through MoveMatch, with the consent, and sends the customer to pay it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const checkoutUrl = 'http://127.0.0.1:12111/checkout/cs_deposit';
    server([protectedQuote()]);
    fakeApi.on(routes.bookQuote, { ...protectedQuote(), paymentPending: true, checkoutUrl, payment: 'deposit' });
    try {
      const dialog = await openBookingDialog();
      const payment = within(dialog).getByTestId('booking-payment');
      expect(payment.dataset.payment).toBe('protected');
      expect(payment.textContent).toContain(DEPOSIT_MESSAGES.protectedWithDeposit('$200'));
      // Binding $2,600 with the valuation chosen so far adding nothing: at most $2,600, less the $200 paid now.
      expect(within(dialog).getByTestId('booking-hold').textContent).toBe(DEPOSIT_MESSAGES.holdBeforeMove('$2,400'));
      expect(payment.textContent).toContain(DEPOSIT_CONSENT);
      expect(within(dialog).getByText('Paid by card through MoveMatch when you book')).toBeTruthy();
      fireEvent.change(await within(dialog).findByLabelText(/Move day/), { target: { value: '2099-06-02' } });
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Afternoon, 12–5 pm' }));
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read these documents/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Book and pay $200 deposit' }));
      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith(
          expect.objectContaining({ message: DEPOSIT_MESSAGES.redirecting('$200') }),
        ),
      );
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(assign).toHaveBeenCalledWith(checkoutUrl);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a deposit, says nothing is charged now and sends the customer to save a card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const checkoutUrl = 'http://127.0.0.1:12111/checkout/cs_card';
    const noDeposit = protectedQuote({
      estimate: toEstimateView(pricedEstimate(bindingEstimate({ deposit: 0 })).estimate),
    });
    server([noDeposit]);
    fakeApi.on(routes.bookQuote, { ...noDeposit, paymentPending: true, checkoutUrl, payment: 'deposit' });
    try {
      const dialog = await openBookingDialog();
      const payment = within(dialog).getByTestId('booking-payment');
      expect(payment.dataset.payment).toBe('protected');
      expect(payment.textContent).toContain(DEPOSIT_MESSAGES.protectedCardOnly);
      expect(within(dialog).getByTestId('booking-hold').textContent).toBe(DEPOSIT_MESSAGES.holdBeforeMove('$2,600'));
      fireEvent.change(await within(dialog).findByLabelText(/Move day/), { target: { value: '2099-06-02' } });
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Afternoon, 12–5 pm' }));
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /I have read these documents/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: DEPOSIT_MESSAGES.bookAndSaveCard }));
      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith(
          expect.objectContaining({ message: DEPOSIT_MESSAGES.redirectingToSaveCard }),
        ),
      );
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(assign).toHaveBeenCalledWith(checkoutUrl);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a company without protected payment is paid directly, and books with Confirm booking', async () => {
    server([protectedQuote({ moving_company: publicCompany({ name: 'Alpha Movers', protected_payment: false }) })]);
    renderPage();
    fireEvent.click(within(await card('Alpha Movers')).getByRole('button', { name: 'View quote' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    expect(within(dialog).getByTestId('booking-payment').textContent).toBe(DEPOSIT_MESSAGES.direct);
    expect(within(dialog).getByText('Paid to the company, not through MoveMatch')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeTruthy();
  });
});

describe('/quotes: a booked quote shows its booked day', { timeout: 15_000 }, () => {
  it('on the card and in its booking modal, with one way to the booking page', async () => {
    const bookedDay = {
      move_day: '2099-06-02',
      arrival_window: { code: 'AFTERNOON' as const, label: 'Afternoon, 12–5 pm' },
      stage: 'UPCOMING' as const,
    };
    server([quote('Q1', 'Alpha Movers', { status: 'BOOKED', booked_day: bookedDay })]);
    renderPage();
    const alpha = await card('Alpha Movers');
    const text = `${formatWeekdayDay('2099-06-02')} · Afternoon, 12–5 pm`;
    expect(within(alpha).getByTestId('quote-booked-day').textContent).toBe(text);
    expect(within(alpha).queryByText('Move date')).toBeNull();
    expect(within(alpha).queryByRole('link', { name: /booking page/i })).toBeNull();
    fireEvent.click(within(alpha).getByRole('button', { name: 'View booking' }));
    const modal = await screen.findByRole('dialog', { name: 'Your booking with Alpha Movers' });
    expect(within(modal).getByText(text)).toBeTruthy();
    expect(within(modal).getByRole('link', { name: 'Open booking page' }).getAttribute('href')).toBe('/bookings/Q1');
  });
});

describe('/quotes: cancelling says what it costs and asks why', { timeout: 15_000 }, () => {
  it('names the last free day and the deposit, and sends the reason chosen', async () => {
    const { estimate } = pricedEstimate({ ...bindingEstimate(), deposit: 300, free_cancellation_days: 5 });
    const bookedDay = {
      move_day: '2099-06-10',
      arrival_window: { code: 'MORNING' as const, label: 'Morning, 8 am–12 pm' },
      stage: 'UPCOMING' as const,
    };
    server([
      quote('Q1', 'Alpha Movers', {
        status: 'BOOKED',
        price: 2600,
        estimate: toEstimateView(estimate),
        booked_day: bookedDay,
      }),
    ]);
    fakeApi.on(routes.cancelBooking, quote('Q1', 'Alpha Movers', { status: 'CANCELLED' }));
    renderPage();
    fireEvent.click(within(await card('Alpha Movers')).getByRole('button', { name: 'View booking' }));
    const modal = await screen.findByRole('dialog', { name: 'Your booking with Alpha Movers' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel your booking?' });
    expect(within(confirm).getByTestId('cancellation-cost').textContent).toBe(
      CUSTOMER_CANCELLATION_MESSAGES.freeDirect('Jun 4, 2099'),
    );
    fireEvent.change(within(confirm).getByLabelText(CUSTOMER_CANCELLATION_MESSAGES.reasonLabel), {
      target: { value: 'date_changed' },
    });
    fireEvent.change(within(confirm).getByLabelText(CUSTOMER_CANCELLATION_MESSAGES.detailsLabel), {
      target: { value: 'Lease moved' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    await screen.findByRole('dialog', { name: 'Cancellation requested' });
    expect(fakeApi.callsTo(routes.cancelBooking)).toEqual([
      expect.objectContaining({ params: { id: 'Q1' }, body: { reason: 'date_changed', details: 'Lease moved' } }),
    ]);
  });
});

describe('/quotes: a structured quote on its card', { timeout: 15_000 }, () => {
  it('names the estimate type under the price; a price-only quote shows its price alone', async () => {
    const { estimate } = pricedEstimate(bindingEstimate());
    server([
      quote('Q1', 'Alpha Movers', { price: 2600, estimate: toEstimateView(estimate) }),
      quote('Q2', 'Beta Haulers'),
    ]);
    fakeApi.on(routes.getUser, profileUser());
    renderPage();
    expect(within(await card('Alpha Movers')).getByTestId('quote-estimate-type').textContent).toBe('Binding');
    expect(within(await card('Beta Haulers')).queryByTestId('quote-estimate-type')).toBeNull();
  });
});

describe('/quotes: the review invitation', () => {
  it('asks on a booked quote whose move is completed and not reviewed, linking to the review form', async () => {
    server([quote('Q2', 'Beta Movers', { status: 'BOOKED' })]);
    fakeApi.on(
      routes.getBookingReviews,
      reviewsOf({ quote_id: 'Q2', completed_at: '2026-05-01T00:00:00.000Z', may_review: true }),
    );
    renderPage();
    const prompt = await within(await card('Beta Movers')).findByTestId('review-prompt');
    expect(prompt.textContent).toContain('How did Beta Movers do?');
    expect(within(prompt).getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe(
      '/bookings/Q2?review=1',
    );
    expect(fakeApi.callsTo(routes.getBookingReviews)).toEqual([expect.objectContaining({ params: { id: 'Q2' } })]);
  });

  it('says nothing before completion or once reviewed, and reads no reviews for quotes not booked', async () => {
    server([quote('Q1', 'Alpha Movers'), quote('Q2', 'Beta Movers', { status: 'BOOKED' })]);
    renderPage();
    await card('Beta Movers');
    await waitFor(() => expect(fakeApi.callsTo(routes.getBookingReviews)).toHaveLength(1));
    expect(fakeApi.callsTo(routes.getBookingReviews)).toEqual([expect.objectContaining({ params: { id: 'Q2' } })]);
    expect(screen.queryByTestId('review-prompt')).toBeNull();
  });
});
