/** The company page's words from the spec (sections 5 and 8). */
export const COMPANY_MESSAGES = {
  saveFailed: 'Failed to update saved moving company',
  saveOnlyForCustomers: 'Only customers can save moving companies',
  notFound: 'Moving company not found',
  notAvailable: 'Not available',
} as const;
