import type { RouteId } from '@schemas/routes';
import { dayFromToday } from '@test/support/fixtures/dates';
import { testLocation } from '@test/support/fixtures/locations';
import { uniqueEmail, type TestUser } from '@test/support/fixtures/users';

/*
 * The authorization matrix: every route of the table x eleven
 * callers, with the status each must get. Read by authorization-matrix.test.ts, which fails
 * when a route is missing here, when a row names no route, on any other status, and on a 2xx
 * that carries another owner's contact.
 *
 * The world (built once): customer A owns a move request (NC) with a QUOTED quote from company
 * X and a lead X saved; customer B owns another move; X (verified, NC) has two users (X and
 * its colleague X2); Y is another verified NC company; U an unverified one; `inactive` is a
 * user of X whose account_status is DISABLED. Every row's params name A's and X's objects.
 *
 * Rows run in this order and, within a row, callers in CALLERS order (the owners last), so
 * refusals run before the owner's write; reads come first, the writes that change the world
 * (a quote sent by Y, A's booking and its cancellation, setUserStatus) last.
 */

export const CALLERS = ['anonymous', 'forged', 'expired', 'inactive', 'B', 'Y', 'U', 'admin', 'X2', 'X', 'A'] as const;
export type Caller = (typeof CALLERS)[number];

/** A's inventory, saved when the world is built (the matrix's PUT repeats it). */
export const MATRIX_INVENTORY = {
  rooms: [{ kind: 'bedroom', name: 'Bedroom', lines: [{ catalogue_id: 'box-medium', quantity: 3 }] }],
};

/** An exact status, or a class where the precise refusal does not matter. */
export type Expected = number | '2xx' | '4xx';
export type Expectations = Record<Caller, Expected>;

export interface World {
  users: Record<Exclude<Caller, 'anonymous' | 'forged' | 'expired'>, TestUser>;
  companyX: string;
  moveA: string;
  /** X's QUOTED quote on A's move. */
  quoteXA: string;
  quoteXAPrice: number;
  /** A's stored special considerations (the no-change PUT repeats them). */
  moveASpecial: string;
  /** A day of the move (X's calendar is open on it). */
  moveDay: string;
  /** The conversation of A, A's move and X (A opened it: X quoted A's move). */
  conversationXA: string;
}

export interface MatrixCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface MatrixRow {
  call: (world: World, caller: Caller) => MatrixCall;
  expect: Expectations;
}

/** What every signed-in route answers the callers it cannot know or must not serve. */
/** What an NC move's customer acknowledges when booking (schemas/move-documents.ts). */
const NC_DOCUMENTS = ['NCUC_MOVING_101', 'NC_COMPLAINTS'];

const GATE = { anonymous: 401, forged: 401, expired: 401, inactive: 403 } as const;
/** A route no signed-in caller is refused (each reads or writes its own records). */
const EVERYONE = { ...GATE, B: 200, Y: 200, U: 200, admin: 200, X2: 200, X: 200, A: 200 } as const;
/** Customers only, each on their own records. */
const CUSTOMERS = { ...GATE, B: 200, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 } as const;
/** Admin routes: every other role is refused by the route's roles. */
const ADMINS = { ...GATE, B: 403, Y: 403, U: 403, admin: 200, X2: 403, X: 403, A: 403 } as const;

