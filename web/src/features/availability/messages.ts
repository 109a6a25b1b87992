/** The calendar's words from the spec (sections 2 and 8). */
export const AVAILABILITY_MESSAGES = {
  loadFailed: 'Failed to load availability data',
  publishFailed: 'Failed to publish availability calendar',
  noCompany: 'No moving company found. Please set up your company profile first.',
  finishProfile: 'Please finish creating your profile first.',
  enterCompanyInfo: 'Enter company info',
  publishBeforeSwitching: 'Please publish your changes before switching to another month',
  editsLost: 'Your edits will be lost.',
  live: 'Your calendar is now live.',
  unsaved: 'Unsaved changes',
} as const;
