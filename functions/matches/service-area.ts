import { radiusMiles, serviceAreaOrDefault } from '@schemas/service-areas';
import { MATCHING_AREA_STATES } from '@schemas/us-states';
import { milesBetween, zipPlace } from '@functions/platform/geo/zip-coordinates';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';

type AreaFields = Pick<MovingCompanyItem, 'state' | 'zip' | 'service_radius' | 'serves_out_of_state'>;
type MovePlaces = Pick<MoveRequestItem, 'from_location' | 'to_location'>;

/** The company's service area, with the default for a company that never chose one. */
export const serviceAreaOf = (company: AreaFields) => serviceAreaOrDefault(company);

/** Miles from the company's base ZIP code to the move's origin; null when either ZIP is unknown. */
export function milesToOrigin(company: Pick<MovingCompanyItem, 'zip'>, move: Pick<MoveRequestItem, 'from_location'>) {
  const base = company.zip ? zipPlace(company.zip) : null;
  const origin = zipPlace(move.from_location.zip);
  return base && origin ? milesBetween(base, origin) : null;
}

/**
 * Whether the move lies in the company's service area: its origin within the radius of the
 * company's base ZIP code (or, for STATE, in the company's state), and a destination outside
 * NC/SC only when the company takes those. A radius whose distance cannot be measured (a ZIP
 * code the dataset does not know) falls back to the company's state.
 */
export function servesMove(company: AreaFields, move: MovePlaces): boolean {
  const area = serviceAreaOf(company);
  const leavesCarolinas = !(MATCHING_AREA_STATES as readonly string[]).includes(move.to_location.state);
  if (leavesCarolinas && !area.serves_out_of_state) return false;
  const radius = radiusMiles(area.service_radius);
  const sameState = !!company.state && company.state === move.from_location.state;
  if (radius === null) return sameState;
  const miles = milesToOrigin(company, move);
  return miles === null ? sameState : miles <= radius;
}
