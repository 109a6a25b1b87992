import type { LocationInput } from '@schemas/move-requests';
import { SERVICE_AREA_MESSAGES } from '@schemas/service-areas';
import { badRequest } from '@functions/platform/http/errors';
import { zipPlace } from '@functions/platform/geo/zip-coordinates';

/**
 * A sent location whose ZIP code the dataset does not know is refused (400, nothing written):
 * matching measures service areas from it. The message alone is the error; `fields` names the
 * ZIP field so /move-info shows it there.
 */
export function assertKnownZips(body: { from_location?: LocationInput; to_location?: LocationInput }): void {
  for (const field of ['from_location', 'to_location'] as const) {
    const zip = body[field]?.zip;
    if (zip === undefined || zipPlace(zip)) continue;
    const message = SERVICE_AREA_MESSAGES.unknownZip(zip);
    throw badRequest(message, { fields: { [`${field}.zip`]: message } });
  }
}
