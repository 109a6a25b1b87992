import { LEADS_MESSAGES } from '../messages';
import { QUOTE_EDITOR_MESSAGES } from '../quote-editor/messages';

/** The words of /find-leads from the spec (sections 2 and 8). */
export const FIND_LEADS_MESSAGES = {
  title: 'Find leads',
  intro: 'Open move requests in your state. Save the ones you like or send a quote.',
  companiesOnlyTitle: 'Find leads is for moving companies',
  companiesOnly: 'Lead search is available to moving company accounts.',
  searching: 'Finding leads',
  emptyTitle: LEADS_MESSAGES.emptyTitle,
  emptyHint: LEADS_MESSAGES.emptyHint,
  /** Says what failed, once, in the page (the spec's 'Error finding leads' said neither). */
  searchFailed: 'We could not search for leads',
  saved: 'Lead saved successfully',
  removed: 'Lead removed from saved',
  saveFailed: 'Failed to save lead',
  removeFailed: LEADS_MESSAGES.removeSavedFailed,
  unknownCustomer: LEADS_MESSAGES.unknownCustomer,
  noSpecialConsiderations: LEADS_MESSAGES.noSpecialConsiderations,
  createQuote: QUOTE_EDITOR_MESSAGES.createTitle,
  editQuote: QUOTE_EDITOR_MESSAGES.editTitle,
  saveLead: 'Save lead',
  removeLead: 'Remove lead',
  sendMessage: 'Send message',
  clearDates: 'Clear Dates',
  requestedOnlyHint: 'Only leads whose customer asked you for a quote; they always come first.',
} as const;
