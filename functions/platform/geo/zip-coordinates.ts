import zipcodes from 'zipcodes';

/*
 * US ZIP code coordinates from the `zipcodes` dataset package (npm), the one source of where a
 * ZIP code lies. Only server code imports it (about 5 MB of data): the web app learns an
 * unknown ZIP code from the API's 400.
 */

export interface ZipPlace {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** Where a 5-digit ZIP code (ZIP+4 accepted) lies; null when the dataset does not know it. */
export function zipPlace(zip: string): ZipPlace | null {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const found = zipcodes.lookup(five);
  if (!found || found.country !== 'US') return null;
  return {
    zip: five,
    latitude: found.latitude,
    longitude: found.longitude,
    city: found.city,
    state: found.state,
  };
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles between two points. */
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}
