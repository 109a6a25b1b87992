import { routes } from '@schemas/routes';
import type { CreateUserBody } from '@schemas/users';
import { apiRequest } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import type { CurrentUser } from '@web/lib/api/get-user';

/* POST /api/create-user: the signed-in user's profile, made once the e-mail is confirmed. */

/**
 * Creates the profile (no role: the server decides). An existing profile counts as success:
 * the server answers 200 with it, and a 'User already exists' error (spec section 8) gives null.
 */
export async function createUser(body: Omit<CreateUserBody, 'role'>): Promise<CurrentUser | null> {
  try {
    return await apiRequest(routes.createUser, { body });
  } catch (error) {
    if (isApiError(error) && error.message === 'User already exists') return null;
    throw error;
  }
}
