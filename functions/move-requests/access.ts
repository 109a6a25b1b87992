import type { AuthContext } from '../core/http/auth-context';
import type { MoveRequestItem } from '../core/data/move-requests';

/**
 * Who may read a move request by id. Today: its customer and admins. A later slice adds
 * companies that quoted on it or saved it as a lead (they then get toCompanyView, never the
 * owner's view). Everyone else gets a 404, so ids are not confirmed to strangers.
 */
export function canViewMoveRequest(auth: AuthContext, request: MoveRequestItem): boolean {
  return request.user_id === auth.userId || auth.role === 'ADMIN';
}

/** Only the customer changes their request (admins do not edit it in this slice). */
export function canEditMoveRequest(auth: AuthContext, request: MoveRequestItem): boolean {
  return request.user_id === auth.userId;
}
