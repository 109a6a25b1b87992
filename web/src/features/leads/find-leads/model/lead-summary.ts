import { floorText } from '@schemas/floor-text';
import type { Location, MoveRequest } from '@schemas/move-requests';
import { FIND_LEADS_MESSAGES } from '../messages';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The customer as a company sees them: first name only (spec), else 'Unknown Customer'. */
export function customerName(lead: Pick<MoveRequest, 'user'>): string {
  return lead.user?.firstName?.trim() || FIND_LEADS_MESSAGES.unknownCustomer;
}

/** 'Raleigh, NC to Charleston, SC' */
export function routeLine(lead: Pick<MoveRequest, 'move_request_from' | 'move_request_to'>): string {
  const place = (l: Location) => `${l.city}, ${l.state}`;
  return `${place(lead.move_request_from)} to ${place(lead.move_request_to)}`;
}

/** '2 levels · 1st floor · 1,200 sq ft · 3 bedrooms' (levels, floor, sq ft, rooms). */
export function locationSummary(location: Location): string {
  return [
    plural(location.unit_level_count, 'level', 'levels'),
    floorText(location.unit_level_start),
    location.square_feet === null ? 'Sq ft not given' : `${location.square_feet.toLocaleString('en-US')} sq ft`,
    plural(location.count_bedrooms, 'bedroom', 'bedrooms'),
  ].join(' · ');
}

export function specialConsiderations(lead: Pick<MoveRequest, 'special_considerations'>): string {
  return lead.special_considerations.trim() || FIND_LEADS_MESSAGES.noSpecialConsiderations;
}
