import { LIMITS } from '@schemas/constants';
import { NO_COMPANIES_FOR_QUOTES, TOO_MANY_QUOTE_REQUESTS } from '@schemas/quotes';

/** The matches page's words from the spec (sections 2, 5 and 8). */
export const MATCHES_MESSAGES = {
  heading: 'We found these verified companies for you!',
  noneFound: 'No movers found for your move',
  hint: `Check boxes to request quotes (up to ${LIMITS.maxQuoteRequestsPerSelection})`,
  requestButton: 'Request quotes from selected',
  alreadyRequested: "You've already requested a quote from this company",
  quoteRequested: 'Quote requested',
  quoteReceived: 'Quote received',
  tooMany: `${TOO_MANY_QUOTE_REQUESTS}. Uncheck one to choose another.`,
  requestFailed: 'An error occurred while requesting quotes. Please try again later.',
  noCompanies: NO_COMPANIES_FOR_QUOTES,
  requested: 'Quote requested successfully',
  conciergeTitle: 'Let us do all the work!',
  showMore: 'Show more companies',
} as const;
