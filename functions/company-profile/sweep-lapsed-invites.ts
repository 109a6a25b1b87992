import { sweepLapsedInvites } from '@functions/companies';
import { logger } from '@functions/platform/logger';

/**
 * Scheduled (schemas/schedules.ts, hourly): frees the address of every colleague invite not
 * accepted within LIMITS.inviteLapseDays, so the person can sign up as a customer even if the
 * company never opens its page again. Reads: Query gsi1 INVITES#WAITING (lapsed invites only),
 * each account's Cognito status. Writes: per lapsed invite, the account blocked then deleted,
 * the profile and the invite record deleted (functions/companies/invite-lifecycle.ts). Safe to run
 * twice at once and against an acceptance at the same moment.
 */
export const handler = async () => {
  const result = await sweepLapsedInvites(new Date());
  logger.info('Lapsed invites swept', { ...result });
  return result;
};