export const matrix: Record<RouteId, MatrixRow> = {
  // --- reads -------------------------------------------------------------------------------
  getUser: { call: () => ({}), expect: EVERYONE },
  getMyMoveRequest: { call: () => ({}), expect: CUSTOMERS },
  // X reads the company view (no address, no contact: A has not booked); admins get the owner's view by design.
  getMoveRequest: {
    call: (w) => ({ params: { id: w.moveA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 403, admin: 200, X2: 200, X: 200, A: 200 },
  },
  // Who reads the move reads its inventory (X with rooms by kind).
  getInventory: {
    call: (w) => ({ params: { id: w.moveA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 403, admin: 200, X2: 200, X: 200, A: 200 },
  },
  // A company checks its calendar for a lead the lead rule lets it see (Y: same state, so it may;
  // U: unverified, 403 like every lead route).
  checkAvailability: {
    call: (w) => ({ params: { move_request_id: w.moveA } }),
    expect: { ...GATE, B: 404, Y: 200, U: 403, admin: 200, X2: 200, X: 200, A: 200 },
  },
  getMyMatches: { call: () => ({}), expect: CUSTOMERS },
  getMyPriceGuide: { call: () => ({}), expect: CUSTOMERS },
  listMovingCompanies: { call: () => ({}), expect: EVERYONE },
  getMovingCompany: { call: (w) => ({ params: { id: w.companyX } }), expect: EVERYONE },
  listMyQuotes: { call: () => ({}), expect: CUSTOMERS },
  getQuoteNotificationCount: { call: () => ({}), expect: CUSTOMERS },
  // Each customer's own saves of X (none yet: an empty list).
  getSavedMovingCompany: { call: (w) => ({ params: { id: w.companyX } }), expect: CUSTOMERS },
  listMySavedMovingCompanies: { call: () => ({}), expect: CUSTOMERS },
  getMyMovingCompany: {
    call: () => ({}),
    expect: { ...GATE, B: 403, Y: 200, U: 200, admin: 403, X2: 200, X: 200, A: 403 },
  },
  getAvailability: {
    call: (w) => ({ params: { id: w.companyX }, query: { start_date: w.moveDay, end_date: w.moveDay } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },
  // The customer's own quote only; a company's settings and booked days are its own users' (any company, verified or not).
  getBookableDays: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  // The quote's customer and its company's users; another customer or company the same 404.
  getEstimatePdf: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 404, admin: 403, X2: 200, X: 200, A: 200 },
  },
  getCalendarSettings: {
    call: () => ({}),
    expect: { ...GATE, B: 403, Y: 200, U: 200, admin: 403, X2: 200, X: 200, A: 403 },
  },
  listBookedDays: {
    call: (w) => ({ query: { start_date: w.moveDay, end_date: w.moveDay } }),
    expect: { ...GATE, B: 403, Y: 200, U: 200, admin: 403, X2: 200, X: 200, A: 403 },
  },
  // Each company's own figures; metrics are not a lead route, so U gets its (empty) ones.
  getPerformanceMetrics: {
    call: () => ({}),
    expect: { ...GATE, B: 403, Y: 200, U: 200, admin: 403, X2: 200, X: 200, A: 403 },
  },
  listMyCompanyQuotes: {
    call: () => ({}),
    expect: { ...GATE, B: 403, Y: 200, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },
  findQuoteByMoveRequestId: {
    call: (w) => ({ params: { id: w.moveA } }),
    expect: { ...GATE, B: 403, Y: 404, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },
  // A's move is a lead of every verified NC company (X and Y alike).
  getLeadPriceGuide: {
    call: (w) => ({ params: { move_request_id: w.moveA } }),
    expect: { ...GATE, B: 403, Y: 200, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },
  listMySavedLeads: {
    call: () => ({}),
    expect: { ...GATE, B: 403, Y: 200, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },
  searchMoveRequests: {
    call: (w) => ({ body: { startDate: w.moveDay, endDate: w.moveDay } }),
    expect: { ...GATE, B: 403, Y: 200, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },
  // The demand preview: verified companies only (with or without a plan), each its own area.
  getLeadDemand: {
    call: () => ({}),
    expect: { ...GATE, B: 403, Y: 200, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },

  // Payments: X and Y are on the monthly plan. A company user only for its own company, admins
  // for any; customers never (role). X already has a plan (400), buys no tokens (400), and the
  // session ids are unknown (404): the refusals are what the matrix proves, not checkout.
  getSubscriptionDetails: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 200, X2: 200, X: 200, A: 403 },
  },
  getTokenLedger: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 200, X2: 200, X: 200, A: 403 },
  },
  createFlatRateSubscription: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 400, X2: 400, X: 400, A: 403 },
  },
  createPayPerLeadSubscription: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 400, X2: 400, X: 400, A: 403 },
  },
  createTokenRefillCheckout: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 400, X2: 400, X: 400, A: 403 },
  },
  // X's plan names a Stripe customer the local Stripe does not know: 400 (no card to update).
  createBillingPortalSession: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 400, X2: 400, X: 400, A: 403 },
  },
  // No deposit checkout exists in this world: a customer is told so (404), others may not ask.
  // Another customer's session: deposit-checkout.test.ts.
  getDepositCheckout: {
    call: () => ({ params: { sessionId: 'cs_matrix_unknown' } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 404 },
  },
  getConciergeCheckout: {
    call: () => ({ params: { sessionId: 'cs_matrix_unknown' } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 404 },
  },
  getPayoutAccount: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 200, X2: 200, X: 200, A: 403 },
  },
  // Company X has no payout account in this world: its own people and the admin are told so (409).
  // An enabled company's answer: mover-transfers.test.ts.
  getMoverPayments: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 409, X2: 409, X: 409, A: 403 },
  },
  // Each allowed call opens a new onboarding link of the one account (made on the first call).
  startPayoutOnboarding: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 200, X2: 200, X: 200, A: 403 },
  },
  completeSubscription: {
    call: (w) => ({ params: { id: w.companyX }, body: { session_id: 'cs_matrix_unknown' } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 404, X2: 404, X: 404, A: 403 },
  },
  getTokenRefillSuccess: {
    call: (w) => ({ query: { session_id: 'cs_matrix_unknown', moving_company_id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 404, X2: 404, X: 404, A: 403 },
  },
  // Public, verified by its signature only: without one every caller gets 400, tokens or not.
  stripeWebhook: {
    call: () => ({ body: { id: 'evt_matrix', type: 'invoice.paid' } }),
    expect: {
      anonymous: 400,
      forged: 400,
      expired: 400,
      inactive: 400,
      B: 400,
      Y: 400,
      U: 400,
      admin: 400,
      X2: 400,
      X: 400,
      A: 400,
    },
  },

  // --- writes that leave the world as it was -----------------------------------------------
  createUser: {
    call: (w) => ({
      body: {
        firstName: w.users.A.firstName,
        lastName: w.users.A.lastName,
        email: w.users.A.email,
        auth_id: w.users.A.sub,
      },
    }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  updateUser: {
    call: (w) => ({ params: { id: w.users.A.sub }, body: { firstName: w.users.A.firstName } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  updateMoveRequest: {
    call: (w) => ({ params: { id: w.moveA }, body: { special_considerations: w.moveASpecial } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  // A saves the inventory A already has: nothing is written, even once the move is booked.
  putInventory: {
    call: (w) => ({ params: { id: w.moveA }, body: MATRIX_INVENTORY }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  markQuotesViewed: { call: () => ({}), expect: CUSTOMERS },
  upgradeMoverToConcierge: {
    call: (w) => ({ params: { userId: w.users.A.sub } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  // The concierge desk, A now a concierge customer: B is not one (400 on the maximum price) and
  // has no recommendation (404). A's maximum of $1 puts X's quote above it, so A's approval
  // without the consent is the 400 (nothing booked), and A declines.
  getMyConcierge: { call: () => ({}), expect: CUSTOMERS },
  setConciergeMaxPrice: { call: () => ({ body: { max_price: 1 } }), expect: { ...CUSTOMERS, B: 400 } },
  listConciergeQueue: { call: () => ({}), expect: ADMINS },
  addConciergeNote: {
    call: (w) => ({ params: { customer_id: w.users.A.sub }, body: { text: 'Matrix check' } }),
    expect: { ...ADMINS, admin: 201 },
  },
  searchConciergeMatchingCompanies: {
    call: (w) => ({ params: { customer_id: w.users.A.sub }, query: { search: 'mo' } }),
    expect: ADMINS,
  },
  // X was asked already: the request is refused by the customer's own rule, nothing written.
  requestConciergeQuotes: {
    call: (w) => ({ params: { customer_id: w.users.A.sub }, body: { moving_company_ids: [w.companyX] } }),
    expect: { ...ADMINS, admin: 400 },
  },
  recommendConciergeQuote: {
    call: (w) => ({ params: { customer_id: w.users.A.sub }, body: { quote_id: w.quoteXA, reason: 'Matrix check' } }),
    expect: ADMINS,
  },
  approveConciergeRecommendation: {
    call: (w) => ({
      params: { quote_id: w.quoteXA },
      body: {
        move_day: w.moveDay,
        arrival_window: 'MORNING',
        valuation: { option: 'FULL_VALUE' },
        acknowledged_documents: NC_DOCUMENTS,
      },
    }),
    expect: { ...CUSTOMERS, B: 404, A: 400 },
  },
  declineConciergeRecommendation: {
    call: (w) => ({ params: { quote_id: w.quoteXA } }),
    expect: { ...CUSTOMERS, B: 404 },
  },
  updateMovingCompany: {
    call: (w) => ({ params: { id: w.companyX }, body: { description: 'Careful local movers.' } }),
    // An admin edits any company (spec section 7).
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 200, X2: 200, X: 200, A: 403 },
  },
  inviteCompanyUser: {
    call: (w) => ({
      params: { id: w.companyX },
      body: { firstName: 'New', lastName: 'Colleague', email: uniqueEmail('matrix-invite') },
    }),
    // Admins invite users into any company by design (the route's roles).
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 201, X2: 201, X: 201, A: 403 },
  },
  listCompanyInvites: {
    call: (w) => ({ params: { id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 200, X2: 200, X: 200, A: 403 },
  },
  withdrawCompanyInvite: {
    // No such invite: the company's users and the admin reach the lookup (404); everyone else is refused first.
    call: (w) => ({ params: { id: w.companyX, inviteId: 'no-such-invite' } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 404, X2: 404, X: 404, A: 403 },
  },
  bulkUpdateAvailability: {
    call: (w) => ({
      params: { id: w.companyX },
      body: { moving_company_id: w.companyX, changes: [{ date: w.moveDay, is_available: true }] },
    }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },
  createImageUpload: {
    call: () => ({ body: { kind: 'logo', fileName: 'logo.png', contentType: 'image/png', size: 1000 } }),
    expect: { ...GATE, B: 403, Y: 201, U: 201, admin: 201, X2: 201, X: 201, A: 403 },
  },
  uploadImage: {
    call: (w) => ({ body: { mediaId: `companies/${w.companyX}/logo-none.png`, kind: 'logo' } }),
    // No upload was announced under this id: the check refuses before it reads anything.
    expect: { ...GATE, B: 403, Y: 400, U: 400, admin: 400, X2: 400, X: 400, A: 403 },
  },
  updateCompanyQuote: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { price: w.quoteXAPrice } }),
    expect: { ...GATE, B: 403, Y: 404, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },
  saveMovingCompany: {
    call: (w) => ({ body: { moving_company_id: w.companyX } }),
    expect: { ...GATE, B: 201, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 201 },
  },
  deleteSavedMovingCompany: { call: (w) => ({ params: { id: w.companyX } }), expect: CUSTOMERS },
  requestQuote: {
    call: (w) => ({ body: { move_request_id: w.moveA, moving_company_id: w.companyX } }),
    // A already has X's quote: nothing to request.
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 400 },
  },
  requestQuotes: {
    call: (w) => ({ body: { move_request_id: w.moveA, moving_company_ids: [w.companyX] } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 400 },
  },
  // X's saved lead is the company's: X2 deletes it, then X finds none; saving puts it back (and
  // Y, verified in A's state, may save the open lead: the lead rule); the body form deletes both.
  deleteSavedLead: {
    call: (w) => ({ params: { id: w.moveA } }),
    expect: { ...GATE, B: 403, Y: 404, U: 403, admin: 403, X2: 200, X: 404, A: 403 },
  },
  saveLead: {
    call: (w) => ({ body: { move_request_id: w.moveA } }),
    expect: { ...GATE, B: 403, Y: 201, U: 403, admin: 403, X2: 201, X: 200, A: 403 },
  },
  deleteSavedLeadByBody: {
    call: (w) => ({ body: { move_request_id: w.moveA } }),
    expect: { ...GATE, B: 403, Y: 200, U: 403, admin: 403, X2: 200, X: 404, A: 403 },
  },

  // --- writes that change the world: last ----------------------------------------------------
  createMoveRequest: {
    call: () => ({
      body: {
        from_location: testLocation(),
        to_location: testLocation({ address: '9 Elm Ave', city: 'Durham', zip: '27701' }),
        start_date: dayFromToday(500),
        end_date: dayFromToday(500),
        special_considerations: '',
        is_packing_required: false,
      },
    }),
    // One move request per customer: both already have one.
    expect: { ...GATE, B: 409, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 409 },
  },
  // --- messaging: only the conversation's two sides (A; X and its colleague X2) ---------------
  // B may not open one on A's move (403 notYourMoveRequest), Y not in X's name (403); the three
  // ids of an existing conversation answer its id again (idempotent).
  createConversation: {
    call: (w) => ({ body: { mover_id: w.users.A.sub, move_request_id: w.moveA, moving_company_id: w.companyX } }),
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 403, X2: 200, X: 200, A: 200 },
  },
  // Someone else's triple answers null, as if none existed.
  findConversation: {
    call: (w) => ({ query: { mover_id: w.users.A.sub, move_request_id: w.moveA, moving_company_id: w.companyX } }),
    expect: { ...GATE, B: 200, Y: 200, U: 200, admin: 403, X2: 200, X: 200, A: 200 },
  },
  listConversations: {
    call: () => ({}),
    expect: { ...GATE, B: 200, Y: 200, U: 403, admin: 403, X2: 200, X: 200, A: 200 },
  },
  getConversation: {
    call: (w) => ({ params: { id: w.conversationXA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 403, admin: 403, X2: 200, X: 200, A: 200 },
  },
  markConversationViewed: {
    call: (w) => ({ params: { id: w.conversationXA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 404, admin: 403, X2: 200, X: 200, A: 200 },
  },
  sendMessage: {
    call: (w, caller) => ({ body: { conversation_id: w.conversationXA, content: `Matrix hello from ${caller}` } }),
    expect: { ...GATE, B: 404, Y: 404, U: 403, admin: 403, X2: 201, X: 201, A: 201 },
  },
  getUnreadCount: {
    call: () => ({}),
    expect: { ...GATE, B: 200, Y: 200, U: 200, admin: 403, X2: 200, X: 200, A: 200 },
  },
  sendCompanyQuote: {
    call: (w) => ({ body: { move_request_id: w.moveA, moving_company_id: w.companyX, price: 700 } }),
    // X's quote exists: sending again updates it (200). Y may not send in X's name.
    expect: { ...GATE, B: 403, Y: 403, U: 403, admin: 403, X2: 200, X: 200, A: 403 },
  },
  // A asked X for quoteXA: 'Not interested' is for quotes a company sent unasked (400), nothing changes.
  markQuoteNotInterested: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 400 },
  },
  // Each company saves its own settings (X keeps one crew a day, the default).
  updateCalendarSettings: {
    call: () => ({ body: { crews_per_day: 1, own_arrival_window: null } }),
    expect: { ...GATE, B: 403, Y: 200, U: 200, admin: 403, X2: 200, X: 200, A: 403 },
  },
  bookQuote: {
    call: (w) => ({
      params: { id: w.quoteXA },
      body: {
        move_day: w.moveDay,
        arrival_window: 'MORNING',
        valuation: { option: 'FULL_VALUE' },
        acknowledged_documents: NC_DOCUMENTS,
      },
    }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  // Only the booking's two sides (and support) read a booked move; others cannot tell it exists.
  getBooking: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 404, admin: 200, X2: 200, X: 200, A: 200 },
  },
  // A's move is within NC: its sides get the 409 (no bill of lading), everyone else the 404.
  getBillOfLading: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 404, admin: 409, X2: 409, X: 409, A: 409 },
  },
  // A's booking is not completed: A's claim is refused (400), no claim exists for anyone to read or answer.
  fileClaim: {
    call: (w) => ({
      params: { id: w.quoteXA },
      body: { items: [{ name: 'Lamp', amount: 80 }], description: 'The lamp arrived broken.' },
    }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 400 },
  },
  getClaim: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 404, admin: 404, X2: 404, X: 404, A: 404 },
  },
  acknowledgeClaim: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 404, X: 404, A: 403 },
  },
  decideClaim: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { decision: 'PAY', amount: 80 } }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 404, X: 404, A: 403 },
  },
  // The booking's company proposes (X2 first; X then finds it pending), its customer answers.
  proposeBookingChange: {
    call: (w, caller) => ({
      params: { id: w.quoteXA },
      body: { arrival_window: 'AFTERNOON', reason: `Matrix change from ${caller}` },
    }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 200, X: 409, A: 403 },
  },
  declineBookingChange: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  acceptBookingChange: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    // Declined just before: nothing waits.
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 409 },
  },
  // A's move day is ahead: A is let through to the day check (400, nothing written); another
  // customer cannot tell the booking exists. A report and its confirmation: no-show.test.ts.
  reportNoShow: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { details: 'Nobody came and nobody answered the phone.' } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 400 },
  },
  // A's booking is paid directly: there is no card to change (409); another customer cannot tell it exists.
  startCardUpdate: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 409 },
  },
  // Nothing reported on A's booking: the admin is told so (400).
  confirmNoShow: { call: (w) => ({ params: { id: w.quoteXA } }), expect: { ...ADMINS, admin: 400 } },
  // Only the booking's company confirms the arrival window (twice: idempotent); other companies cannot tell it exists.
  confirmArrival: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 200, X: 200, A: 403 },
  },
  // The move-day record: the booking's sides (and support) read it; only its company writes it,
  // from the move day on (X's day is ahead: 409, nothing written).
  getMoveDayRecord: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 404, admin: 200, X2: 200, X: 200, A: 200 },
  },
  saveMoveDayStage: {
    call: (w) => ({ params: { id: w.quoteXA, stage: 'LOADING' }, body: { items: [], exceptions: '' } }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 409, X: 409, A: 403 },
  },
  signMoveDayStage: {
    call: (w) => ({ params: { id: w.quoteXA, stage: 'LOADING' }, body: { signed_name: 'Matrix Customer' } }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 409, X: 409, A: 403 },
  },
  listAdminBookings: {
    call: () => ({ query: { view: 'unconfirmed' } }),
    expect: ADMINS,
  },
  // After the move: only the booking's company completes (X's move day is ahead: 400, nothing
  // written); only its customer answers (nothing completed yet: 400); other companies cannot
  // tell the booking exists.
  completeBooking: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { final_price: w.quoteXAPrice } }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 400, X: 400, A: 403 },
  },
  confirmCompletion: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 400 },
  },
  disputeBooking: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { reason: 'The crew broke a lamp and charged extra hours.' } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 400 },
  },
  // Only the booking's company states its side; A's booking is not disputed: 400, nothing written.
  stateDisputeSide: {
    call: (w) => ({
      params: { id: w.quoteXA },
      body: { statement: 'The crew worked the hours the estimate allowed for.' },
    }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 400, X: 400, A: 403 },
  },
  // Admins only; A's booking is not disputed: 400, nothing written.
  resolveBookingDispute: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { outcome: 'company_price', note: 'Matrix check' } }),
    expect: { ...ADMINS, admin: 400 },
  },
  listBookingQueue: { call: () => ({ query: { view: 'disputed' } }), expect: ADMINS },
  // A's booking with X exists by now: only an admin reads its evidence bundle.
  getEvidenceBundle: { call: (w) => ({ params: { id: w.quoteXA } }), expect: ADMINS },
  // A's booking with X has no chargeback: an admin is told so, and nothing goes to Stripe.
  submitChargebackEvidence: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { note: 'Matrix check' } }),
    expect: { ...ADMINS, admin: 404 },
  },
  // The ledger of A's booking with X (paid directly: no movements) and the books' totals: admins only.
  getBookingLedger: { call: (w) => ({ params: { id: w.quoteXA } }), expect: ADMINS },
  getAdminMoney: { call: () => ({}), expect: ADMINS },
  // --- reviews: A's booking with X is not completed, so nobody may review it yet -------------
  getBookingReviews: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 404, U: 404, admin: 200, X2: 200, X: 200, A: 200 },
  },
  createReview: {
    call: (w) => ({
      params: { id: w.quoteXA },
      body: {
        ratings: { overall: 5, on_time: 5, care: 5, communication: 5, price_as_quoted: 5 },
        text: 'Matrix review of a move that is not completed yet.',
      },
    }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 400 },
  },
  editReview: {
    call: (w) => ({
      params: { id: w.quoteXA },
      body: {
        ratings: { overall: 4, on_time: 4, care: 4, communication: 4, price_as_quoted: 4 },
        text: 'Matrix edit of a review that does not exist.',
      },
    }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 404 },
  },
  rateCustomer: {
    call: (w) => ({
      params: { id: w.quoteXA },
      body: { inventory_as_described: 5, access_as_described: 5, communication: 5 },
    }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 400, X: 400, A: 403 },
  },
  answerReview: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { text: 'Matrix answer' } }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 404, X: 404, A: 403 },
  },
  listCompanyReviews: { call: (w) => ({ params: { id: w.companyX } }), expect: EVERYONE },
  // Public: a token, valid or not, changes nothing.
  getMarketplaceReviews: {
    call: () => ({}),
    expect: {
      anonymous: 200,
      forged: 200,
      expired: 200,
      inactive: 200,
      B: 200,
      Y: 200,
      U: 200,
      admin: 200,
      X2: 200,
      X: 200,
      A: 200,
    },
  },
  // No published review of A's booking exists: every signed-in caller gets the same 404.
  reportReview: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { reason: 'OTHER' } }),
    expect: { ...GATE, B: 404, Y: 404, U: 404, admin: 404, X2: 404, X: 404, A: 404 },
  },
  listReviewReports: { call: () => ({}), expect: ADMINS },
  hideReview: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { reason: 'PERSONAL_DATA' } }),
    expect: { ...ADMINS, admin: 404 },
  },
  dismissReviewReports: { call: (w) => ({ params: { id: w.quoteXA } }), expect: { ...ADMINS, admin: 404 } },
  cancelBooking: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  // After A's cancellation: the booking's company is let through to the stage check (400, not
  // upcoming), another company cannot tell it exists; a live cancellation: company-cancellation.test.ts.
  cancelBookingByCompany: {
    call: (w) => ({ params: { id: w.quoteXA }, body: { reason: 'Our truck is out of service that week.' } }),
    expect: { ...GATE, B: 403, Y: 404, U: 404, admin: 403, X2: 400, X: 400, A: 403 },
  },
  requestQuoteAgain: {
    call: (w) => ({ params: { id: w.quoteXA } }),
    expect: { ...GATE, B: 404, Y: 403, U: 403, admin: 403, X2: 403, X: 403, A: 200 },
  },
  setUserStatus: { call: () => ({ body: { status: 'inactive' } }), expect: EVERYONE },

  // --- admin: ADMIN only (X stays verified: the record meets the bar) -------------------------
  getAdminMovingCompany: { call: (w) => ({ params: { id: w.companyX } }), expect: ADMINS },
  listAdminUsers: { call: () => ({ query: { page: '1', limit: '10' } }), expect: ADMINS },
  getMarketplaceStats: { call: () => ({}), expect: ADMINS },
  listNeedsAttention: { call: () => ({}), expect: ADMINS },
  listCompaniesAwaitingVetting: { call: () => ({}), expect: ADMINS },
  searchAdminMoveRequests: { call: () => ({ query: { search: 'raleigh' } }), expect: ADMINS },
  createMovingCompany: {
    call: () => ({ body: { name: 'Matrix Movers', email: uniqueEmail('matrix-company') } }),
    expect: { ...ADMINS, admin: 201 },
  },
  putCompanyVetting: {
    call: (w) => ({
      params: { id: w.companyX },
      body: {
        hours_spent: 6,
        rating: 5,
        vetted_on: dayFromToday(-1),
        // The test company's own DOT number and licences (test/support/fixtures/companies.ts), so
        // it stays a match for every Carolina move once verified again.
        usdot_number: '1234567',
        mc_number: '123456',
        authority_status: 'ACTIVE',
        ncuc_certificate: 'C-1234',
        sc_class_e_certificate: '5678',
        cargo_insurance_amount: 100_000,
        liability_insurance_amount: 1_000_000,
        cargo_insurance_expires_on: dayFromToday(300),
        liability_insurance_expires_on: dayFromToday(300),
      },
    }),
    expect: ADMINS,
  },
  setCompanyVerification: {
    call: (w) => ({ params: { id: w.companyX }, body: { is_verified: true } }),
    expect: ADMINS,
  },
  inviteUserAsAdmin: {
    call: (w) => ({
      body: {
        email: uniqueEmail('matrix-admin-invite'),
        firstName: 'New',
        lastName: 'Staff',
        role: 'MOVING_COMPANY',
        movingCompanyId: w.companyX,
      },
    }),
    expect: { ...ADMINS, admin: 201 },
  },
  // Reactivating an active user changes nothing.
  setAdminUserStatus: {
    call: (w) => ({ params: { id: w.users.B.sub }, body: { account_status: 'ACTIVE' } }),
    expect: ADMINS,
  },
  // Last of all: it takes A's move away from every company.
  // Invalid-lead reports, before the move is marked invalid: a verified company that may see A's
  // move reports it once (X2 first, so X's second report of the same company is the 409).
  reportLead: {
    call: (w) => ({ params: { move_request_id: w.moveA }, body: { reason: 'UNREACHABLE' } }),
    expect: { ...GATE, B: 403, Y: 201, U: 403, admin: 403, X2: 201, X: 409, A: 403 },
  },
  listOpenLeadReports: { call: () => ({}), expect: ADMINS },
  dismissLeadReport: {
    call: (w) => ({ params: { move_request_id: w.moveA, company_id: w.companyX } }),
    expect: ADMINS,
  },
  markMoveRequestInvalid: {
    call: (w) => ({ params: { id: w.moveA }, body: { reason: 'Matrix check' } }),
    expect: ADMINS,
  },
  // The very last: each customer withdraws its own move request.
  withdrawMyMoveRequest: { call: () => ({}), expect: CUSTOMERS },
};

