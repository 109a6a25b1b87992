/** The analytics words from the spec (sections 2 and 8). */
export const ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to load performance metrics. Please try again.',
  promo: 'Companies that are available at least five days per week get more leads.',
} as const;
