import { formatCents, PRICES } from '@schemas/constants';
import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { endSentence } from '@schemas/quotes';

export { endSentence };

/**
 * The customer's quote dashboard's words from the spec (sections 2, 4 and 8), verbatim. The
 * quote's own words, shared with the company side, are the contract's `QUOTE_MESSAGES`.
 */
export const QUOTE_DASHBOARD_MESSAGES = {
  heading: 'Your quote dashboard',
  showBookedOnly: 'Show booked only',
  showQuotedOnly: 'Show quoted only',
  noFilterResults: 'No quotes match your current filters. Try adjusting your filter selection.',
  emptyTitle: "You don't have any saved companies or quotes yet",
  emptyText:
    'Edit your move request to see the verified companies that match your move, then request quotes from them.',
  tip: 'Tip: a wider move date range gives you a wider selection of companies.',
  noDescription: 'No description provided',
  tbd: 'TBD',
  quoteTitle: (company: string) => `Your quote from ${company}`,
  bookingTitle: (company: string) => `Your booking with ${company}`,
  /** The booked quote's page: day, window, terms, the company's contact and the move-day checklist. */
  bookingPage: 'Open booking page',
  /** A completed booking the customer has not reviewed yet (the review invitation in the app). */
  reviewPrompt: (company: string) => `How did ${company} do?`,
  writeReview: 'Write a review',
  alreadyBookedWith: (company: string) => `Already booked with ${company}`,
  alreadyBookedTitle: 'Already Booked',
  alreadyBooked: (company: string) =>
    `You have already booked your move with ${endSentence(company)} Please cancel your existing booking before booking with a different company.`,
  bookFailed: 'Failed to book quote',
  bookTitle: 'Confirm your booking',
  bookIntro: (company: string, price: string) => `You are about to book your move with ${company} for ${price}.`,
  bookPrivacy: (company: string) =>
    `${company} will then see your full name, e-mail address and phone (if you added one) to coordinate the move.`,
  moveDay: 'Move day',
  pickDayPlaceholder: 'Pick a day',
  pickDay: 'Pick a move day',
  chooseWindow: 'Choose an arrival window',
  arrivalWindow: 'Arrival window',
  termsHeading: 'The terms you agree to',
  mostBilledWithValuation: (amount: string) => `Most you can be billed, with the protection you chose: ${amount}`,
  loadingDays: 'Loading the free days',
  daysFailed: 'The free days could not be loaded.',
  noFreeDay: 'This company has no free day in your range: message them',
  booked: (company: string, day: string, window: string) =>
    `Your move is booked with ${company} on ${day}, arrival window ${window}. They will get in touch to coordinate the details; you can also send them a message.`,
  viewBooking: 'View your booking',
  conciergeFeePending: `Your booking is waiting for the ${formatCents(PRICES.conciergeCents)} concierge fee. Redirecting you to payment…`,
  cancelFailed: 'Failed to cancel booking',
  requestFailed: 'Failed to request quote',
  requestSucceeded: 'Quote requested successfully',
  saveFailed: 'Failed to update saved moving company',
  moveDatePassed: QUOTE_MESSAGES.moveExpired,
} as const;
