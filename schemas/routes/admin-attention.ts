import { defineRoute, type RouteDef } from '../route';
import { NeedsAttentionSchema } from '../trust-facts';

/** The admin's 'Needs attention' list (docs/admin.md, Trust facts). ADMIN only; part of the admin group. */
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
} satisfies Record<string, RouteDef>;
