/** The company page's words from the spec (sections 5 and 8). */
export const COMPANY_MESSAGES = {
  saveFailed: 'Failed to update saved moving company',
  saveOnlyForCustomers: 'Only customers can save moving companies',
  notFound: 'Moving company not found',
  notAvailable: 'Not available',
} as const;

/** The Reviews section and its report dialog. */
export const REVIEW_SECTION_MESSAGES = {
  title: 'Reviews',
  empty: 'No reviews yet',
  emptyDetail: 'Only customers whose booked move with this company was completed can review it.',
  loading: 'Loading reviews',
  loadFailed: "We couldn't load the reviews",
  more: 'Load more reviews',
  sortLabel: 'Sort reviews',
  sorts: { newest: 'Newest', highest: 'Highest rated', lowest: 'Lowest rated' },
  notRatedYet: 'Not rated yet',
  edited: 'edited',
  report: 'Report',
  reportTitle: 'Report this review',
  reportIntro:
    'MoveMatch hides a review only for one of the reasons below, never because it is negative. We read every report.',
  reportReason: 'Why are you reporting this review?',
  reportNote: 'Anything MoveMatch should know (optional)',
  reportSend: 'Send report',
  reportCancel: 'Cancel',
  reportSent: 'Thank you. MoveMatch will look at this review.',
  reportFailed: 'Failed to report the review',
} as const;
