/** The account screens' copy from the spec (sections 2, 5 and 8), in one place for the forms and tests. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  signUpPasswordsMismatch: 'Passwords do not match. Please try again.',
  termsRequired: 'Please agree to the Terms of Service and Privacy Policy to continue.',
  // One password rule, one wording: the empty field says it is required, the hint and
  // password-rules.ts say the rule itself (8+ characters, upper case, a digit, a symbol).
  newPasswordRequired: 'New password is required',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordsMustMatch: 'Passwords must match',

  incorrectCredentials: 'Incorrect email or password.',
  emailNotConfirmed: 'Your email has not been verified. Please check your email for a verification link.',
  passwordResetRequired: 'You need to set a new password. Use "Forgot password?" to get a reset link.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  unknownProviderError: 'An unknown error occurred.',
  createUserFailed: 'Failed to create user account',

  accountCreatedTitle: 'Account Created!',
  alreadySignedUp: "You're already signed up! Please sign in to continue.",
  emailConfirmedNote: 'Your e-mail address is confirmed. Please sign in to continue.',
  passwordResetTitle: 'Your password has been successfully reset!',
  passwordResetBody: 'You can now log in with your new password.',
  // An invited user's first sign-in: the password they choose finishes it, so no modal follows.
  setPasswordTitle: 'Set your password',
  setPasswordSubtitle: 'Welcome to MoveMatch. Choose your own password to finish signing in.',
  setPasswordButton: 'Set password and continue',
  passwordChangedTitle: 'Password Changed!',
  informationUpdatedTitle: 'Information updated!',
} as const;
