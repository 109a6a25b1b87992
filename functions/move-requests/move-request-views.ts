import type { Location, MoveRequest } from '@schemas/move-requests';
import { moveRegimeOf } from '@schemas/move-regime';
import type { InventorySummary } from '@schemas/inventory';
import type { MoveRequestItem, StoredLocation } from '@functions/core/data/move-request/move-requests';
import type { UserItem } from '@functions/core/data/user/users';

/* How a stored move request is shown: to its owner, or to a company (move requests, leads, company quotes). */

/** Stored location → API location: absent square feet is null (spec: empty becomes null). */
export function toLocation(stored: StoredLocation): Location {
  return {
    id: stored.id,
    address: stored.address,
    city: stored.city,
    state: stored.state as Location['state'],
    zip: stored.zip,
    square_feet: stored.square_feet ?? null,
    count_bedrooms: stored.count_bedrooms,
    is_elevator_required: stored.is_elevator_required,
    is_stairs_required: stored.is_stairs_required,
    unit_level_start: stored.unit_level_start,
    unit_level_count: stored.unit_level_count,
  };
}

/** The inventory's version and totals the request carries (the inventory's save copies them); null before one. */
export function inventorySummaryOf(item: MoveRequestItem): InventorySummary | null {
  if (item.inventory_version === undefined) return null;
  return {
    version: item.inventory_version,
    cubic_feet: item.inventory_cubic_feet ?? 0,
    weight_lb: item.inventory_weight_lb ?? 0,
    pieces: item.inventory_pieces ?? 0,
  };
}

function baseView(item: MoveRequestItem): Omit<MoveRequest, 'user'> {
  return {
    id: item.id,
    user_id: item.user_id,
    move_request_from: toLocation(item.from_location),
    move_request_to: toLocation(item.to_location),
    date_range_start: item.start_date,
    date_range_end: item.end_date,
    special_considerations: item.special_considerations ?? '',
    is_packing_required: item.is_packing_required,
    only_chosen_companies: item.only_chosen_companies === true,
    inventory: inventorySummaryOf(item),
    move_regime: moveRegimeOf(item.from_location, item.to_location),
    created_at: item.created_at!,
    updated_at: item.updated_at!,
  };
}

/** What the customer (and an admin) sees: everything, with the customer's full name and e-mail. */
/** The customer as a view needs them: a profile, or a first name copied onto a record (a company's view before booking). */
export type CustomerNames = Pick<UserItem, 'firstName' | 'lastName' | 'email'> & Partial<Pick<UserItem, 'phone'>>;

/** A first name copied onto a record: all a company's view shows before the booking. */
export const firstNameOnly = (firstName: string): CustomerNames => ({ firstName, lastName: '', email: '' });

export function toOwnerView(item: MoveRequestItem, profile: CustomerNames | null): MoveRequest {
  const user = profile
    ? {
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        ...(profile.phone ? { phone: profile.phone } : {}),
      }
    : undefined;
  return { ...baseView(item), ...(user ? { user } : {}) };
}

/**
 * What a company may see (spec section 6): the customer's first name, cities and zips only,
 * until that company holds the booking (its quote is BOOKED); then also the last name,
 * e-mail and street addresses. Every
 * company-facing response with a move request goes through here.
 */
export function toCompanyView(
  item: MoveRequestItem,
  profile: CustomerNames | null,
  { booked = false }: { booked?: boolean } = {},
): MoveRequest {
  if (booked) return toOwnerView(item, profile);
  const user = profile ? { firstName: profile.firstName, lastName: null, email: null } : undefined;
  const base = baseView(item);
  return {
    ...base,
    move_request_from: { ...base.move_request_from, address: null },
    move_request_to: { ...base.move_request_to, address: null },
    ...(user ? { user } : {}),
  };
}
