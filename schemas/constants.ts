/** Business constants, limits and timings of spec section 9. Amounts are in US cents. */

export const PRICES = {
  flatRateMonthlyCents: 599_00,
  payPerLeadBundleCents: 500_00,
  payPerLeadBundleTokens: 20,
  conciergeCents: 99_00,
} as const;

/**
 * A monthly plan replaced by another plan within this many hours of its start (still in its
 * first billing period) was bought twice by mistake (two tabs, two colleagues): its first
 * payment is refunded, so the company pays for one plan. Replaced later, the company had the
 * plan for a while and nothing is refunded.
 */
export const DUPLICATE_PLAN_REFUND_WINDOW_HOURS = 24;

export const LIMITS = {
  /** Move requests a customer may post per UTC day (a withdraw and re-post loop stops here). */
  moveRequestsPerDay: 3,
  /** Colleague invites a company may send per UTC day, and may have waiting at once. */
  invitesPerDay: 20,
  invitesPending: 10,
  /** Days an invite stays open; unaccepted after that it lapses and frees the address. */
  inviteLapseDays: 7,
  /** Companies per quote-request selection (the server enforces it). */
  maxQuoteRequestsPerSelection: 5,
  passwordMinLength: 6,
  signUpPasswordMinLength: 8,
  /** USDOT numbers are issued in sequence: 1 to 9 digits, kept as entered (real ones have up to 8 today). */
  dotNumberMaxDigits: 9,
  yearFoundedDigits: 4,
  invitePasswordLength: 12,
  adminUserPageSize: 10,
  /** Matched companies per page of GET /my-move-request/matches (the /matches grid shows them as they come). */
  matchesPageSize: 24,
  /** Conversations per page of GET /conversations (the list loads the next page as it is scrolled). */
  conversationsPageSize: 20,
  /** Companies per page of GET /moving-company-list unless ?limit= asks fewer or more (at most companyListMaxPageSize). */
  companyListPageSize: 50,
  companyListMaxPageSize: 100,
  /** Entries per page of GET /moving-company/{id}/token-ledger. */
  tokenLedgerPageSize: 20,
  /** Rows per page of GET /my-company-quotes (the lead manager loads the next page as it is scrolled). */
  leadManagerPageSize: 20,
  /** Saved leads per page of GET /my-saved-leads. */
  savedLeadsPageSize: 20,
  /** The vetting bar for is_verified (spec section 1's claims; docs/admin.md). */
  vettingMinHours: 5,
  vettingMinRating: 4,
  unitLevelCountMin: 1,
  unitLevelStartMin: 0,
  /** Tokens at or below which the refill button shows. */
  tokenRefillThreshold: 1,
  logoMinPixels: 400,
  heroMinPixels: 2000,
  imageMaxBytes: 10 * 1024 * 1024,
  /** Pixels a side at most: bounds the memory a check (and a browser) spends on one image. */
  imageMaxSidePixels: 8000,
  imageContentTypes: ['image/jpeg', 'image/png'] as const,
  descriptionWordsHint: { min: 50, max: 100 },
  billboardBulletsHint: { min: 3, max: 5 },
  imageZoom: { min: 0.5, max: 1.5, step: 0.1 },
  imageRotationStepDegrees: 90,
  /** Days of availability seeded and shown ahead. */
  availabilityHorizonDays: 90,
} as const;

export const CALENDAR = {
  cells: 42,
  availabilityWeekStartsOn: 1, // Monday
  dateRangeWeekStartsOn: 0, // Sunday
} as const;

/** Timings in milliseconds. */
export const TIMINGS = {
  queryStaleMs: 60_000,
  queryRetries: 3,
  queryRetryBaseMs: 1_000,
  queryRetryMaxMs: 30_000,
  unreadPollMs: 60_000,
  messagingPollMs: 30_000,
  paywallRefreshAttempts: 3,
  paywallRefreshEveryMs: 3_000,
  paywallRefreshWaitMs: 1_000,
  toastMs: 3_000,
  loginErrorMs: 5_000,
  messagesHideMs: 5_000,
  validationErrorClearMs: 3_000,
  imageUploadNoticeMs: 5_000,
  signUpSuccessModalDelayMs: 500,
  errorRedirectMs: 3_000,
  paymentRedirectMs: 3_000,
  /** Back from a deposit or concierge checkout: ask what became of it this often while it is pending. */
  conciergeReturnPollMs: 2_000,
  subscriptionSuccessRedirectMs: 100,
  loadingOverlayDebounceMs: 100,
} as const;

export const LAYOUT = {
  mobileBreakpointPx: 768,
  modalMaxHeightRatio: 0.7,
  modalMinHeightPx: 300,
} as const;

export const VETTING = { minHoursPerCompany: 5, minRatingStars: 4 } as const;

export const TERMS_EFFECTIVE_DATE = '2025-09-01';
export const SUPPORT_EMAIL = 'support@movematch.example';

/** Formats whole-dollar cents as '$599' or '$599.50'. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
