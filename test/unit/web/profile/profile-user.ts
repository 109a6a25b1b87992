import type { CurrentUser } from '@web/lib/api/get-user';

/** A profile as GET /api/user answers it, with the demo customer's names. */
export function profileUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    auth_id: 'user-1',
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: 'customer@example.com',
    role: 'MOVER',
    is_concierge: false,
    moving_company_id: null,
    move_request_id: null,
    new_message_notifications: true,
    status_change_notifications: true,
    stripe_subscription_status: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
