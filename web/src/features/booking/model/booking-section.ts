import type { BookingWithChangesView } from '@schemas/booking-changes';
import type { Role } from '@schemas/enums';

/** Who is looking at a booking: its customer, its company, or an admin reading it. */
export type BookingSide = 'customer' | 'company' | 'admin';

const SIDE_OF_ROLE: Record<Role, BookingSide> = { MOVER: 'customer', MOVING_COMPANY: 'company', ADMIN: 'admin' };

/** The server answers only a booking's own sides (and admins), so the role names the side. */
export const bookingSideOf = (role: Role): BookingSide => SIDE_OF_ROLE[role];

/**
 * What every section of the booking page receives. A section is its own component in
 * components/ and renders nothing when it has nothing to say to this side.
 */
export interface BookingSectionProps {
  booking: BookingWithChangesView;
  side: BookingSide;
}
