import type { LocationInput } from '@schemas/move-requests';
import type { StoredLocation } from '@functions/core/data/move-request/move-requests';

/** API location input → stored location with the given id (a client-sent id is never trusted). */
export function toStoredLocation(input: LocationInput, id: string): StoredLocation {
  const { id: _ignored, square_feet, ...fields } = input;
  return { ...fields, id, ...(square_feet === null ? {} : { square_feet }) };
}
