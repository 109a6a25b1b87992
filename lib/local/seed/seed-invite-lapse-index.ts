import { backfillInviteLapseIndex } from '@functions/core/data/invites/invite-lapse-backfill';
import type { SeedContext } from './seed-context';

/**
 * The lapse index for waiting invites a local table held before it existed (new invites are
 * filed by recordInvite itself), so the lapse sweep finds them. Idempotent.
 */
export async function seedInviteLapseIndex(ctx: SeedContext): Promise<void> {
  const { refiled } = await backfillInviteLapseIndex();
  ctx.log?.(`invite lapse index: ${refiled} waiting invites filed`);
}
