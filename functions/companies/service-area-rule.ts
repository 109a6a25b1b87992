import { DEFAULT_SERVICE_AREA, SERVICE_AREA_MESSAGES, type ServiceRadius } from '@schemas/service-areas';
import { InvalidError } from '@functions/platform/domain-errors';
import { zipPlace } from '@functions/platform/geo/zip-coordinates';

type AreaInput = { zip?: string; service_radius?: ServiceRadius };

const refused = (field: 'zip' | 'service_radius', message: string) =>
  new InvalidError(message, { fields: { [field]: message } });

/**
 * A company save (its own PATCH, the admin's POST or PATCH) whose service area could not be
 * measured: a ZIP code the dataset does not know (matching measures the radius from it), or a
 * radius without any ZIP code. Checked on the body merged over what is stored; 400, nothing written.
 */
export function assertServiceAreaSavable(stored: AreaInput | null, body: AreaInput): void {
  if (body.zip !== undefined && !zipPlace(body.zip)) throw refused('zip', SERVICE_AREA_MESSAGES.unknownZip(body.zip));
  const radius = body.service_radius ?? stored?.service_radius ?? DEFAULT_SERVICE_AREA.service_radius;
  if (radius !== 'STATE' && !(body.zip ?? stored?.zip))
    throw refused('service_radius', SERVICE_AREA_MESSAGES.radiusNeedsZip);
}
