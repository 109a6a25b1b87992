import { defineRoute, type RouteDef } from '../route';
import { NeedsAttentionSchema } from '../trust-facts';
import {
  AdminMoveRequestSearchQuerySchema,
  AdminMoveRequestSearchSchema,
  AwaitingVettingSchema,
} from '../admin-queues';

/**
 * The admin's working lists: 'Needs attention' (docs/admin.md, Trust facts), 'Waiting for vetting'
 * and the move request search (docs/admin.md, Dashboard lists). ADMIN only; part of the admin group.
 */
export const adminAttentionRoutes = {
  listNeedsAttention: defineRoute({
    method: 'GET',
    path: '/api/admin/needs-attention',
    roles: ['ADMIN'],
    handler: 'admin/list-needs-attention',
    summary:
      'Companies whose insurance certificate has expired or expires within 14 days, soonest first (a sparse index, no Scan)',
    response: NeedsAttentionSchema,
  }),
  listCompaniesAwaitingVetting: defineRoute({
    method: 'GET',
    path: '/api/admin/companies-awaiting-vetting',
    roles: ['ADMIN'],
    handler: 'admin/list-companies-awaiting-vetting',
    summary: 'Companies not yet verified, newest first (the unverified directory partition, no Scan)',
    response: AwaitingVettingSchema,
  }),
  searchAdminMoveRequests: defineRoute({
    method: 'GET',
    path: '/api/admin/move-requests',
    roles: ['ADMIN'],
    handler: 'admin/search-admin-move-requests',
    summary:
      "Move requests by the customer's name or e-mail (the user search indexes) or the start of the origin city (a city index), no Scan",
    query: AdminMoveRequestSearchQuerySchema,
    response: AdminMoveRequestSearchSchema,
  }),
} satisfies Record<string, RouteDef>;
