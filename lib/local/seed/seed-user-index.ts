import { backfillUserSearchIndex } from '@functions/core/data/user/user-search-backfill';
import type { SeedContext } from './seed-context';

/**
 * The admin user list's index and counter for profiles a local table held before they
 * existed (new profiles, the seed's included, are filed by createProfile itself). Idempotent.
 */
export async function seedUserIndex(ctx: SeedContext): Promise<void> {
  const { profiles, indexed } = await backfillUserSearchIndex();
  ctx.log?.(`user search index: ${profiles} profiles, ${indexed} filed now`);
}
