import * as z from 'zod';
import { defineRoute, type RouteDef } from '../route';
import { PaymentRequiredErrorSchema } from '../errors';
import { SuccessResponseSchema } from '../common';
import {
  DeleteSavedLeadByIdBodySchema,
  SavedLeadBodySchema,
  SavedLeadListQuerySchema,
  SavedLeadParamsSchema,
  SavedLeadSchema,
  SearchMoveRequestsBodySchema,
  SearchMoveRequestsResponseSchema,
} from '../leads';

/** Lead search and saved leads (companies). */
export const leadRoutes = {
  searchMoveRequests: defineRoute({
    method: 'POST',
    path: '/api/search-move-requests',
    roles: ['MOVING_COMPANY'],
    handler: 'leads/search-move-requests',
    summary:
      "Open move requests from the company's own state (NC/SC) in a date window, filtered by city, zip and residence details; paged by cursor. Customer first name only.",
    body: SearchMoveRequestsBodySchema,
    response: SearchMoveRequestsResponseSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  listMySavedLeads: defineRoute({
    method: 'GET',
    path: '/api/my-saved-leads',
    roles: ['MOVING_COMPANY'],
    handler: 'leads/list-my-saved-leads',
    summary: "A page of the caller's company's saved leads, newest first; the next page's cursor in x-next-cursor",
    query: SavedLeadListQuerySchema,
    response: z.array(SavedLeadSchema),
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  saveLead: defineRoute({
    method: 'POST',
    path: '/api/my-saved-leads',
    roles: ['MOVING_COMPANY'],
    handler: 'leads/save-lead',
    summary:
      'Saves an open move request of the company’s state as a lead (201; 200 with the same record when already saved)',
    body: SavedLeadBodySchema,
    response: SavedLeadSchema,
    status: 201,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  deleteSavedLead: defineRoute({
    method: 'DELETE',
    path: '/api/my-saved-leads/{id}',
    roles: ['MOVING_COMPANY'],
    handler: 'leads/delete-saved-lead',
    summary: 'Unsaves a lead (id = move request id; the body may repeat it as move_request_id; 404 when not saved)',
    params: SavedLeadParamsSchema,
    body: DeleteSavedLeadByIdBodySchema,
    response: SuccessResponseSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
  deleteSavedLeadByBody: defineRoute({
    method: 'DELETE',
    path: '/api/my-saved-leads',
    roles: ['MOVING_COMPANY'],
    handler: 'leads/delete-saved-lead-by-body',
    summary: 'Unsaves a lead named by move_request_id in the body (404 when not saved)',
    body: SavedLeadBodySchema,
    response: SuccessResponseSchema,
    errors: { 402: PaymentRequiredErrorSchema },
  }),
} satisfies Record<string, RouteDef>;
