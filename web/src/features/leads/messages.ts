/** Words both lead pages (Find leads, Manage leads) use, from the spec (sections 2 and 8). */
export const LEADS_MESSAGES = {
  emptyTitle: 'No leads found',
  emptyHint: 'Try adjusting your search criteria',
  unknownCustomer: 'Unknown Customer',
  noSpecialConsiderations: 'No special considerations',
  removeSavedFailed: 'Failed to remove saved lead',
} as const;
