/*
 * Every query key of the web app, one entry per resource. A page's query and the mutations
 * that refresh or patch it read the same entry, so they cannot drift apart. No imports: the
 * shell's first load uses it without pulling in the API schemas.
 */
export const queryKeys = {
  runtimeConfig: ['runtime-config'],
  session: ['auth', 'session'],
  /** The signed-in user's profile; the loading bar watches every query under this root. */
  user: ['user'],
  movingCompany: (id: string) => ['moving-company', id],
  myMovingCompany: ['my-moving-company'],
  /** GET /moving-company/{id}/invites: the company's waiting colleague invites. */
  companyInvites: (companyId: string) => ['company-invites', companyId],
  savedMovingCompany: (companyId: string) => ['saved-moving-company', companyId],
  savedMovingCompanies: ['saved-moving-companies'],
  myMoveRequest: ['move-request', 'mine'],
  /** GET /move-request/{id}/inventory: the move's current inventory version. */
  inventory: (moveRequestId: string) => ['move-request', 'inventory', moveRequestId],
  /** GET /concierge: the customer's maximum price, concierge timeline and recommendation. */
  myConcierge: ['concierge', 'mine'],
  /** GET /admin/concierge: the staff's concierge queue. */
  adminConcierge: ['admin', 'concierge'],
  /** GET /admin/concierge/{id}/matching-companies: under the queue's key, so a case change refreshes it. */
  adminConciergeCompanySearch: (customerId: string, text: string) => [
    'admin',
    'concierge',
    'companies',
    customerId,
    text,
  ],
  /** GET /move-request/{id} (a company's view of a lead, e.g. from a conversation). */
  moveRequest: (id: string) => ['move-request', 'by-id', id],
  myMatches: ['matches', 'mine'],
  myQuotes: ['quotes', 'mine'],
  /** The free days and windows of one quote's move (the booking dialog). */
  bookableDays: (quoteId: string) => ['quotes', 'bookable-days', quoteId],
  quoteNotificationCount: ['quote-notification-count'],
  /** The lead manager list (GET /my-company-quotes); refreshed after every quote change. */
  companyLeads: ['my-company-quotes'],
  companyQuote: (moveRequestId: string) => ['company-quote', moveRequestId],
  /** GET /my-saved-leads (Manage leads). */
  mySavedLeads: ['my-saved-leads'],
  /** Every cached lead search; `leadSearch(filters)` is one of them. */
  leadSearches: ['lead-search'],
  leadSearch: (filters: object) => ['lead-search', filters],
  /** Every cached calendar page of one company; `availabilityPage` is one of them. */
  availability: (companyId: string) => ['availability', companyId],
  availabilityPage: (companyId: string, start: string, end: string) => ['availability', companyId, start, end],
  /** The company's crews per day and own arrival window. */
  calendarSettings: ['calendar-settings'],
  /** Every cached page of the company's booked days; `bookedDaysPage` is one of them. */
  bookedDays: ['booked-days'],
  bookedDaysPage: (start: string, end: string) => ['booked-days', start, end],
  /** GET /moving-company/{id}/subscription-details and /token-ledger; refreshed after a payment. */
  subscriptionDetails: (companyId: string) => ['subscription-details', companyId],
  /** GET /moving-company/{id}/payout-account: protected payment's payout account. */
  payoutAccount: (companyId: string) => ['payout-account', companyId],
  moverPayments: (companyId: string) => ['mover-payments', companyId],
  depositCheckout: (sessionId: string) => ['deposit-checkout', sessionId],
  conciergeCheckout: (sessionId: string) => ['concierge-checkout', sessionId],
  tokenLedger: (companyId: string) => ['token-ledger', companyId],
  /** GET /lead-demand: the open leads in the caller's service area (the plan choice's preview). */
  leadDemand: ['lead-demand'],
  /** GET /moving-company-tokens/refill-success of one checkout session. */
  tokenRefill: (sessionId: string, companyId: string) => ['token-refill', sessionId, companyId],
  /** GET /conversations (the /messages list); every conversation key starts with it. */
  conversations: ['conversations'],
  /** GET /conversation/{id}: one thread with its messages. */
  conversation: (id: string) => ['conversations', id],
  /** GET /unread-count: the Messages red dot (and the company's Manage leads dot). */
  unreadCount: ['unread-count'],
  performanceMetrics: (filter: string) => ['performance-metrics', filter],
  /** GET /moving-company-list (every company, for an admin's selector). */
  movingCompanyList: ['moving-company-list'],
  /** GET /admin/moving-company/{id}: the admin form's company with its vetting record. */
  adminMovingCompany: (id: string) => ['admin', 'moving-company', id],
  /** Every cached page of the admin user list; `adminUsers(page, search)` is one of them. */
  adminUserPages: ['admin', 'users'],
  adminUsers: (page: number, search: string) => ['admin', 'users', page, search],
  marketplaceStats: ['admin', 'marketplace-stats'],
  /** GET /admin/needs-attention: companies whose insurance has expired or expires within 14 days. */
  adminNeedsAttention: ['admin', 'needs-attention'],
  /** GET /admin/companies-awaiting-vetting: companies not yet verified, newest first. */
  adminAwaitingVetting: ['admin', 'awaiting-vetting'],
  /** GET /admin/move-requests?search=: every cached search; `adminMoveRequestSearch(text)` is one. */
  adminMoveRequestSearches: ['admin', 'move-request-search'],
  adminMoveRequestSearch: (text: string) => ['admin', 'move-request-search', text],
  /** GET /booking/{id}: one booked move; every action on the booking page refreshes it. */
  booking: (quoteId: string) => ['booking', quoteId],
  /** GET /booking/{id}/review: a booked move's reviews as the viewer may see them; every review action refreshes it. */
  bookingReviews: (quoteId: string) => ['booking', quoteId, 'reviews'],
  /** GET /booking/{id}/claim: a completed move's loss or damage claim (null while none is filed). */
  bookingClaim: (quoteId: string) => ['booking', quoteId, 'claim'],
  /** GET /booking/{id}/move-day-record: the loading and delivery records; the crew's saves replace it. */
  moveDayRecord: (quoteId: string) => ['booking', quoteId, 'move-day-record'],
  /** GET /admin/bookings?view=unconfirmed: moves within 48 hours whose arrival window is not confirmed. */
  adminUnconfirmedArrivals: ['admin', 'bookings', 'unconfirmed'],
  /** GET /admin/bookings/queue?view=: the admin's disputed and awaiting-completion moves. */
  bookingQueue: (view: string) => ['admin', 'booking-queue', view],
  /** GET /moving-company/{id}/reviews in one order: every page loaded so far. */
  companyReviews: (companyId: string, sort: string) => ['company-reviews', companyId, sort],
  /** GET /reviews/summary: the marketplace's review count and average (the home page's claim). */
  marketplaceReviews: ['reviews-summary'],
  /** GET /admin/reviews/reports: the reviews with open reports. */
  reviewReports: ['admin', 'review-reports'],
  /** GET /admin/lead-reports: the open invalid-lead reports; marking a move invalid closes its reports too. */
  adminLeadReports: ['admin', 'lead-reports'],
  /** GET /my-move-request/price-guide: what moves like the customer's were quoted (market and per company). */
  myPriceGuide: ['price-guide', 'mine'],
  /** GET /price-guide/leads/{id}: what moves like this lead were quoted and completed at. */
  leadPriceGuide: (moveRequestId: string) => ['price-guide', 'lead', moveRequestId],
} as const;
