import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { freeLapsedInviteAt } from '@functions/companies';

/**
 * Cognito PreSignUp trigger (AWS; locally the Cognito emulator calls freeLapsedInviteAt the
 * same way): a self sign-up at an address still held by a lapsed colleague invite frees it
 * first (account and profile deleted: invite-lifecycle.ts), so the sign-up does not wait for
 * the hourly sweep. Anything else passes untouched; it never confirms or verifies anyone.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  // The pool is named by the event: USER_POOL_ID in the function's environment would be a CDK cycle.
  process.env.USER_POOL_ID ??= event.userPoolId;
  const email = event.request.userAttributes.email ?? event.userName;
  if (email) await freeLapsedInviteAt(email);
  return event;
};
