// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { CompanyQuote } from '@schemas/company-quotes';
import { QuoteEditorModal } from '@web/features/leads/quote-editor/quote-editor-modal';
import { ApiError } from '@web/lib/api-error';
import { browserNavigation } from '@web/lib/browser-navigation';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { companyQuote, profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { recordToasts, stubSignedIn } from '../support/stubs';

// jsdom rendering of whole modals is slow on a busy machine; no timing is asserted.
vi.setConfig({ testTimeout: 30_000 });

useFakeApi();
stubSignedIn();
const showToast = recordToasts();

const MOVE_ID = 'move-1';
const COMPANY_ID = '01JDSEEDC00000000000000001';

const quote = (overrides: Parameters<typeof companyQuote>[0] = {}) =>
  companyQuote({ move_request_id: MOVE_ID, moving_company_id: COMPANY_ID, ...overrides });

/** Answers by route: the stored quote (null: 404), the availability check (Error: it fails). */
// oxlint-disable-next-line typescript/no-unnecessary-type-assertion -- the assertion widens the default so a test can pass an Error
function server({ stored = null as CompanyQuote | null | Error, available = true as boolean | Error } = {}) {
  fakeApi
    .on(routes.findQuoteByMoveRequestId, stored ?? new ApiError(404, 'Quote not found'))
    .on(
      routes.checkAvailability,
      available instanceof Error
        ? available
        : { hasAvailability: available, moveRequestDateRange: { start: '2027-01-01', end: '2027-01-01' } },
    )
    .on(routes.sendCompanyQuote, ({ body }) => quote({ ...body }))
    .on(routes.updateCompanyQuote, ({ body }) => quote({ ...body }));
}

function renderModal() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderRoute('/manage-leads', <QuoteEditorModal moveRequestId={MOVE_ID} onClose={onClose} onSaved={onSaved} />, {
    user: profileUser({
      id: 'user-9',
      firstName: 'Casey',
      lastName: 'Carter',
      role: 'MOVING_COMPANY',
      moving_company_id: COMPANY_ID,
    }),
  });
  return { onClose, onSaved };
}

const sent: typeof fakeApi.callsTo = (route) => fakeApi.callsTo(route);
/**
 * Answers the availability warning. Mantine may swap the dialog's nodes while its opening
 * transition runs, and a click on a swapped-out node reaches nobody: click until it closes
 * (the answer closes it, so only one click ever takes effect).
 */
/** Mantine's modal transitions take long on a loaded machine: each step may wait this long. */
const SLOW_STEP = { timeout: 15_000 };

async function answerWarning(answer: 'Yes' | 'No') {
  await waitFor(() => {
    const button = screen.queryByRole('button', { name: answer });
    if (button) fireEvent.click(button);
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  }, SLOW_STEP);
}

const saveButton = () => screen.getByRole('button', { name: 'Save and send quote' });

/** The kind of quote the editor shows: the checked segment of 'How you quote'. */
const quoteKind = () =>
  screen.getByRole<HTMLInputElement>('radio', { name: 'Itemised estimate' }).checked ? 'estimate' : 'price';

/** A new quote starts as an itemised estimate: switches to the spec's price or range. */
async function choosePriceOrRange() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Price or range' }));
  await screen.findByLabelText(/Total quote amount or range start/);
}

beforeEach(() => {
  showToast.mockReset();
});
afterEach(cleanup);

