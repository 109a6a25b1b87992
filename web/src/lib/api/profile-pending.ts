import { loadAuth } from '../load-auth';

/**
 * True when the session is a self sign-up whose profile does not exist yet: POST /create-user
 * both creates the profile and adds the role group, so a token without a group has no profile
 * behind it. Asking GET /api/user then would only bring a 404 (and a red line in the console).
 * An unreadable session answers false: the request goes out and the server decides.
 */
export async function profilePending(): Promise<boolean> {
  try {
    const groups = await (await loadAuth()).sessionGroups();
    return groups !== undefined && groups.length === 0;
  } catch {
    return false;
  }
}
