import type { Location } from '@schemas/move-requests';

export { AddressBlock, Detail, MoveRegimeDetail } from '@web/components/move-details';

/** 'Cary, NC to Durham, NC'. */
export function routeText(from: Location, to: Location): string {
  return `${from.city}, ${from.state} to ${to.city}, ${to.state}`;
}
