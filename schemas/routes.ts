import * as z from 'zod';
import { defineRoute, SIGNED_IN, type RouteDef } from './route';
import {
  ConciergeUpgradeParamsSchema,
  ConciergeUpgradeResponseSchema,
  CreateUserBodySchema,
  SetUserStatusBodySchema,
  SetUserStatusResponseSchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
  UserSchema,
} from './users';
import {
  CreateMoveRequestBodySchema,
  MoveRequestParamsSchema,
  MoveRequestSchema,
  UpdateMoveRequestBodySchema,
} from './move-requests';
import { CheckAvailabilityParamsSchema, CheckAvailabilityResponseSchema, MatchesResponseSchema } from './matches';
import {
  CustomerQuoteListSchema,
  CustomerQuoteSchema,
  RequestQuoteBodySchema,
  RequestQuotesBodySchema,
} from './quotes';
import {
  MovingCompanyIdParamsSchema,
  PublicMovingCompanySchema,
  SaveMovingCompanyBodySchema,
  SavedMovingCompanySchema,
} from './companies';
import { SuccessResponseSchema } from './common';

/**
 * The route table: every API route of the product (spec section 7), under /api.
 * Add an entry here, a handler file under functions/, and both AWS and local mode serve it.
 */
export const routes = {
  getUser: defineRoute({
    method: 'GET',
    path: '/api/user',
    roles: SIGNED_IN,
    handler: 'users/get-user',
    summary: "The caller's own user profile",
    response: UserSchema,
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/api/create-user',
    roles: SIGNED_IN,
    handler: 'users/create-user',
    summary: "Creates the caller's profile after e-mail confirmation (idempotent)",
    body: CreateUserBodySchema,
    response: UserSchema,
    status: 201,
  }),
  updateUser: defineRoute({
    method: 'PATCH',
    path: '/api/user/{id}',
    roles: SIGNED_IN,
    handler: 'users/update-user',
    summary: 'Updates names or notification switches of the caller’s own profile',
    params: UserIdParamsSchema,
    body: UpdateUserBodySchema,
    response: UserSchema,
  }),
  setUserStatus: defineRoute({
    method: 'PUT',
    path: '/api/set-user-status',
    roles: SIGNED_IN,
    handler: 'users/set-user-status',
    summary: "Sets the caller's subscription status to inactive (Use Free Version)",
    body: SetUserStatusBodySchema,
    response: SetUserStatusResponseSchema,
  }),
  upgradeMoverToConcierge: defineRoute({
    method: 'POST',
    path: '/api/upgrade-mover-to-concierge/{userId}',
    roles: ['MOVER'],
    handler: 'users/upgrade-to-concierge',
    summary: "Upgrades the calling customer's own account to Concierge (idempotent)",
    params: ConciergeUpgradeParamsSchema,
    response: ConciergeUpgradeResponseSchema,
  }),
  createMoveRequest: defineRoute({
    method: 'POST',
    path: '/api/move-request',
    roles: ['MOVER'],
    handler: 'move-requests/create-move-request',
    summary: "Creates the customer's one move request and records its id on the profile (409 if one exists)",
    body: CreateMoveRequestBodySchema,
    response: MoveRequestSchema,
    status: 201,
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
    summary: "The caller's move request (404 'No move request yet' when there is none)",
    response: MoveRequestSchema,
  }),
  getMoveRequest: defineRoute({
    method: 'GET',
    path: '/api/move-request/{id}',
    roles: SIGNED_IN,
    handler: 'move-requests/get-move-request',
    summary: 'One move request by id, for its customer or an admin (404 for anyone else)',
    params: MoveRequestParamsSchema,
    response: MoveRequestSchema,
  }),
  listMovingCompanies: defineRoute({
    method: 'GET',
    path: '/api/moving-company-list',
    roles: SIGNED_IN,
    handler: 'companies/list-moving-companies',
    summary: 'Moving companies by state and name: verified ones, or every company for admins',
    response: z.array(PublicMovingCompanySchema),
  }),
  getMovingCompany: defineRoute({
    method: 'GET',
    path: '/api/moving-company/{id}',
    roles: SIGNED_IN,
    handler: 'companies/get-moving-company',
    summary: 'One company’s public page (unverified ones only for admins and the company’s own users)',
    params: MovingCompanyIdParamsSchema,
    response: PublicMovingCompanySchema,
  }),
  saveMovingCompany: defineRoute({
    method: 'POST',
    path: '/api/saved-moving-company',
    roles: ['MOVER'],
    handler: 'saved-companies/save-moving-company',
    summary: 'Saves a verified company for the customer (201; 200 with the existing record when already saved)',
    body: SaveMovingCompanyBodySchema,
    response: SavedMovingCompanySchema,
    status: 201,
  }),
  deleteSavedMovingCompany: defineRoute({
    method: 'DELETE',
    path: '/api/saved-moving-company/{id}',
    roles: ['MOVER'],
    handler: 'saved-companies/delete-saved-moving-company',
    summary: 'Unsaves a company (id = moving company id; 404 when it was not saved)',
    params: MovingCompanyIdParamsSchema,
    response: SuccessResponseSchema,
  }),
  getSavedMovingCompany: defineRoute({
    method: 'GET',
    path: '/api/saved-moving-company/{id}',
    roles: ['MOVER'],
    handler: 'saved-companies/get-saved-moving-company',
    summary: 'Whether the customer saved a company (id = moving company id): [record] or []',
    params: MovingCompanyIdParamsSchema,
    response: z.array(SavedMovingCompanySchema),
  }),
  listMySavedMovingCompanies: defineRoute({
    method: 'GET',
    path: '/api/my-saved-moving-companies',
    roles: ['MOVER'],
    handler: 'saved-companies/list-my-saved-moving-companies',
    summary: "The customer's saved companies, newest first",
    response: z.array(SavedMovingCompanySchema),
  }),
  getMyMatches: defineRoute({
    method: 'GET',
    path: '/api/my-move-request/matches',
    roles: ['MOVER'],
    handler: 'matches/get-my-matches',
    summary: "Verified companies of the move's origin state (NC/SC only) available in its date range, with the customer's quote status",
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
  requestQuotes: defineRoute({
    method: 'POST',
    path: '/api/quote/bulk',
    roles: ['MOVER'],
    handler: 'quotes/request-quotes',
    summary: 'Requests quotes from up to 5 matching companies for the customer’s own move (one transaction)',
    body: RequestQuotesBodySchema,
    response: CustomerQuoteListSchema,
    status: 201,
  }),
  requestQuote: defineRoute({
    method: 'POST',
    path: '/api/quote',
    roles: ['MOVER'],
    handler: 'quotes/request-quote',
    summary: 'Requests a quote from one matching company for the customer’s own move',
    body: RequestQuoteBodySchema,
    response: CustomerQuoteSchema,
    status: 201,
  }),
  listMyQuotes: defineRoute({
    method: 'GET',
    path: '/api/my-quotes',
    roles: ['MOVER'],
    handler: 'quotes/list-my-quotes',
    summary: "The customer's quotes with their companies",
    response: CustomerQuoteListSchema,
  }),
} satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;
export const routeList: Array<[RouteId, RouteDef]> = Object.entries(routes) as Array<[RouteId, RouteDef]>;

/** Path params are always strings of the path; used when a route omits a params schema. */
export const NoParamsSchema = z.object({});
