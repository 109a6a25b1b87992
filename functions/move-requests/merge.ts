import type { LocationInput, UpdateMoveRequestBody } from '@schemas/move-requests';
import { DATE_LIMIT_MESSAGES, withinMaxRange } from '@schemas/date-limits';
import type {
  MoveRequestFields,
  MoveRequestItem,
  StoredLocation,
} from '@functions/core/data/move-request/move-requests';
import { badRequest } from '@functions/platform/http/errors';
import { isPastDate, PAST_DATE_MESSAGE } from '@functions/platform/move-dates';
import { toLocation } from './move-request-views';
import { toStoredLocation } from './stored-location';

const END_BEFORE_START = 'The end date cannot be before the start date';

/** 400 naming the field, in the shape the validation middleware uses. */
export const fieldError = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, { fields: { [field]: message } });

/** The writable fields of a stored request. */
export function storedFields(item: MoveRequestItem): MoveRequestFields {
  return {
    from_location: item.from_location,
    to_location: item.to_location,
    start_date: item.start_date,
    end_date: item.end_date,
    special_considerations: item.special_considerations ?? '',
    is_packing_required: item.is_packing_required,
    only_chosen_companies: item.only_chosen_companies,
  };
}

/** A sent location replaces the stored one's fields; its id stays (and must match if sent). */
function replaceLocation(field: string, stored: StoredLocation, input: LocationInput | undefined): StoredLocation {
  if (!input) return stored;
  if (input.id !== undefined && input.id !== stored.id) {
    throw fieldError(`${field}.id`, "Does not match this move request's location");
  }
  return toStoredLocation(input, stored.id);
}

/**
 * Merges a partial PUT body into the stored request and checks the date rules on the result:
 * end not before start, and a date the customer changes must not be in the past (an
 * unchanged start that has since passed does not block editing the notes).
 */
export function mergeUpdate(
  current: MoveRequestItem,
  body: UpdateMoveRequestBody,
  now = new Date(),
): MoveRequestFields {
  const base = storedFields(current);
  const merged: MoveRequestFields = {
    from_location: replaceLocation('from_location', base.from_location, body.from_location),
    to_location: replaceLocation('to_location', base.to_location, body.to_location),
    start_date: body.start_date ?? base.start_date,
    end_date: body.end_date ?? base.end_date,
    special_considerations: body.special_considerations ?? base.special_considerations,
    is_packing_required: body.is_packing_required ?? base.is_packing_required,
    only_chosen_companies: body.only_chosen_companies ?? base.only_chosen_companies,
  };
  for (const field of ['start_date', 'end_date'] as const) {
    if (merged[field] !== base[field] && isPastDate(merged[field], now)) throw fieldError(field, PAST_DATE_MESSAGE);
  }
  if (merged.end_date < merged.start_date) throw fieldError('end_date', END_BEFORE_START);
  // A PUT of one date is capped against the stored other one (the schema sees only the body);
  // a request stored before the cap keeps its range while only other fields change.
  const datesChanged = merged.start_date !== base.start_date || merged.end_date !== base.end_date;
  if (datesChanged && !withinMaxRange(merged.start_date, merged.end_date)) {
    const field = body.end_date !== undefined ? 'end_date' : 'start_date';
    throw fieldError(field, DATE_LIMIT_MESSAGES.moveRangeTooLong);
  }
  return merged;
}

/** True when writing `next` would change nothing (locations compared field by field). */
export function sameFields(a: MoveRequestFields, b: MoveRequestFields): boolean {
  const comparable = (f: MoveRequestFields) =>
    JSON.stringify([
      toLocation(f.from_location),
      toLocation(f.to_location),
      f.start_date,
      f.end_date,
      f.special_considerations,
      f.is_packing_required,
      f.only_chosen_companies === true,
    ]);
  return comparable(a) === comparable(b);
}
