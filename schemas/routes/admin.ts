import { defineRoute, type RouteDef } from '../route';
import { MovingCompanyIdParamsSchema } from '../companies';
import { InviteCompanyUserResponseSchema, MyMovingCompanySchema } from '../company-profile';
import { UserIdParamsSchema } from '../users';
import { MoveRequestParamsSchema } from '../move-requests';
import {
  AdminInviteUserBodySchema,
  AdminMovingCompanySchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  AdminUserStatusBodySchema,
  CreateMovingCompanyBodySchema,
  MarkMoveRequestInvalidBodySchema,
  MarketplaceStatsSchema,
  MoveRequestInvalidatedSchema,
  VerificationBodySchema,
  VettingBodySchema,
} from '../admin';

/**
 * The admin side (spec section 7, Companies and admin; docs/admin.md). Every route is ADMIN
 * only. PATCH /moving-company/{id} for any company is the company editor's route
 * (schemas/routes/company-profile.ts), open to admins.
 */
export const adminRoutes = {
  createMovingCompany: defineRoute({
    method: 'POST',
    path: '/api/moving-company',
    roles: ['ADMIN'],
    handler: 'admin/create-moving-company',
    summary: 'Adds a moving company to the platform (unverified until vetted)',
    body: CreateMovingCompanyBodySchema,
    response: MyMovingCompanySchema,
    status: 201,
  }),
  getAdminMovingCompany: defineRoute({
    method: 'GET',
    path: '/api/admin/moving-company/{id}',
    roles: ['ADMIN'],
    handler: 'admin/get-admin-moving-company',
    summary: 'One company with its e-mail, phone and vetting record, for the admin form',
    params: MovingCompanyIdParamsSchema,
    response: AdminMovingCompanySchema,
  }),
  putCompanyVetting: defineRoute({
    method: 'PUT',
    path: '/api/admin/moving-company/{id}/vetting',
    roles: ['ADMIN'],
    handler: 'admin/put-company-vetting',
    summary:
      "Records the admin's vetting of a company (hours, rating, date, USDOT number, notes); unverifies it when the record falls below the bar",
    params: MovingCompanyIdParamsSchema,
    body: VettingBodySchema,
    response: AdminMovingCompanySchema,
  }),
  setCompanyVerification: defineRoute({
    method: 'PUT',
    path: '/api/admin/moving-company/{id}/verification',
    roles: ['ADMIN'],
    handler: 'admin/set-company-verification',
    summary:
      'Verifies (needs a vetting record meeting the bar, else 409) or unverifies a company; its calendar joins or leaves matching at once',
    params: MovingCompanyIdParamsSchema,
    body: VerificationBodySchema,
    response: AdminMovingCompanySchema,
  }),
  listAdminUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/auth/users',
    roles: ['ADMIN'],
    handler: 'admin/list-admin-users',
    summary: 'Users, newest first, a page at a time, searchable by name or e-mail (total in x-total-count); no Scan',
    query: AdminUserListQuerySchema,
    response: AdminUserListSchema,
  }),
  inviteUserAsAdmin: defineRoute({
    method: 'POST',
    path: '/api/admin/auth/users',
    roles: ['ADMIN'],
    throttle: 'mail',
    handler: 'admin/invite-user-as-admin',
    summary:
      "Invites a company user (the colleague invite's code path: temporary password by e-mail, new password on first sign-in)",
    body: AdminInviteUserBodySchema,
    response: InviteCompanyUserResponseSchema,
    status: 201,
  }),
  setAdminUserStatus: defineRoute({
    method: 'PUT',
    path: '/api/admin/auth/users/{id}/status',
    roles: ['ADMIN'],
    handler: 'admin/set-admin-user-status',
    summary:
      'Deactivates (Cognito disabled, signed out everywhere, every call refused) or reactivates a user; never the caller',
    params: UserIdParamsSchema,
    body: AdminUserStatusBodySchema,
    response: AdminUserSchema,
  }),
  markMoveRequestInvalid: defineRoute({
    method: 'POST',
    path: '/api/admin/move-request/{id}/invalid',
    roles: ['ADMIN'],
    handler: 'admin/mark-move-request-invalid',
    summary:
      'Marks a move request invalid (set once): no company may use it as a lead, and every token spent on it comes back',
    params: MoveRequestParamsSchema,
    body: MarkMoveRequestInvalidBodySchema,
    response: MoveRequestInvalidatedSchema,
  }),
  getMarketplaceStats: defineRoute({
    method: 'GET',
    path: '/api/admin/marketplace-stats',
    roles: ['ADMIN'],
    handler: 'admin/get-marketplace-stats',
    summary: "The marketplace's numbers for the last 7 and 30 days, from counters (no Scan)",
    response: MarketplaceStatsSchema,
  }),
} satisfies Record<string, RouteDef>;
