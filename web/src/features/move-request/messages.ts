/** The move request's words from the spec (sections 2 and 8). */
export const MOVE_REQUEST_MESSAGES = {
  incomplete: 'Please complete all sections to see your matches',
  submitFailed: 'There was a problem submitting your move request. Please try again later.',
  updateFailed: 'There was a problem updating your move request. Please try again later.',
  updated: 'Your move request has been updated successfully.',
  /** Not in the spec: a 409 on create loads the request the customer already has. */
  existingLoaded: 'You already have a move request, so we loaded it. Review it and see your matches.',
  /** Not in the spec: the customer's withdrawal. */
  withdrawn: 'Your move request was withdrawn. Companies no longer see it.',
  withdrawFailed: 'We could not withdraw your move request. Please try again.',
} as const;
