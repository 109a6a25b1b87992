import { defineRoute, SIGNED_IN, type RouteDef } from '../route';
import {
  CreateMoveRequestBodySchema,
  MoveRequestParamsSchema,
  MoveRequestSchema,
  UpdateMoveRequestBodySchema,
  WithdrawMoveRequestResponseSchema,
} from '../move-requests';
import { MoveRequestExistsErrorSchema } from '../errors';
import { InventorySchema, PutInventoryBodySchema } from '../inventory';

/** The customer's move request. */
export const moveRequestRoutes = {
  createMoveRequest: defineRoute({
    method: 'POST',
    path: '/api/move-request',
    roles: ['MOVER'],
    handler: 'move-requests/create-move-request',
    summary: "Creates the customer's one move request and records its id on the profile (409 if one exists)",
    body: CreateMoveRequestBodySchema,
    response: MoveRequestSchema,
    status: 201,
    errors: { 409: MoveRequestExistsErrorSchema },
  }),
  updateMoveRequest: defineRoute({
    method: 'PUT',
    path: '/api/move-request/{id}',
    roles: ['MOVER'],
    handler: 'move-requests/update-move-request',
    summary: "Changes any subset of the customer's own move request (writes only a real change)",
    params: MoveRequestParamsSchema,
    body: UpdateMoveRequestBodySchema,
    response: MoveRequestSchema,
  }),
  getMyMoveRequest: defineRoute({
    method: 'GET',
    path: '/api/my-move-request',
    roles: ['MOVER'],
    handler: 'move-requests/get-my-move-request',
    summary: "The caller's move request, or null when there is none yet",
    // null, not 404: "no move request yet" is an answer (an empty state), not a failure.
    response: MoveRequestSchema.nullable(),
  }),
  withdrawMyMoveRequest: defineRoute({
    method: 'DELETE',
    path: '/api/my-move-request',
    roles: ['MOVER'],
    handler: 'move-requests/withdraw-my-move-request',
    summary:
      "Withdraws the customer's move request: companies no longer see it, tokens spent on it in the last 48 hours come back, and the customer may post a new one (409 while booked)",
    response: WithdrawMoveRequestResponseSchema,
  }),
  getMoveRequest: defineRoute({
    method: 'GET',
    path: '/api/move-request/{id}',
    roles: SIGNED_IN,
    handler: 'move-requests/get-move-request',
    summary:
      'One move request by id: its customer or an admin; a company that quoted or saved it (company view); 404 for anyone else',
    params: MoveRequestParamsSchema,
    response: MoveRequestSchema,
  }),
  getInventory: defineRoute({
    method: 'GET',
    path: '/api/move-request/{id}/inventory',
    roles: SIGNED_IN,
    handler: 'move-requests/get-inventory',
    summary:
      "The move's current inventory version (rooms, lines, photos, totals), or null before the customer makes one: whoever may read the move request (a company sees rooms by kind)",
    params: MoveRequestParamsSchema,
    response: InventorySchema.nullable(),
  }),
  putInventory: defineRoute({
    method: 'PUT',
    path: '/api/move-request/{id}/inventory',
    roles: ['MOVER'],
    handler: 'move-requests/put-inventory',
    summary:
      "Saves the customer's whole inventory as its next version (nothing when unchanged); 409 once the move is booked, withdrawn or invalid",
    params: MoveRequestParamsSchema,
    body: PutInventoryBodySchema,
    response: InventorySchema,
  }),
} satisfies Record<string, RouteDef>;
