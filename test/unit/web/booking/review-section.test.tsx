// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { BookingReviewsView, OwnReview } from '@schemas/reviews';
import { ReviewSection } from '@web/features/booking/components/review-section';
import type { BookingSide } from '@web/features/booking/model/booking-section';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';
import { bookingView } from './booking-fixture';

useFakeApi();
afterEach(cleanup);

const COMPANY = 'Tar Heel Moving Co.';
const completedBooking = bookingView({ stage: 'COMPLETED' });
const HOUR = 3_600_000;

function reviewsView(overrides: Partial<BookingReviewsView> = {}): BookingReviewsView {
  return {
    quote_id: 'Q1',
    company_name: COMPANY,
    completed_at: '2026-11-20T15:00:00.000Z',
    review_until: '2026-12-20T15:00:00.000Z',
    price_as_quoted: { suggested: 4, final_price: 1550, agreed_total: 1500 },
    may_review: false,
    review: null,
    may_rate_customer: false,
    customer_rating: null,
    may_answer: false,
    ...overrides,
  };
}

function ownReview(overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    status: 'PUBLISHED',
    ratings: { overall: 5, on_time: 4, care: 5, communication: 5, price_as_quoted: 4 },
    text: 'Careful crew, on time, and friendly all day long.',
    photos: [],
    submitted_at: '2026-11-21T15:00:00.000Z',
    published_at: '2026-11-22T15:00:00.000Z',
    publishes_by: null,
    editable_until: null,
    hidden_text: null,
    answer: null,
    ...overrides,
  };
}

const show = (side: BookingSide, url = '/bookings/Q1', booking = completedBooking) =>
  renderRoute(url, <ReviewSection booking={booking} side={side} />, { path: '/bookings/:id', toasts: true });

const star = (group: string, stars: number) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
    name: stars === 1 ? '1 star' : `${stars} stars`,
  });

/** Clicks the star itself (its label): Mantine's Rating takes a click on the star, or Enter on its radio. */
const clickStar = (group: string, stars: number) =>
  fireEvent.click(document.querySelector(`label[for="${star(group, stars).id}"]`)!);

