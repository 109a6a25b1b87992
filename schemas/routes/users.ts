import { defineRoute, SIGNED_IN, type RouteDef } from '../route';
import {
  ConciergeUpgradeParamsSchema,
  ConciergeUpgradeResponseSchema,
  CreateUserBodySchema,
  SetUserStatusBodySchema,
  SetUserStatusResponseSchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
  UserSchema,
} from '../users';

/** Users and accounts (spec section 7). */
export const userRoutes = {
  getUser: defineRoute({
    method: 'GET',
    path: '/api/user',
    roles: SIGNED_IN,
    handler: 'users/get-user',
    summary: "The caller's own user profile",
    response: UserSchema,
    callerMayLackProfile: true,
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
    callerMayLackProfile: true,
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
    handler: 'users/upgrade-mover-to-concierge',
    summary: "Upgrades the calling customer's own account to Concierge (idempotent)",
    params: ConciergeUpgradeParamsSchema,
    response: ConciergeUpgradeResponseSchema,
  }),
} satisfies Record<string, RouteDef>;
