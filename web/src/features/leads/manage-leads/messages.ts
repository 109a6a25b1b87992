import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { LEADS_MESSAGES } from '../messages';

/** Manage leads' words from the spec (sections 2 and 8). */
export const MANAGE_LEADS_MESSAGES = {
  title: 'Manage Leads',
  filterLabel: 'Filter leads',
  filterPlaceholder: 'Select a filter',
  loading: 'Loading leads',
  loadMore: 'Load more leads',
  emptyTitle: LEADS_MESSAGES.emptyTitle,
  emptyHint: LEADS_MESSAGES.emptyHint,
  /** Says what failed, once, in the page (the spec's 'Error finding leads' said neither). */
  loadFailed: 'We could not load your leads',
  unknownCustomer: LEADS_MESSAGES.unknownCustomer,
  noSpecialConsiderations: LEADS_MESSAGES.noSpecialConsiderations,
  markedBooked: 'Quote marked as booked',
  updateFailed: QUOTE_MESSAGES.updateFailed,
  unsaved: 'Lead removed from saved leads',
  unsaveFailed: LEADS_MESSAGES.removeSavedFailed,
  unsaveLead: 'Unsave lead',
  removeFromSaved: 'Remove from saved',
  viewMessages: 'View messages',
  /** The booked lead's page: day, window, terms, contact and the move-day checklist. */
  bookingPage: 'Booking page',
  paymentPending: 'Payment pending',
  /** Marked as booked by the company, not yet confirmed by the customer's own booking. */
  awaitingCustomer: 'Waiting for the customer',
  paymentPendingNote: 'Sent once your token refill is paid: the customer does not see this quote yet.',
  /** A booked move whose day has passed and that the company has not marked completed. */
  needsCompletion: 'The move day has passed: mark the move completed on its booking page.',
  needsCompletionBadge: 'Mark move completed',
  /** A booked lead once its move is done, by the booking's stage. */
  completed: 'Completed',
  completedPending: 'Completed · awaiting confirmation',
  completionDisputed: 'Completion disputed',
} as const;