describe('the review section of the booking page', () => {
  it('asks nothing before the move is completed', () => {
    show('customer', '/bookings/Q1', bookingView({ stage: 'COMPLETED_PENDING' }));
    expect(screen.queryByTestId('review-section')).toBeNull();
    expect(fakeApi.callsTo(routes.getBookingReviews)).toEqual([]);
  });

  it('the customer writes a review: each rating labelled, price prefilled beside its figures, refused until complete', async () => {
    fakeApi.on(routes.getBookingReviews, reviewsView({ may_review: true }));
    fakeApi.on(
      routes.createReview,
      reviewsView({
        review: ownReview({ status: 'SUBMITTED', published_at: null, publishes_by: '2026-12-04T15:00:00.000Z' }),
      }),
    );
    show('customer');
    expect(screen.getByRole('heading', { name: 'Your review' })).toBeTruthy();
    await screen.findByRole('radiogroup', { name: 'Overall rating' });
    expect(screen.getByText(/^Final price \$1,550 vs agreed \$1,500$/)).toBeTruthy();
    expect((star('Price as quoted', 4) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findAllByText('Choose a rating from 1 to 5 stars')).toHaveLength(4);
    expect(screen.getByText('Write 20 to 2000 characters about the move')).toBeTruthy();
    expect(fakeApi.callsTo(routes.createReview)).toEqual([]);

    clickStar('Overall rating', 5);
    clickStar('On time', 4);
    clickStar('Care of belongings', 5);
    clickStar('Communication', 3);
    fireEvent.change(screen.getByLabelText(/^About the move/), {
      target: { value: 'Careful crew, on time, and friendly all day long.' },
    });
    expect(screen.getByText(/49 \/ 2,000/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.createReview)).toEqual([
        {
          params: { id: 'Q1' },
          body: {
            ratings: { overall: 5, on_time: 4, care: 5, communication: 3, price_as_quoted: 4 },
            text: 'Careful crew, on time, and friendly all day long.',
            photo_media_ids: [],
          },
        },
      ]),
    );
    expect(
      await screen.findByText(
        `Thanks: your review will be published when ${COMPANY} has rated the move too, or on Dec 4, 2026.`,
      ),
    ).toBeTruthy();
  });

  it('opened from the invitation (?review=1) the focus is on the first rating', async () => {
    fakeApi.on(routes.getBookingReviews, reviewsView({ may_review: true }));
    show('customer', '/bookings/Q1?review=1');
    await screen.findByRole('radiogroup', { name: 'Overall rating' });
    await waitFor(() => expect(document.activeElement).toBe(star('Overall rating', 1)));
  });

  it('a published review shows with Edit while it may be edited, the answer under it; a hidden one only its reason', async () => {
    const until = new Date(Date.now() + 24 * HOUR).toISOString();
    fakeApi.on(
      routes.getBookingReviews,
      reviewsView({
        review: ownReview({
          editable_until: until,
          answer: { text: 'Thank you, it was a pleasure.', answered_at: '2026-11-23T15:00:00.000Z' },
        }),
      }),
    );
    show('customer');
    expect(await screen.findByText('Published on Nov 22, 2026')).toBeTruthy();
    expect(screen.getByTestId('review-answer').textContent).toContain(`Response from ${COMPANY}`);
    expect(screen.getAllByText('5 out of 5 stars')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^About the move/).value).toBe(
      'Careful crew, on time, and friendly all day long.',
    );
    cleanup();

    fakeApi.on(
      routes.getBookingReviews,
      reviewsView({ review: ownReview({ status: 'HIDDEN', hidden_text: 'Hidden by MoveMatch: personal data' }) }),
    );
    show('customer');
    expect(await screen.findByText('Hidden by MoveMatch: personal data')).toBeTruthy();
    expect(screen.queryByText('Careful crew, on time, and friendly all day long.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('the company rates the customer privately, then answers the published review', async () => {
    fakeApi.on(routes.getBookingReviews, reviewsView({ may_rate_customer: true }));
    fakeApi.on(
      routes.rateCustomer,
      reviewsView({
        customer_rating: {
          inventory_as_described: 5,
          access_as_described: 4,
          communication: 5,
          note: 'Ready on time.',
          submitted_at: '2026-11-22T15:00:00.000Z',
        },
        review: ownReview(),
        may_answer: true,
      }),
    );
    fakeApi.on(routes.answerReview, {
      id: 'Q1',
      moving_company_id: 'C1',
      reviewer_name: 'Jordan R.',
      ratings: ownReview().ratings,
      text: ownReview().text,
      photos: [],
      hidden_text: null,
      move: { month: '2026-11', from_city: 'Raleigh', from_state: 'NC', to_city: 'Durham', to_state: 'NC' },
      verified_booking: true,
      published_at: '2026-11-22T15:00:00.000Z',
      edited_at: null,
      answer: { text: 'Thank you!', answered_at: '2026-11-23T15:00:00.000Z' },
    });
    show('company');
    expect(await screen.findByText('Rate the customer (private: only MoveMatch sees it)')).toBeTruthy();
    expect(screen.getByText(/once it is published/)).toBeTruthy();
    clickStar('Inventory as described', 5);
    clickStar('Access as described', 4);
    clickStar('Communication', 5);
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Ready on time.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.rateCustomer)).toEqual([
        {
          params: { id: 'Q1' },
          body: { inventory_as_described: 5, access_as_described: 4, communication: 5, note: 'Ready on time.' },
        },
      ]),
    );
    expect(await screen.findByText('Your private rating of the customer')).toBeTruthy();
    expect(screen.getByText(ownReview().text)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Your answer/), { target: { value: '  Thank you!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish answer' }));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.answerReview)).toEqual([{ params: { id: 'Q1' }, body: { text: 'Thank you!' } }]),
    );
  });

  it('an admin reads both sides, with no form', async () => {
    fakeApi.on(
      routes.getBookingReviews,
      reviewsView({
        review: ownReview({ status: 'SUBMITTED', published_at: null, publishes_by: '2026-12-04T15:00:00.000Z' }),
        customer_rating: {
          inventory_as_described: 2,
          access_as_described: 3,
          communication: 4,
          note: '',
          submitted_at: '2026-11-22T15:00:00.000Z',
        },
      }),
    );
    show('admin');
    expect(await screen.findByText('The company’s private rating of the customer')).toBeTruthy();
    expect(screen.getByText(ownReview().text)).toBeTruthy();
    const section = within(screen.getByTestId('review-section'));
    expect(section.queryByRole('button')).toBeNull();
    expect(section.queryByRole('textbox')).toBeNull();
  });
});
