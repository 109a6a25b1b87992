import type { Role } from '@schemas/enums';

export type ProfileView = 'company' | 'customer';

/** Spec section 2: MOVING_COMPANY gets the company view, every other role the customer view. */
export function profileViewFor(role: Role): ProfileView {
  return role === 'MOVING_COMPANY' ? 'company' : 'customer';
}
