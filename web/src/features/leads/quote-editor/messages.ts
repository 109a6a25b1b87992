import { QUOTE_MESSAGES } from '@schemas/company-quotes';

/** The quote editor's words from the spec (sections 2, 5 and 8). */
export const QUOTE_EDITOR_MESSAGES = {
  created: QUOTE_MESSAGES.created,
  updated: QUOTE_MESSAGES.updated,
  createFailed: QUOTE_MESSAGES.createFailed,
  updateFailed: QUOTE_MESSAGES.updateFailed,
  showFailed: QUOTE_MESSAGES.showFailed,
  availabilityWarning: QUOTE_MESSAGES.availabilityWarning,
  titleLoading: 'Quote',
  createTitle: 'Create & send quote',
  editTitle: 'View or edit quote',
  readOnlyTitle: 'Your quote',
  loading: 'Loading the quote',
  save: 'Save and send quote',
  checking: 'Checking availability...',
  sentPaymentPending: 'Your quote was sent! Please complete payment to continue using tokens.',
  updatedPaymentPending: 'Your quote was updated! Please complete payment to continue using tokens.',
  paymentRequired: 'Failed to update quote. Please complete payment to continue using tokens.',
} as const;
