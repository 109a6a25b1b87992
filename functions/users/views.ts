import type { User } from '@schemas/users';
import type { UserItem } from '@functions/core/data/user/users';

/** Shapes a stored user into the API's User (absent optional fields become null). */
export function toUserResponse(item: UserItem): User {
  return {
    id: item.id,
    auth_id: item.auth_id,
    firstName: item.firstName,
    lastName: item.lastName,
    email: item.email,
    role: item.role,
    is_concierge: item.is_concierge ?? false,
    concierge_notice: item.concierge_notice ?? null,
    moving_company_id: item.moving_company_id ?? null,
    move_request_id: item.move_request_id ?? null,
    new_message_notifications: item.new_message_notifications ?? true,
    status_change_notifications: item.status_change_notifications ?? true,
    stripe_subscription_status: item.stripe_subscription_status ?? null,
    skip_token_spend_confirm: item.skip_token_spend_confirm ?? false,
    phone: item.phone ?? null,
    created_at: item.created_at!,
    updated_at: item.updated_at!,
  };
}
