/** The words of /find-leads from the spec (sections 2 and 8). */
export const FIND_LEADS_MESSAGES = {
  emptyTitle: 'No leads found',
  emptyHint: 'Try adjusting your search criteria',
  searchFailed: 'Error finding leads',
  saved: 'Lead saved successfully',
  removed: 'Lead removed from saved',
  saveFailed: 'Failed to save lead',
  removeFailed: 'Failed to remove saved lead',
  unknownCustomer: 'Unknown Customer',
  noSpecialConsiderations: 'No special considerations',
  createQuote: 'Create & send quote',
  editQuote: 'View or edit quote',
  saveLead: 'Save lead',
  removeLead: 'Remove lead',
  sendMessage: 'Send message',
  clearDates: 'Clear Dates',
} as const;
