import * as z from 'zod';
import { CLAIM_CHANGES, CLAIM_STEPS } from './claims';
import { CONCIERGE_STOP_REASONS } from './concierge';
import { DISPUTE_OUTCOMES } from './booking-completion-view';

/**
 * Domain events. Handlers publish them (EventBridge in AWS, the in-process bus locally);
 * each rule routes one detail-type to one handler file under functions/.
 */
export const EVENT_SOURCE = 'movematch.api';

export const eventDetailSchemas = {
  UserCreated: z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    role: z.string(),
  }),
  /** A company used 'Mark as Booked': its own record; the customer is asked to confirm by booking. */
  QuoteMarkedBooked: z.object({
    quoteId: z.string(),
    customerId: z.string(),
    companyName: z.string(),
  }),
  /** Tokens were added to a company's balance (a paid start or refill): pending quotes go out. */
  TokensCredited: z.object({
    companyId: z.string(),
    tokens: z.number().int(),
  }),
  /**
   * The customer withdrew or deleted their move request (published by whichever route does
   * it): tokens companies spent on it within 48 hours come back.
   */
  MoveRequestWithdrawn: z.object({
    moveRequestId: z.string(),
    customerId: z.string(),
    withdrawnAt: z.string(),
  }),
  /**
   * A quote changed status (spec section 2's quote status table): requested, quoted (sent or
   * updated), booked, cancelled, requested again, expired. Notification e-mails follow it.
   */
  QuoteStatusChanged: z.object({
    quoteId: z.string(),
    moveRequestId: z.string(),
    customerId: z.string(),
    companyId: z.string(),
    from: z.string().nullable(),
    to: z.string(),
    /** 'requested' | 'quoted' | 'updated' | 'booked' | 'cancelled' | 'cancelled_by_company' | 'requested_again' | 'expired' */
    change: z.string(),
    /** Who made the change (a user id), or 'system'. */
    actorId: z.string(),
  }),
  /** The company proposed a change of a booked move: the customer is asked to accept or decline it. */
  BookingChangeProposed: z.object({ quoteId: z.string(), proposalId: z.string() }),
  /** The customer accepted or declined the company's proposed change: the company is told. */
  BookingChangeDecided: z.object({
    quoteId: z.string(),
    proposalId: z.string(),
    decision: z.enum(['ACCEPTED', 'DECLINED']),
  }),
  /** A booked move became COMPLETED: its customer is invited to review the company, and the company to rate the customer. */
  ReviewInvited: z.object({ quoteId: z.string() }),
  /** A customer's review was published (both sides in, or the blind period over): the company is told. */
  ReviewPublished: z.object({ quoteId: z.string() }),
  /** The company answered a review publicly: the reviewer is told. */
  ReviewAnswered: z.object({ quoteId: z.string() }),
  /** Someone reported a review: the admin's queue has it. */
  ReviewReported: z.object({ quoteId: z.string(), reporterId: z.string(), reason: z.string() }),
  /** An admin hid a review for a listed reason: the reviewer is told why. */
  ReviewHidden: z.object({ quoteId: z.string(), reason: z.string() }),
  /** A message was posted: live delivery and the new-message e-mail follow it. */
  MessageSent: z.object({
    messageId: z.string(),
    conversationId: z.string(),
    senderId: z.string(),
    senderSide: z.enum(['mover', 'moving_company']),
    customerId: z.string(),
    companyId: z.string(),
  }),
  /** An admin deactivated a user: the user's open live sockets are closed. */
  UserDeactivated: z.object({
    userId: z.string(),
  }),
  /** A customer created a move request (the admin's operations view counts it). */
  MoveRequestCreated: z.object({
    moveRequestId: z.string(),
    customerId: z.string(),
  }),
  /** The customer saved a new version of their inventory: companies whose quote priced an earlier one are told. */
  InventoryChanged: z.object({
    moveRequestId: z.string(),
    customerId: z.string(),
    version: z.number().int(),
  }),
  /** The customer signed a stage of the move-day record: both sides get it as a PDF. */
  MoveDayRecordSigned: z.object({
    quoteId: z.string(),
    stage: z.enum(['LOADING', 'DELIVERY']),
  }),
  /** The customer said 'Not interested' to a quote they did not ask for: the company is told, politely. */
  QuoteNotInterested: z.object({
    quoteId: z.string(),
    moveRequestId: z.string(),
    customerId: z.string(),
    companyId: z.string(),
    tokenRefunded: z.boolean(),
  }),
  /**
   * A company paid for a lead with a token (a quote's send or release, a message's): published
   * after the spend's transaction committed, once per spend.
   */
  LeadPaid: z.object({
    companyId: z.string(),
    moveRequestId: z.string(),
    tokens: z.number().int(),
  }),
  /** A concierge customer's $99 checkout was paid: the booking is made at the approved terms, or the $99 refunded. */
  ConciergeFeePaid: z.object({
    quoteId: z.string(),
    customerId: z.string(),
    sessionId: z.string(),
  }),
  /** A customer paid the deposit of a protected-payment booking: the booking is made at the terms chosen, or the deposit refunded. */
  DepositPaid: z.object({
    customerId: z.string(),
    bookingId: z.string(),
    sessionId: z.string(),
    quoteId: z.string(),
  }),
  /** A paid concierge $99 was refunded because the booking could not be made: the customer is e-mailed. */
  ConciergeFeeRefunded: z.object({
    customerId: z.string(),
    sessionId: z.string(),
    quoteId: z.string(),
    companyName: z.string(),
    reason: z.enum(CONCIERGE_STOP_REASONS),
  }),
  /** A booked move's day starts within 72 hours: both sides are reminded (claimed once per booking). */
  BookingReminderDue: z.object({
    quoteId: z.string(),
  }),
  /** A claim's daily check marked a step (schemas/claims.ts claimStepDue): its e-mails are sent. */
  ClaimStepDue: z.object({
    quoteId: z.string(),
    step: z.enum(CLAIM_STEPS),
  }),
  /** A claim was filed (the company is told), acknowledged or decided (the customer is told). */
  /** The card kept at a protected booking's deposit refused the balance hold: the customer is e-mailed. */
  BalanceHoldFailed: z.object({
    quoteId: z.string(),
    bookingId: z.string(),
  }),
  /**
   * A protected-payment booking's money is the company's now (the move completed, or the customer
   * cancelled after the free-cancellation day): it is transferred, less MoveMatch's fee.
   */
  MoverPayoutDue: z.object({ quoteId: z.string() }),
  /** The customer saved a new card for a protected booking: a balance its old card refused is held on it. */
  BookingCardUpdated: z.object({ quoteId: z.string() }),
  /** The company cancelled a booking: the customer is told why, what comes back, and where to find another company. */
  BookingCancelledByCompany: z.object({ quoteId: z.string() }),
  ClaimChanged: z.object({
    quoteId: z.string(),
    change: z.enum(CLAIM_CHANGES),
  }),
  /** The company confirmed the crew's arrival window of a booked move: the customer is told. */
  BookingArrivalConfirmed: z.object({
    quoteId: z.string(),
    confirmedAt: z.string(),
  }),
  /** The company marked a booked move completed with its final price: the customer is asked to confirm or dispute. */
  BookingCompleted: z.object({
    quoteId: z.string(),
    customerId: z.string(),
    companyId: z.string(),
    finalPrice: z.number(),
    answerBy: z.string(),
  }),
  /** A booked move's day passed without a completion: its company is reminded once. */
  BookingAwaitingCompletion: z.object({
    quoteId: z.string(),
    companyId: z.string(),
    moveDay: z.string(),
  }),
  /** The customer disputed a completion: the company is told; the admin's queue lists it. */
  BookingDisputed: z.object({
    quoteId: z.string(),
    customerId: z.string(),
    companyId: z.string(),
  }),
  /** An admin resolved a dispute: both sides get the decision with the amount (and any refund). */
  BookingDisputeResolved: z.object({
    quoteId: z.string(),
    customerId: z.string(),
    companyId: z.string(),
    outcome: z.enum(DISPUTE_OUTCOMES),
    price: z.number(),
    companyPrice: z.number(),
    /** Dollars returned to the customer's card (protected payment); 0 otherwise. */
    refunded: z.number(),
    protectedPayment: z.boolean(),
    note: z.string(),
  }),
} as const;

