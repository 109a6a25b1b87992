// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { BookingPage } from '@web/features/booking/pages/booking-page';
import { ApiError } from '@web/lib/api-error';
import type { CurrentUser } from '@web/lib/api/get-user';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { bookingView } from './booking-fixture';
import { stubSignedIn } from '../support/stubs';

useFakeApi();
stubSignedIn();

const renderPage = (user: CurrentUser) =>
  renderRoute('/bookings/Q1', <BookingPage />, { path: '/bookings/:quoteId', user });

const company = profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'C1', firstName: 'Casey' });
const admin = profileUser({ role: 'ADMIN', firstName: 'Avery' });

afterEach(cleanup);

describe('/bookings/:quoteId', () => {
  it("tells the customer when the arrival window is not confirmed, and shows the company's contact", async () => {
    fakeApi.on(routes.getBooking, bookingView({ arrival_unconfirmed: true }));
    renderPage(profileUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your move with Tar Heel Moving Co.' })).toBeTruthy();
    const notice = screen.getByTestId('arrival-unconfirmed');
    expect(notice.textContent).toContain('Arrival window not yet confirmed');
    expect(notice.textContent).toContain('Contact them');
    const contact = screen.getByRole('region', { name: 'Your moving company' });
    expect(within(contact).getByRole('link', { name: 'office@tarheel.example' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your customer' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Move-day checklist' }).textContent).toContain('Reserve parking');
  });

  it("shows the company the customer's contact and its own checklist; no notice while confirmed", async () => {
    fakeApi.on(routes.getBooking, bookingView({ arrival_confirmed_at: '2026-12-24T09:00:00.000Z' }));
    renderPage(company);
    expect(await screen.findByRole('heading', { level: 1, name: 'Move for Jordan Rivera' })).toBeTruthy();
    expect(screen.getByText('Arrival window confirmed by the company')).toBeTruthy();
    expect(screen.queryByTestId('arrival-unconfirmed')).toBeNull();
    const contact = screen.getByRole('region', { name: 'Your customer' });
    expect(within(contact).getByRole('link', { name: 'customer@example.com' })).toBeTruthy();
    expect(screen.getByRole('region', { name: /^The move$/ }).textContent).toContain('9 Elm Ave, Durham, NC 27701');
    expect(screen.getByTestId('move-regime').textContent).toBe(
      'Rules that applyWithin North Carolina (NC Utilities Commission rules)',
    );
    expect(screen.getByRole('region', { name: 'Move-day checklist' }).textContent).toContain('Confirm the crew');
  });

  it('lets an admin read both contacts, says a passed day awaits completion, and shows no checklist', async () => {
    fakeApi.on(routes.getBooking, bookingView({ awaiting_completion: true }));
    renderPage(admin);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera with Tar Heel Moving Co.' }),
    ).toBeTruthy();
    expect(screen.getByTestId('booking-stage').textContent).toBe('Awaiting completion');
    expect(screen.getByRole('region', { name: 'Your customer' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your moving company' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Move-day checklist' })).toBeNull();
  });

  it('says a booking that is not the viewer’s is not found', async () => {
    fakeApi.on(routes.getBooking, new ApiError(404, 'Booking not found'));
    renderPage(profileUser());
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeTruthy();
  });

  it('offers the customer Accept and Decline on a pending change, and shows the answer', async () => {
    const booked = bookingView();
    const proposal = {
      id: 'P1',
      proposed_at: '2026-11-27T11:00:00.000Z',
      proposed_by: 'Tar Heel Moving Co.',
      reason: 'Our truck is in the shop',
      before: { move_day: booked.move_day, arrival_window: booked.arrival_window, terms: booked.terms },
      after: { move_day: '2026-12-28', arrival_window: booked.arrival_window, terms: booked.terms },
    };
    fakeApi.on(routes.getBooking, bookingView({ change_proposal: proposal })).on(
      routes.declineBookingChange,
      bookingView({
        change_history: [{ ...proposal, decision: 'DECLINED', decided_at: '2026-11-27T12:00:00.000Z' }],
      }),
    );
    renderPage(profileUser());
    const panel = await screen.findByRole('region', { name: 'Change proposed by Tar Heel Moving Co.' });
    expect(within(panel).getByTestId('change-comparison').textContent).toContain('Monday, December 28, 2026');
    expect(within(panel).getByRole('button', { name: 'Accept change' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Change proposed by Tar Heel Moving Co.' })).toBeNull(),
    );
    expect(screen.getByTestId('change-history').textContent).toContain('Declined');
  });

  it('shows the company its pending change as waiting, without the answer buttons', async () => {
    const booked = bookingView();
    const state = { move_day: booked.move_day, arrival_window: booked.arrival_window, terms: booked.terms };
    fakeApi.on(
      routes.getBooking,
      bookingView({
        change_proposal: {
          id: 'P1',
          proposed_at: '2026-11-27T11:00:00.000Z',
          proposed_by: 'Tar Heel Moving Co.',
          reason: 'New price',
          before: state,
          after: { ...state, terms: { ...state.terms, price: 1700 } },
        },
      }),
    );
    renderPage(company);
    const panel = await screen.findByRole('region', { name: 'Change proposed by Tar Heel Moving Co.' });
    expect(panel.textContent).toContain('Waiting for the customer');
    expect(within(panel).queryByRole('button', { name: 'Accept change' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose a change' })).toBeNull();
  });
  it("lets the company cancel an upcoming booking with the customer's reason, checked before it is sent", async () => {
    const sent: string[] = [];
    fakeApi.on(routes.getBooking, bookingView()).on(routes.cancelBookingByCompany, (request) => {
      sent.push(request.body.reason);
      return bookingView({
        stage: 'CANCELLED',
        cancellation: { by: 'company', reason: request.body.reason, at: '2026-12-20T10:00:00.000Z' },
      });
    });
    renderPage(company);
    const section = await screen.findByTestId('company-cancel-section');
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel this booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(dialog).findByText('Tell the customer why, in at least 10 characters')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling?'), {
      target: { value: 'Our truck failed inspection.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    await waitFor(() => expect(screen.queryByTestId('company-cancel-section')).toBeNull());
    expect(sent).toEqual(['Our truck failed inspection.']);
  });

  it('tells the customer the company cancelled, why, that the deposit comes back, and where to find another', async () => {
    const booked = bookingView();
    fakeApi.on(
      routes.getBooking,
      bookingView({
        stage: 'CANCELLED',
        cancellation: { by: 'company', reason: 'Our truck failed inspection.', at: '2026-12-20T10:00:00.000Z' },
        payment: { ...booked.payment, kind: 'protected', deposit_paid: 250, deposit_after_cancel: 'refunded' },
      }),
    );
    renderPage(profileUser());
    const notice = await screen.findByTestId('cancelled-by-company');
    expect(notice.textContent).toContain('Their reason: “Our truck failed inspection.”');
    expect(notice.textContent).toContain('Your $250 deposit is refunded in full');
    expect(within(notice).getByRole('link', { name: 'Find another company' }).getAttribute('href')).toBe('/matches');
    expect(screen.queryByTestId('company-cancel-section')).toBeNull();
  });
  it('lets the customer report on the move day that the company did not come, and says what happens next', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    fakeApi.on(routes.getBooking, bookingView({ move_day: today })).on(routes.reportNoShow, (request) =>
      bookingView({
        move_day: today,
        no_show: { reported_at: '2026-12-07T15:00:00.000Z', details: request.body.details },
      }),
    );
    renderPage(profileUser());
    const section = await screen.findByTestId('no-show-section');
    fireEvent.click(within(section).getByRole('button', { name: 'Report that the company did not come' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report that the company did not come' });
    fireEvent.change(within(dialog).getByLabelText('What happened?'), {
      target: { value: 'Nobody came between 8 and noon.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect((await screen.findByTestId('no-show-reported')).textContent).toContain('MoveMatch is looking into it');
    expect(fakeApi.callsTo(routes.reportNoShow)).toEqual([
      expect.objectContaining({ body: { details: 'Nobody came between 8 and noon.' } }),
    ]);
  });

  it('offers no no-show report before the move day, nor to the company', async () => {
    fakeApi.on(routes.getBooking, bookingView());
    renderPage(profileUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your move with Tar Heel Moving Co.' })).toBeTruthy();
    expect(screen.queryByTestId('no-show-section')).toBeNull();
  });
});
