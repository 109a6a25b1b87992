// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_REASON_LABELS, REVIEW_MESSAGES } from '@schemas/reviews';
import { routes } from '@schemas/routes';
import { CompanyPage } from '@web/features/companies/pages/company-page';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser, publicCompany } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { NO_REVIEWS, publicReview, reviewsPage, SOME_REVIEWS } from '../support/review-fixtures';
import { recordToasts, stubSignedIn } from '../support/stubs';

useFakeApi();
stubSignedIn();
const showToast = recordToasts();

const COMPANY_ID = '01JDSEEDC00000000000000001';

function server(reviews = reviewsPage()) {
  fakeApi
    .on(routes.getMovingCompany, publicCompany({ reviews: reviews.summary }))
    .on(routes.getSavedMovingCompany, [])
    .on(routes.listCompanyReviews, reviews);
}

const renderPage = () =>
  renderRoute(`/moving-company/${COMPANY_ID}`, <CompanyPage />, { path: '/moving-company/:id', user: profileUser() });

const section = async () => screen.findByRole('region', { name: 'Reviews' });

beforeEach(() => showToast.mockReset());
afterEach(cleanup);

describe('the company page: Reviews', () => {
  it('shows the average, the count, each star as words and the four ratings', async () => {
    server();
    renderPage();
    const summary = within(await section()).getByTestId('review-summary');
    expect(summary.textContent).toContain('4.1 out of 5');
    expect(summary.textContent).toContain('13 reviews');
    const stars = within(summary).getByRole('list', { name: 'Reviews by star' });
    expect(
      within(stars)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('5 stars: 7 reviews (54%)'),
      expect.stringContaining('4 stars: 3 reviews (23%)'),
      expect.stringContaining('3 stars: 1 review (8%)'),
      expect.stringContaining('2 stars: 1 review (8%)'),
      expect.stringContaining('1 star: 1 review (8%)'),
    ]);
    const details = within(summary).getByLabelText('Ratings in detail');
    expect(details.textContent).toContain('On time4.5 of 5');
    expect(details.textContent).toContain('Price as quoted4.0 of 5');
  });

  it('shows a review with its move, its rating in words, the answer beneath and a hidden one with its reason', async () => {
    server(
      reviewsPage({
        reviews: [
          publicReview({ answer: { text: 'Thank you, Sam!', answered_at: '2026-12-21T10:00:00.000Z' } }),
          publicReview({
            id: 'review-2',
            reviewer_name: 'Alex P.',
            ratings: null,
            text: null,
            hidden_text: 'Hidden by MoveMatch: personal data',
          }),
        ],
      }),
    );
    renderPage();
    await within(await section()).findAllByTestId('review');
    const [shown, hidden] = screen.getAllByTestId('review');
    expect(within(shown).getByText('Rated 5 of 5')).toBeTruthy();
    expect(within(shown).getByTestId('review-move').textContent).toBe(
      'Dec 2026 · Raleigh, NC → Charleston, SC · Verified booking',
    );
    expect(within(shown).getByTestId('review-answer').textContent).toContain('Response from Tar Heel Moving Co.');
    expect(within(shown).getByTestId('review-answer').textContent).toContain('Thank you, Sam!');
    expect(within(hidden).getByTestId('review-hidden').textContent).toBe('Hidden by MoveMatch: personal data');
    expect(within(hidden).queryByText(/Rated/)).toBeNull();
    // Already decided by MoveMatch: nothing to report.
    expect(within(hidden).queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it("offers Report on others' reviews, not on the viewer's own", async () => {
    server(
      reviewsPage({ reviews: [publicReview(), publicReview({ id: 'mine', reviewer_name: 'Jordan R.', mine: true })] }),
    );
    renderPage();
    await within(await section()).findAllByTestId('review');
    expect(screen.getByRole('button', { name: 'Report the review by Sam R.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report the review by Jordan R.' })).toBeNull();
  });

  it("says 'No reviews yet' without reviews, and offers no sort", async () => {
    server(reviewsPage({ summary: NO_REVIEWS, reviews: [] }));
    renderPage();
    expect((await within(await section()).findByTestId('reviews-empty')).textContent).toContain('No reviews yet');
    expect(screen.queryByLabelText('Sort reviews')).toBeNull();
    expect(screen.queryByTestId('review-summary')).toBeNull();
  });

  it('asks again in the chosen order, and for the next page with the cursor', async () => {
    fakeApi
      .on(routes.getMovingCompany, publicCompany({ reviews: SOME_REVIEWS }))
      .on(routes.getSavedMovingCompany, [])
      .on(routes.listCompanyReviews, ({ query }) =>
        query?.cursor
          ? reviewsPage({ reviews: [publicReview({ id: 'review-11', reviewer_name: 'Page Two' })] })
          : reviewsPage({
              reviews: [publicReview({ reviewer_name: `First of ${query?.sort}` })],
              nextCursor: 'next-1',
            }),
      );
    renderPage();
    expect(await screen.findByText('First of newest')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort reviews'), { target: { value: 'lowest' } });
    expect(await screen.findByText('First of lowest')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByText('Page Two')).toBeTruthy();
    expect(fakeApi.callsTo(routes.listCompanyReviews)).toContainEqual(
      expect.objectContaining({ params: { id: COMPANY_ID }, query: { sort: 'lowest', cursor: 'next-1' } }),
    );
  });

  it('reports a review with a reason and a note, and asks for a reason first', async () => {
    server();
    fakeApi.on(routes.reportReview, publicReview());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Report the review by Sam R.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REVIEW_MESSAGES.reportReason)).toBeTruthy();
    expect(fakeApi.callsTo(routes.reportReview)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.PERSONAL_DATA }));
    fireEvent.change(within(dialog).getByLabelText('Anything MoveMatch should know (optional)'), {
      target: { value: 'It names the foreman.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.reportReview)).toEqual([
        expect.objectContaining({
          params: { id: 'review-1' },
          body: { reason: 'PERSONAL_DATA', note: 'It names the foreman.' },
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this review' })).toBeNull());
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Thank you. MoveMatch will look at this review.' }),
    );
  });

  it("shows the server's reason when the report is refused", async () => {
    server();
    fakeApi.on(routes.reportReview, new ApiError(409, REVIEW_MESSAGES.alreadyReported));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Report the review by Sam R.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.OTHER }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to report the review', message: REVIEW_MESSAGES.alreadyReported }),
      ),
    );
  });
});