/** The rows from A's booking of X's quote on: X may then hold A's contact, and A X's. */
export const ROWS_FROM_BOOKING: ReadonlySet<RouteId> = new Set([
  'bookQuote',
  'getBooking',
  'proposeBookingChange',
  'declineBookingChange',
  'acceptBookingChange',
  'confirmArrival',
  'getMoveDayRecord',
  'saveMoveDayStage',
  'signMoveDayStage',
  'completeBooking',
  'confirmCompletion',
  'disputeBooking',
  'stateDisputeSide',
  'resolveBookingDispute',
  'submitChargebackEvidence',
  'listBookingQueue',
  'getBookingReviews',
  'createReview',
  'editReview',
  'rateCustomer',
  'answerReview',
  'reportReview',
  'cancelBooking',
  'requestQuoteAgain',
  'setUserStatus',
]);

/** Rows where an admin gets the owner's view of A's move (by design: support reads it). */
export const ADMIN_OWNER_VIEW: ReadonlySet<RouteId> = new Set([
  'getMoveRequest',
  'getBooking',
  'getMoveDayRecord',
  // The evidence for a chargeback is the booking as support reads it.
  'getEvidenceBundle',
]);

/** Rows where an admin gets the company's own view of X, e-mail and phone included (the admin company form, by design). */
export const ADMIN_COMPANY_VIEW: ReadonlySet<RouteId> = new Set([
  'getBooking',
  'getEvidenceBundle',
  'updateMovingCompany',
  'getAdminMovingCompany',
  'putCompanyVetting',
  'setCompanyVerification',
]);

