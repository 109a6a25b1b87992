import { defineRoute, SIGNED_IN, type RouteDef } from '../route';
import {
  CheckAvailabilityParamsSchema,
  CheckAvailabilityResponseSchema,
  MatchesQuerySchema,
  MatchesResponseSchema,
} from '../matches';

/** Matching a move to available companies. */
export const matchRoutes = {
  getMyMatches: defineRoute({
    method: 'GET',
    path: '/api/my-move-request/matches',
    roles: ['MOVER'],
    handler: 'matches/get-my-matches',
    summary:
      "Verified companies of the move's origin state (NC/SC only) available in its date range, with the customer's quote status; paged by name (?cursor=)",
    query: MatchesQuerySchema,
    response: MatchesResponseSchema,
  }),
  checkAvailability: defineRoute({
    method: 'GET',
    path: '/api/check-availability/{move_request_id}',
    roles: SIGNED_IN,
    handler: 'matches/check-availability',
    summary: "A company: is its calendar open in the move's range; the owner: is any matching company (404 for others)",
    params: CheckAvailabilityParamsSchema,
    response: CheckAvailabilityResponseSchema,
  }),
} satisfies Record<string, RouteDef>;
