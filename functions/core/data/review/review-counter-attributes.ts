/**
 * The counters of published reviews (ReviewCounters in schemas/reviews.ts): kept on each company
 * item and on the marketplace's totals, with the same names so one set of ADDs moves both.
 */
export const REVIEW_COUNTER_ATTRIBUTES = {
  review_count: { type: 'number' },
  review_overall_sum: { type: 'number' },
  review_on_time_sum: { type: 'number' },
  review_care_sum: { type: 'number' },
  review_communication_sum: { type: 'number' },
  review_price_as_quoted_sum: { type: 'number' },
  review_stars_1: { type: 'number' },
  review_stars_2: { type: 'number' },
  review_stars_3: { type: 'number' },
  review_stars_4: { type: 'number' },
  review_stars_5: { type: 'number' },
} as const;