/** Rows where an admin gets every user's name and e-mail, A's included (the admin's user table, by design). */
export const ADMIN_USER_DIRECTORY: ReadonlySet<RouteId> = new Set([
  'listAdminUsers',
  // Concierge staff work for the customer: the queue names them with their e-mail.
  'listConciergeQueue',
  'recommendConciergeQuote',
]);

/**
 * The lead routes on a move kept to the companies its customer chose ('Only the companies I
 * choose'): customer C asked X only. X (asked) reads it as a lead; Y (a verified company of the
 * same state, not asked) gets what an unknown move gets for reads (404) and the choice's 403 for
 * the uses. Y's refused writes change nothing, so X's reads follow them.
 */
export interface ChosenMoveWorld {
  moveC: string;
  customerC: string;
  companyX: string;
  companyY: string;
}

export interface ChosenMoveRow {
  route: RouteId;
  call: (w: ChosenMoveWorld, company: 'X' | 'Y') => MatrixCall;
  expect: { X?: Expected; Y: Expected };
}

const companyIdOf = (w: ChosenMoveWorld, company: 'X' | 'Y') => (company === 'X' ? w.companyX : w.companyY);

export const chosenMoveRows: ChosenMoveRow[] = [
  { route: 'getMoveRequest', call: (w) => ({ params: { id: w.moveC } }), expect: { X: 200, Y: 404 } },
  {
    route: 'checkAvailability',
    call: (w) => ({ params: { move_request_id: w.moveC } }),
    expect: { X: 200, Y: 403 },
  },
  { route: 'getLeadPriceGuide', call: (w) => ({ params: { move_request_id: w.moveC } }), expect: { X: 200, Y: 404 } },
  { route: 'findQuoteByMoveRequestId', call: (w) => ({ params: { id: w.moveC } }), expect: { X: 200, Y: 404 } },
  { route: 'saveLead', call: (w) => ({ body: { move_request_id: w.moveC } }), expect: { Y: 403 } },
  {
    route: 'sendCompanyQuote',
    call: (w, company) => ({
      body: { move_request_id: w.moveC, moving_company_id: companyIdOf(w, company), price: 800 },
    }),
    expect: { Y: 403 },
  },
  {
    route: 'createConversation',
    call: (w, company) => ({
      body: { mover_id: w.customerC, move_request_id: w.moveC, moving_company_id: companyIdOf(w, company) },
    }),
    expect: { Y: 403 },
  },
];
