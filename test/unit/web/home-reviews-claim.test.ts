import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { REVIEW_BLIND_DAYS } from '@schemas/reviews';
import { marketplaceReviewClaim } from '@web/features/home/marketplace-reviews';

describe("the home page's rating claim", () => {
  it("states the marketplace's own average and count once there are enough reviews", () => {
    expect(marketplaceReviewClaim({ count: 120, average: 4.7, enough: true })).toEqual({
      figure: '4.7★',
      text: 'average from 120 verified reviews',
    });
  });

  it('says something true without figures before that, and while the figures load', () => {
    const fallback = { figure: 'Verified reviews', text: 'Every review comes from a completed, booked move.' };
    expect(marketplaceReviewClaim({ count: 3, average: 4.9, enough: false })).toEqual(fallback);
    expect(marketplaceReviewClaim(undefined)).toEqual(fallback);
  });
});

describe('the vetting process modal', () => {
  it('names the blind period the reviews schema keeps (written out there to keep zod out of the first load)', () => {
    const source = readFileSync(new URL('../../../web/src/components/vetting-process.tsx', import.meta.url), 'utf8');
    expect(source.replace(/\s+/g, ' ')).toContain(`until both are in or ${REVIEW_BLIND_DAYS} days`);
  });
});
