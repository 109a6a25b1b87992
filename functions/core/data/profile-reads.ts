import { userEntity, type UserItem } from './users';

/**
 * The profile by a strongly consistent GetItem: for reads right after a write of the same
 * customer (the form reloads its request just after creating it; the create re-checks
 * move_request_id after losing a race), where an eventually consistent read could be stale.
 */
export async function findUserConsistently(id: string): Promise<UserItem | null> {
  const { data } = await userEntity().get({ id }).go({ consistent: true });
  return data ?? null;
}
