import { formatCents, PRICES } from '@schemas/constants';
import { PAYMENT_MESSAGES } from '@schemas/payments';

/** The payment screens' words from the spec (sections 2, 4, 8 and 9), written once. */
export const PAYMENTS_MESSAGES = {
  chooseTitle: 'Choose a subscription',
  chooseIntro: 'A subscription lets your company update its calendar, find leads and send quotes.',
  planLegend: 'Plan',
  monthlyPlan: `Monthly — ${formatCents(PRICES.flatRateMonthlyCents)}/month, every lead included`,
  payPerLeadPlan: `Pay Per Lead — ${PRICES.payPerLeadBundleTokens} leads for ${formatCents(PRICES.payPerLeadBundleCents)}`,
  monthlyHint: 'One price each month, as many leads as you like. Cancel any time.',
  payPerLeadHint: `Pay once for ${PRICES.payPerLeadBundleTokens} lead tokens. One token is spent the first time you quote or message a lead; refill whenever you like.`,
  next: 'Next',
  checkoutNote: 'You will pay on Stripe’s secure checkout page, then come back here.',
  alreadyExistsTitle: 'Error',
  alreadyExists: 'You already have a subscription',
  alreadyExistsAdmin: 'This moving company already has a subscription',
  backToProfile: 'Back to my profile',
  backToAdmin: 'Back to the admin dashboard',
  addFailed: 'Failed to add subscription',
  noCompany: "You don't have a moving company associated with your account.",
  adminPickCompany: 'Pick a moving company on the admin dashboard, then use Connect to Stripe.',
  companiesOnly: 'Subscriptions are for moving companies',
  companiesOnlyText: 'Plans and tokens belong to moving company accounts. Your account is a customer account.',
  completing: 'Completing your subscription...',
  completed: 'Your subscription is ready. Taking you back...',
  completeFailed: 'Error completing subscription',
  missingSessionId: PAYMENT_MESSAGES.missingSessionId,
  redirectingSoon: 'Redirecting you in a few seconds...',
  refillTitle: 'Token refill',
  refillProcessing: 'Processing your payment...',
  refillSuccessTitle: 'Payment Successful!',
  refillSucceeded: 'Tokens successfully added to your account!',
  refillAlreadyApplied: 'This payment’s tokens were already added to your account. Nothing new was added.',
  refillRedirecting: (seconds: number) => `Taking you back in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  goNow: 'Go now',
  refillErrorTitle: 'Payment Error',
  refillError: (message: string) => `Error processing token refill: ${message}`,
  refillSupport: 'Please contact support if this issue persists.',
  missingRefillParams: PAYMENT_MESSAGES.missingRefillParams,
} as const;

/** The /paywall words (spec section 4, Payment status gate). */
export const PAYWALL_MESSAGES = {
  active: { title: 'Your subscription is active', text: 'Your payment went through. You can work with leads now.' },
  inactive: {
    title: 'Access Restricted',
    text: 'Your company needs an active subscription to work with leads. Choose a plan to continue.',
  },
  pending: {
    title: 'Payment still processing',
    text: 'Stripe is still confirming your payment. This usually takes a few seconds.',
  },
  'not-verified': {
    title: 'Payment not verified',
    text: "We couldn't confirm your payment. Email support, add a payment method, or keep using the free version.",
  },
  refreshingAutomatically: (attempt: number, of: number) =>
    `This page refreshes by itself (attempt ${attempt} of ${of}).`,
  goToSearch: 'Go to Search',
  updatePaymentInfo: 'Update Payment Info',
  refreshPage: 'Refresh Page',
  emailSupport: 'Email Support',
  addPayment: 'Add Payment',
  useFreeVersion: 'Use Free Version',
  freeVersionFailed: 'Could not switch to the free version',
  myAccount: 'My account',
} as const;

/** The subscription panel on /profile (spec sections 2, 3 and 9). */
export const SUBSCRIPTION_PANEL_MESSAGES = {
  title: 'Subscription details',
  loading: 'Loading your subscription',
  loadFailed: "We couldn't load your subscription",
  choose: 'Choose a subscription',
  plan: 'Plan',
  nextBill: 'Next bill',
  noNextBill: 'No upcoming bill',
  billing: 'Billing',
  payPerLeadBilling: 'No monthly bill: refill tokens when you need them',
  /** The one line about a plan switch: an older plan checkout was paid while a plan ran. */
  switchedFrom: (previous: string, current: string, on: string) =>
    `Your ${previous} plan was replaced by ${current} on ${on}, when an earlier plan checkout was paid. The ${previous} plan's billing was stopped at Stripe: you are billed for ${current} only.`,
  /** Next to the switch line when the replaced plan was bought twice by mistake (replaced within its first day). */
  switchRefunded: (amount: string) => `We refunded the ${amount} of the plan you replaced.`,
  tokens: 'Lead tokens',
  tokensOf: (remaining: number, bundle: number) => `${remaining}/${bundle}`,
  tokensRemaining: (remaining: number, bundle: number) => `${remaining} of ${bundle} lead tokens remaining`,
  refill: 'Refill tokens with Stripe',
  cardFailedTitle: 'Your last payment failed',
  cardFailed: 'Update your card with Stripe: the new card pays the bill that is due and your plan is active again.',
  updateCard: 'Update card',
  updateCardFailed: 'Could not open the card update',
  refillFailed: 'Could not open the token refill',
  outOfTokensTitle: "You're out of tokens",
  outOfTokens: 'Refill to keep quoting and messaging new leads. Quotes you send now wait until the refill is paid.',
  ledgerTitle: 'Token history',
  ledgerLoading: 'Loading your token history',
  ledgerFailed: "We couldn't load your token history",
  ledgerEmpty: 'No token activity yet.',
  ledgerMore: 'Show older entries',
  ledgerKinds: { bought: 'Bought', spent: 'Spent', refunded: 'Refunded' },
} as const;

/** The demand preview beside the plans (/add-stripe). */
export const DEMAND_MESSAGES = {
  title: 'Demand in your service area',
  loading: 'Loading the demand in your service area',
  countLine: (count: number) => `open ${count === 1 ? 'lead' : 'leads'} moving in the next 30 days`,
  none: 'No open leads in your area right now. New requests come in every day.',
  afterPaying: 'Choose a plan to see the full requests, quote and message customers.',
  size: (bedrooms: number, squareFeet: number | null) =>
    `${bedrooms} ${bedrooms === 1 ? 'bedroom' : 'bedrooms'}${squareFeet !== null ? ` · ${squareFeet.toLocaleString('en-US')} sq ft` : ''}`,
} as const;

/** The 'You're live' panel after a company's first payment. */
export const LIVE_MESSAGES = {
  title: 'You’re live!',
  intro: 'Your plan is active. Customers in your service area can now find you, and you can work their requests.',
  nextSteps: 'Next steps',
  calendar: 'Publish your calendar',
  calendarWhy: 'Customers are matched with companies that are free on their move days.',
  serviceArea: 'Set your service area',
  serviceAreaWhy: 'Choose how far you travel, so the right leads reach you.',
  findLeads: 'Find leads',
  findLeadsWhy: 'Search open move requests and send your first quote.',
  done: 'Done',
  toDo: 'To do',
} as const;