export type EventType = keyof typeof eventDetailSchemas;
export type EventDetail<T extends EventType> = z.infer<(typeof eventDetailSchemas)[T]>;

export interface EventRule {
  /** Unique, used for the CDK construct id. */
  id: string;
  detailType: EventType;
  /**
   * More detail-types the same rule (one pattern, one Lambda) delivers to the handler, which
   * tells them apart (functions/platform/event-handler.ts multiEventHandler). Keeps the stack's
   * Lambdas few when one concern follows many events.
   */
  moreDetailTypes?: EventType[];
  /** Handler module under functions/, without extension. */
  handler: string;
  summary: string;
}

export const eventRules: EventRule[] = [
  {
    id: 'WelcomeEmail',
    detailType: 'UserCreated',
    handler: 'notifications/send-welcome-email',
    summary: 'Sends the welcome e-mail once a user record exists',
  },
  {
    id: 'MarkedBookedEmail',
    detailType: 'QuoteMarkedBooked',
    handler: 'notifications/send-marked-booked-email',
    summary: "Asks the customer to confirm a company's 'Mark as Booked' with their own booking",
  },
  {
    id: 'ConciergeBooking',
    detailType: 'ConciergeFeePaid',
    handler: 'quotes/book-paid-concierge-quote',
    summary:
      'Books the quote a concierge customer approved once their $99 checkout is paid, at the approved terms, or refunds the $99',
  },
  {
    id: 'DepositBooking',
    detailType: 'DepositPaid',
    handler: 'quotes/book-paid-deposit',
    summary:
      'Books a protected-payment quote once its deposit checkout is paid, at the day, window and terms chosen, or refunds the deposit in full',
  },
  {
    id: 'ConciergeRefundEmail',
    detailType: 'ConciergeFeeRefunded',
    handler: 'notifications/send-concierge-refund-email',
    summary: 'Tells the concierge customer by e-mail that their $99 was refunded and why, once per checkout',
  },
  {
    id: 'ReleasePendingQuotes',
    detailType: 'TokensCredited',
    handler: 'payments/release-pending-quotes',
    summary: "Sends the company's payment-pending quotes, each paying its token, until the tokens run out",
  },
  {
    id: 'ReleasePendingMessages',
    detailType: 'TokensCredited',
    handler: 'payments/release-pending-messages',
    summary: "Sends the company's payment-pending messages, each paying for its lead, until the tokens run out",
  },
  {
    id: 'LiveMessageDelivery',
    detailType: 'MessageSent',
    handler: 'live/deliver-message',
    summary: "Pushes a new message to both sides' open sockets and the unread count to the recipients",
  },
  {
    id: 'LiveBookingChange',
    detailType: 'BookingChangeProposed',
    moreDetailTypes: ['BookingChangeDecided'],
    handler: 'live/push-booking-change',
    summary:
      "Tells the customer's open pages of a company's proposed change, and the company's of the customer's answer, so an open booking page shows it at once",
  },
  {
    id: 'LiveSocketsOfDeactivatedUser',
    detailType: 'UserDeactivated',
    handler: 'live/close-user-sockets',
    summary: "Closes a deactivated user's open live sockets",
  },
  {
    id: 'QuoteStatusEmail',
    detailType: 'QuoteStatusChanged',
    handler: 'notifications/send-quote-status-email',
    summary:
      'E-mails the company (requested, booked, cancelled) or the customer (quoted, updated); a booking and a customer’s cancellation of it to both sides; once per event, switch honoured',
  },
  {
    id: 'ConciergeBookingSteps',
    detailType: 'QuoteStatusChanged',
    handler: 'concierge/record-concierge-step',
    summary:
      "Records each booking and cancellation of a concierge customer's quote on their case, once per booking and change, so their timeline keeps every step",
  },
  {
    id: 'BookingChangeEmail',
    detailType: 'BookingChangeProposed',
    moreDetailTypes: ['BookingChangeDecided'],
    handler: 'notifications/send-booking-change-email',
    summary:
      "E-mails the customer what a company's proposed change would change and why (switch honoured), and on acceptance the changed booking with its calendar file; the company one e-mail per user naming the customer and the answer, once per event",
  },
  {
    id: 'NewMessageEmail',
    detailType: 'MessageSent',
    handler: 'notifications/send-message-email',
    summary: 'E-mails the other side of a conversation, at most once per 15 minutes per conversation and recipient',
  },
  {
    id: 'RefundWithdrawnLeadTokens',
    detailType: 'MoveRequestWithdrawn',
    handler: 'payments/refund-withdrawn-lead-tokens',
    summary: 'Gives back the tokens spent on a move request withdrawn within 48 hours, unless the customer booked',
  },
  {
    id: 'BookingCompletionEmail',
    detailType: 'BookingCompleted',
    moreDetailTypes: ['BookingDisputed', 'BookingAwaitingCompletion', 'BookingDisputeResolved'],
    handler: 'notifications/send-booking-completion-email',
    summary:
      "E-mails the customer a completed move to confirm or dispute, the company a dispute or a move awaiting completion, both sides an admin's resolution with its amount (always: it decides money), once per event, switch honoured otherwise",
  },
  {
    id: 'MarketplaceStats',
    detailType: 'UserCreated',
    moreDetailTypes: ['MoveRequestCreated', 'QuoteStatusChanged', 'TokensCredited', 'LeadPaid'],
    handler: 'marketplace-stats/count-marketplace-event',
    summary:
      "Counts new customers, move requests, quote requests, quotes sent (and minutes to a request's first quote), bookings, cancellations, tokens sold and spent on the day's counters, once per event",
  },
  {
    id: 'PriceGuide',
    detailType: 'QuoteStatusChanged',
    moreDetailTypes: ['ReviewInvited'],
    handler: 'price-guide/update-price-guide',
    summary:
      "Files each sent quote's total (replacing its earlier one) and each completed move's final price in the price guide of moves like it",
  },
  {
    id: 'BookingReminderEmail',
    detailType: 'BookingReminderDue',
    handler: 'notifications/send-booking-reminder-emails',
    summary:
      "Reminds both sides of a booked move 72 hours ahead; the company's e-mail has the one-click arrival confirmation",
  },
  {
    id: 'ClaimStepEmail',
    detailType: 'ClaimStepDue',
    handler: 'notifications/send-claim-step-emails',
    summary:
      "Reminds a company 7 days before it must acknowledge or decide a claim, and sends both sides an open claim's status every 60 days",
  },
  {
    id: 'CompanyCancellationEmail',
    detailType: 'BookingCancelledByCompany',
    handler: 'notifications/send-company-cancellation-email',
    summary:
      "Tells the customer the company cancelled their booking: the company's reason, the refund of what they paid through MoveMatch, and a link to other companies",
  },
  {
    id: 'PayMover',
    detailType: 'MoverPayoutDue',
    handler: 'payments/pay-mover',
    summary:
      "Transfers a protected-payment booking's money that is the company's (at completion, or a deposit kept after a late cancellation) to its payout account, less MoveMatch's 3 % fee",
  },
  {
    id: 'HoldAfterCardUpdate',
    detailType: 'BookingCardUpdated',
    handler: 'bookings/hold-after-card-update',
    summary:
      "Holds the balance on the customer's new card at once when the move is within the hold's 2 days and the old card had refused it",
  },
  {
    id: 'BalanceHoldFailedEmail',
    detailType: 'BalanceHoldFailed',
    handler: 'notifications/send-balance-hold-failed-email',
    summary: 'Tells the customer their card refused the balance hold before the move, and how to update it',
  },
  {
    id: 'ClaimChangeEmail',
    detailType: 'ClaimChanged',
    handler: 'notifications/send-claim-change-emails',
    summary:
      'Tells the company that a customer filed a claim, and the customer that the company acknowledged or decided it',
  },
  {
    id: 'ArrivalConfirmedEmail',
    detailType: 'BookingArrivalConfirmed',
    handler: 'notifications/send-arrival-confirmed-email',
    summary: "Tells the customer that the company confirmed the crew's arrival window, once per confirmation",
  },
  {
    id: 'ReviewEmail',
    detailType: 'ReviewInvited',
    moreDetailTypes: ['ReviewPublished'],
    handler: 'notifications/send-review-emails',
    summary:
      'Asks the customer of a completed move to review the company and the company to rate the customer privately; tells the company of a published review; once per event, switch honoured',
  },
  {
    id: 'NotInterestedEmail',
    detailType: 'QuoteNotInterested',
    handler: 'notifications/send-not-interested-email',
    summary:
      'Tells the company politely that the customer is not interested in its quote (and that its token came back), once per event, switch honoured',
  },
  {
    id: 'InventoryChangedEmail',
    detailType: 'InventoryChanged',
    handler: 'notifications/send-inventory-changed-email',
    summary:
      'Tells each company whose sent quote priced an earlier inventory that the customer changed it, once per version and recipient, switch honoured',
  },
  {
    id: 'MoveDayRecordEmail',
    detailType: 'MoveDayRecordSigned',
    handler: 'notifications/send-move-day-record-email',
    summary:
      'Sends the signed move-day record (loading or delivery) as a PDF to the customer and to the company’s users, once per event and recipient',
  },
  {
    id: 'ReviewAnsweredEmail',
    detailType: 'ReviewAnswered',
    handler: 'notifications/send-review-answered-email',
    summary: 'Tells the reviewer that the company answered their review publicly, once per answer, switch honoured',
  },
  {
    id: 'ReviewHiddenEmail',
    detailType: 'ReviewHidden',
    handler: 'notifications/send-review-hidden-email',
    summary:
      'Tells the reviewer that MoveMatch hid their review, for which listed reason, and whom to ask, once per hide',
  },
];

/** Every detail-type a rule delivers. */
export const ruleDetailTypes = (rule: EventRule): EventType[] => [rule.detailType, ...(rule.moreDetailTypes ?? [])];