describe('QuoteEditorModal', () => {
  it('starts a blank draft on 404, checks the spec rules, and sends even when the availability check fails', async () => {
    server({ available: new ApiError(500, 'Boom') });
    const { onClose, onSaved } = renderModal();
    expect(await screen.findByRole('dialog', { name: 'Create & send quote' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Prepared by').value).toBe('Casey C.');
    expect(quoteKind()).toBe('estimate');
    await choosePriceOrRange();

    fireEvent.click(saveButton());
    expect(await screen.findByText('Price is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Total quote amount or range start/), { target: { value: '-5' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Price must be a positive number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Total quote amount or range start/), { target: { value: '1200' } });
    fireEvent.change(screen.getByLabelText(/Range end/), { target: { value: '1000' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Top price must be greater than the price')).toBeTruthy();
    expect(sent(routes.sendCompanyQuote)).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Range end/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Weekend move' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
    expect(sent(routes.sendCompanyQuote)).toEqual([
      {
        body: {
          move_request_id: MOVE_ID,
          moving_company_id: COMPANY_ID,
          status: 'QUOTED',
          price: 1200,
          top_price: null,
          description: 'Weekend move',
          quoted_by_user_id: 'user-9',
          quoted_by_name: 'Casey C.',
        },
      },
    ]);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Quote created successfully' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the quote cancelled before a new request as history above the blank fields', async () => {
    const earlier = { price: 2600, top_price: 3100, cancelled_at: '2026-12-01T15:00:00.000Z' };
    server({ stored: quote({ status: 'QUOTE_REQUESTED', price: null, top_price: null, earlier_quote: earlier }) });
    renderModal();
    expect((await screen.findByTestId('earlier-quote')).textContent).toBe(
      'Earlier quote: $2,600 to $3,100, cancelled Dec 1',
    );
    // A request not answered yet is a new quote: an itemised estimate, its price fields blank.
    expect(quoteKind()).toBe('estimate');
    await choosePriceOrRange();
    expect(screen.getByLabelText<HTMLInputElement>(/Total quote amount or range start/).value).toBe('');
  });

  it('edits a sent quote after the availability warning: No keeps it, Yes sends the PATCH', async () => {
    server({ stored: quote(), available: false });
    const { onSaved } = renderModal();
    expect(await screen.findByRole('dialog', { name: 'View or edit quote' }, SLOW_STEP)).toBeTruthy();
    // A sent price-only quote keeps its kind.
    expect(quoteKind()).toBe('price');
    expect(screen.getByLabelText<HTMLInputElement>(/Range end/).value).toBe('$1,100');
    fireEvent.change(screen.getByLabelText(/Range end/), { target: { value: '1300' } });
    fireEvent.click(saveButton());
    const warning = await screen.findByText(
      'According to your availability calendar, you are not available during this time. Are you sure you want to send this quote?',
      {},
      SLOW_STEP,
    );
    expect(warning).toBeTruthy();
    await answerWarning('No');
    expect(sent(routes.updateCompanyQuote)).toEqual([]);

    fireEvent.click(saveButton());
    await screen.findByRole('button', { name: 'Yes' }, SLOW_STEP);
    await answerWarning('Yes');
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 20_000 });
    expect(sent(routes.updateCompanyQuote)).toEqual([
      { params: { id: 'quote-1' }, body: { price: 900, top_price: 1300, description: 'Two movers', status: 'QUOTED' } },
    ]);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Quote updated successfully' }));
  }, 90_000);

  it('shows a booked quote read-only, and closes with the spec toast when the quote cannot be loaded', async () => {
    server({ stored: quote({ status: 'BOOKED' }) });
    renderModal();
    expect(await screen.findByText('This quote is booked and can no longer be edited.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and send quote' })).toBeNull();
    cleanup();

    server({ stored: new ApiError(500, 'Boom') });
    const { onClose } = renderModal();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to show quote modal' }));
  });

  describe('payment pending (pay-per-lead out of tokens)', () => {
    const CHECKOUT = 'http://127.0.0.1:12111/checkout/cs_refill';
    let assign: MockInstance<(url: string) => void>;
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.useRealTimers();
      assign.mockRestore();
    });

    /** Switches to a price, fills it and sends; the availability check passes. */
    async function send() {
      await choosePriceOrRange();
      const price = screen.getByLabelText(/Total quote amount or range start/);
      fireEvent.change(price, { target: { value: '1500' } });
      fireEvent.click(saveButton());
    }

    it('a new quote answered paymentPending shows the sent note, then goes to the checkout after 3 s', async () => {
      server();
      fakeApi.on(routes.sendCompanyQuote, ({ body }) =>
        quote({ ...body, paymentPending: true, checkoutUrl: CHECKOUT }),
      );
      const { onSaved } = renderModal();
      await send();
      await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'blue',
          message: 'Your quote was sent! Please complete payment to continue using tokens.',
        }),
      );
      expect(assign).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(assign).toHaveBeenCalledWith(CHECKOUT);
    });

    it('an update answered paymentPending says it was updated', async () => {
      server({ stored: quote() });
      fakeApi.on(routes.updateCompanyQuote, ({ body }) =>
        quote({ ...body, paymentPending: true, checkoutUrl: CHECKOUT }),
      );
      renderModal();
      await screen.findByRole('dialog', { name: 'View or edit quote' });
      fireEvent.click(saveButton());
      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith(
          expect.objectContaining({
            message: 'Your quote was updated! Please complete payment to continue using tokens.',
          }),
        ),
      );
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(assign).toHaveBeenCalledWith(CHECKOUT);
    });

    it('a 402 with checkoutUrl says to complete payment and goes to the checkout after 3 s', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server({ stored: quote() });
      fakeApi.on(
        routes.updateCompanyQuote,
        new ApiError(402, 'An active subscription is required for this feature', {
          error: 'An active subscription is required for this feature',
          checkoutUrl: CHECKOUT,
        }),
      );
      renderModal();
      await screen.findByRole('dialog', { name: 'View or edit quote' });
      fireEvent.click(saveButton());
      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith(
          expect.objectContaining({
            color: 'red',
            message: 'Failed to update quote. Please complete payment to continue using tokens.',
          }),
        ),
      );
      expect(assign).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(assign).toHaveBeenCalledWith(CHECKOUT);
    });
  });
});

describe('the lead the quote is for', () => {
  it('names the customer, the route and the dates', async () => {
    const { leadSummary } = await import('@web/features/leads/quote-editor/model/lead-summary');
    const { savedMoveRequest } = await import('../support/fixtures');
    const lead = savedMoveRequest({ user: { firstName: 'Jordan', lastName: null, email: null } });
    expect(leadSummary(lead)).toMatch(/^For Jordan · Raleigh, NC → Charleston, SC · Dec 6 – (Dec )?9, 2026$/);
    expect(leadSummary({ ...lead, user: undefined })).toMatch(/^Raleigh, NC → Charleston, SC · /);
  });
});
