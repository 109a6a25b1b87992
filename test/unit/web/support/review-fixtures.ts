import type { CompanyReviewsPage, PublicReview, ReviewSummary } from '@schemas/reviews';

/* Reviews as GET /moving-company/{id}/reviews sends them (the fake API checks them against the contract). */

export const NO_REVIEWS: ReviewSummary = {
  count: 0,
  average: null,
  distribution: [0, 0, 0, 0, 0],
  aspects: { on_time: null, care: null, communication: null, price_as_quoted: null },
};

/** 13 reviews: 4.1 on average. */
export const SOME_REVIEWS: ReviewSummary = {
  count: 13,
  average: 4.1,
  distribution: [1, 1, 1, 3, 7],
  aspects: { on_time: 4.5, care: 4.2, communication: 3.9, price_as_quoted: 4 },
};

export function publicReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 'review-1',
    moving_company_id: '01JDSEEDC00000000000000001',
    reviewer_name: 'Sam R.',
    ratings: { overall: 5, on_time: 5, care: 4, communication: 5, price_as_quoted: 5 },
    text: 'Careful crew, on time, and the price was what they quoted.',
    photos: [],
    hidden_text: null,
    move: { month: '2026-12', from_city: 'Raleigh', from_state: 'NC', to_city: 'Charleston', to_state: 'SC' },
    verified_booking: true,
    published_at: '2026-12-20T15:00:00.000Z',
    edited_at: null,
    answer: null,
    mine: false,
    ...overrides,
  };
}

export function reviewsPage(overrides: Partial<CompanyReviewsPage> = {}): CompanyReviewsPage {
  return { summary: SOME_REVIEWS, reviews: [publicReview()], nextCursor: null, ...overrides };
}
