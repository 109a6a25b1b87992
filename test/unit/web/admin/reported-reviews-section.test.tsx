// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { PublicReview } from '@schemas/reviews';
import { ReportedReviewsSection } from '@web/features/admin/components/reported-reviews-section';
import type { ReportRow } from '@web/features/admin/model/reported-reviews';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';
import { publicReview } from '../support/review-fixtures';

useFakeApi();
afterEach(cleanup);

const review = (overrides: Partial<PublicReview> = {}): PublicReview =>
  publicReview({
    id: 'q-1',
    moving_company_id: 'c-1',
    ratings: { overall: 2, on_time: 1, care: 3, communication: 2, price_as_quoted: 4 },
    text: 'The crew was three hours late and scratched the dresser.',
    ...overrides,
  });

const row = (overrides: Partial<ReportRow> = {}): ReportRow => ({
  review: review(),
  company_name: 'Tar Heel Moving Co.',
  open_reports: 2,
  reports: [
    { reason: 'PERSONAL_DATA', note: 'It names the driver’s street.', reported_at: '2026-12-21T10:00:00.000Z' },
    { reason: 'OTHER', note: '', reported_at: '2026-12-22T10:00:00.000Z' },
  ],
  first_reported_at: '2026-12-21T10:00:00.000Z',
  ...overrides,
});

const renderSection = () => renderRoute('/admin-dashboard', <ReportedReviewsSection />);

describe('the reported reviews queue', () => {
  it('shows each review with its ratings, text, company and move, and its reports with their reasons and notes', async () => {
    fakeApi.on(routes.listReviewReports, { rows: [row()] });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Tar Heel Moving Co.: review by Sam R.' });
    expect(within(card).getByText('Dec 2026 · Raleigh, NC → Charleston, SC · Verified booking')).toBeTruthy();
    expect(within(card).getByText('2 of 5 stars overall')).toBeTruthy();
    expect(
      within(card).getByText('On time 1/5 · Care of belongings 3/5 · Communication 2/5 · Price as quoted 4/5'),
    ).toBeTruthy();
    expect(within(card).getByText('The crew was three hours late and scratched the dresser.')).toBeTruthy();
    expect(within(card).getByText('2 open reports')).toBeTruthy();
    const reports = within(card).getByRole('list', { name: 'Reports of the review of Tar Heel Moving Co.' });
    expect(
      within(reports)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['It shares personal data“It names the driver’s street.”', 'Something else']);
  });

  it('hides only with one of the four listed reasons, then says so above the list', async () => {
    fakeApi
      .on(routes.listReviewReports, { rows: [row()] })
      .on(routes.hideReview, ({ params }) => review({ id: params.id, ratings: null, text: null, hidden_text: 'x' }));
    renderSection();
    const form = await screen.findByRole('form', { name: 'Decide on the review of Tar Heel Moving Co. by Sam R.' });
    const hide = within(form).getByRole('button', { name: 'Hide' });
    expect(hide.hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(form).getByLabelText(/^Reason to hide/, { selector: 'input' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Personal data',
      'Hate or threats',
      'Unrelated to the move',
      'A conflict of interest',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Personal data', hidden: true }));
    await waitFor(() => expect(hide.hasAttribute('disabled')).toBe(false));
    fakeApi.on(routes.listReviewReports, { rows: [] });
    fireEvent.click(hide);

    expect((await screen.findByRole('status')).textContent).toBe(
      'The review of Tar Heel Moving Co. is hidden; the reviewer is told by e-mail.',
    );
    expect(fakeApi.callsTo(routes.hideReview)).toEqual([
      expect.objectContaining({ params: { id: 'q-1' }, body: { reason: 'PERSONAL_DATA' } }),
    ]);
    expect(await screen.findByTestId('reported-reviews-empty')).toBeTruthy();
  });

  it('keeps a review (its reports close) and shows the server’s reason when a decision fails', async () => {
    fakeApi
      .on(routes.listReviewReports, { rows: [row()] })
      .on(routes.dismissReviewReports, new ApiError(404, 'This review has no open reports.'));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep review' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This review has no open reports.');

    fakeApi.on(routes.dismissReviewReports, ({ params }) => review({ id: params.id }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep review' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The review of Tar Heel Moving Co. is kept and its reports are closed.',
    );
    expect(fakeApi.callsTo(routes.dismissReviewReports)).toHaveLength(2);
  });

  it('offers only Keep review for a review already hidden, shown by its reason', async () => {
    const hidden = review({ ratings: null, text: null, hidden_text: 'Hidden by MoveMatch: personal data' });
    fakeApi.on(routes.listReviewReports, { rows: [row({ review: hidden, open_reports: 1 })] });
    renderSection();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Hidden by MoveMatch: personal data')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Keep review' })).toBeTruthy();
  });

  it('says so when nothing is reported, and when the queue cannot be loaded', async () => {
    fakeApi.on(routes.listReviewReports, { rows: [] });
    renderSection();
    expect((await screen.findByTestId('reported-reviews-empty')).textContent).toBe(
      'No review is waiting for a decision.',
    );
    cleanup();
    fakeApi.on(routes.listReviewReports, new ApiError(500, 'An error occurred'));
    renderSection();
    expect(await screen.findByText('Failed to load the reported reviews')).toBeTruthy();
  });
});
