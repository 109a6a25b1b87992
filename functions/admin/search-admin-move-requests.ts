import { routes } from '@schemas/routes';
import { MOVE_REQUEST_SEARCH_LIMIT, type AdminMoveRequestRow } from '@schemas/admin-queues';
import { moveRequestsByCityPrefix } from '@functions/core/data/move-request/move-request-search';
import { findMoveRequests, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { findProfiles, searchUsersPage, type UserItem } from '@functions/core/data/user/users';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * GET /api/admin/move-requests?search= — the move requests an admin may mark invalid, found by
 * what a report names: the customer's first name, last name, "first last" or e-mail (their start;
 * the user search indexes, access pattern 4a, then a BatchGet of those customers' requests) or
 * the start of the origin city (the city index, access pattern A8). Customers' matches first, then
 * the city's, each request once, at most MOVE_REQUEST_SEARCH_LIMIT. No Scan. Callers: ADMIN.
 */
export const searchAdminMoveRequests: PlainHandler<typeof routes.searchAdminMoveRequests> = async ({ query }) => {
  const limit = MOVE_REQUEST_SEARCH_LIMIT;
  const [people, byCity] = await Promise.all([
    searchUsersPage(query.search, limit),
    moveRequestsByCityPrefix(query.search, limit),
  ]);
  const customers = people.users.filter((user) => user.role === 'MOVER' && user.move_request_id);
  const customerMoves = await findMoveRequests(customers.map((user) => user.move_request_id!));
  const moves = uniqueById([
    ...customers.flatMap((user) => customerMoves.get(user.move_request_id!) ?? []),
    ...byCity,
  ]).slice(0, limit);
  const known = new Map(customers.map((user) => [user.id, user]));
  const others = await findProfiles(moves.map((move) => move.user_id).filter((id) => !known.has(id)));
  return { move_requests: moves.map((move) => rowOf(move, known.get(move.user_id) ?? others.get(move.user_id))) };
};

const uniqueById = (moves: MoveRequestItem[]) => [...new Map(moves.map((move) => [move.id, move])).values()];

function rowOf(move: MoveRequestItem, customer: UserItem | undefined): AdminMoveRequestRow {
  return {
    id: move.id,
    customer: customer ? { name: `${customer.firstName} ${customer.lastName}`, email: customer.email } : null,
    from: { city: move.from_location.city, state: move.from_location.state },
    to: { city: move.to_location.city, state: move.to_location.state },
    start_date: move.start_date,
    end_date: move.end_date,
    status: move.invalidated_at ? 'invalid' : move.withdrawn_at ? 'withdrawn' : 'open',
    created_at: move.created_at ?? null,
  };
}

export const handler = httpHandler(routes.searchAdminMoveRequests, searchAdminMoveRequests);
