/** The move request's words from the spec (sections 2 and 8). */
export const MOVE_REQUEST_MESSAGES = {
  incomplete: 'Please complete all sections to see your matches',
  submitFailed: 'There was a problem submitting your move request. Please try again later.',
  updateFailed: 'There was a problem updating your move request. Please try again later.',
  updated: 'Your move request has been updated successfully.',
} as const;
