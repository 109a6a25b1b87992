/** Manage leads' words from the spec (sections 2 and 8). */
export const MANAGE_LEADS_MESSAGES = {
  title: 'Manage Leads',
  filterPlaceholder: 'Select a filter',
  loading: 'Loading leads',
  loadMore: 'Load more leads',
  emptyTitle: 'No leads found',
  emptyHint: 'Try adjusting your search criteria',
  loadFailed: 'Error finding leads',
  markedBooked: 'Quote marked as booked',
  updateFailed: 'Failed to update quote',
  unsaved: 'Lead removed from saved leads',
  unsaveFailed: 'Failed to remove saved lead',
  paymentPending: 'Payment pending',
  paymentPendingNote: 'Sent once your token refill is paid: the customer does not see this quote yet.',
} as const;
