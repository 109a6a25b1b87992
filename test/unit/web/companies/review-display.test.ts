import { describe, expect, it } from 'vitest';
import { distributionRows, formatMoveMonth, reviewMoveLine } from '@web/features/companies/model/review-display';
import { companyTrustFacts } from '@web/lib/company-trust-facts';
import { publicCompany } from '../support/fixtures';
import { NO_REVIEWS, publicReview, SOME_REVIEWS } from '../support/review-fixtures';

describe('review display', () => {
  it("names the move's month and route, and that it was a verified booking", () => {
    expect(formatMoveMonth('2027-01')).toBe('Jan 2027');
    expect(reviewMoveLine(publicReview())).toBe('Dec 2026 · Raleigh, NC → Charleston, SC · Verified booking');
  });

  it('writes every star row out in words, 5 down to 1, with shares of all reviews', () => {
    expect(distributionRows(SOME_REVIEWS).map((row) => row.text)).toEqual([
      '5 stars: 7 reviews (54%)',
      '4 stars: 3 reviews (23%)',
      '3 stars: 1 review (8%)',
      '2 stars: 1 review (8%)',
      '1 star: 1 review (8%)',
    ]);
    expect(distributionRows(NO_REVIEWS).every((row) => row.percent === 0)).toBe(true);
  });
});

describe('the review summary among the trust facts (cards, details, company page)', () => {
  it("comes first: '4.1★ (13 reviews)', or 'No reviews yet'", () => {
    expect(companyTrustFacts(publicCompany({ reviews: SOME_REVIEWS }))[0]).toEqual({
      kind: 'reviews',
      text: '4.1★ (13 reviews)',
    });
    expect(companyTrustFacts(publicCompany({ reviews: NO_REVIEWS }))[0]).toEqual({
      kind: 'reviews',
      text: 'No reviews yet',
    });
  });
});
