/** Great-circle distances between places given as latitude/longitude in degrees. */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance rounded as visitors read it: one decimal under 10 miles, whole miles above. */
export function roundMiles(miles: number): number {
  return miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
}

/** A distance as visitors read it: "4.2 mi", "31 mi". */
export function formatMiles(miles: number): string {
  const rounded = roundMiles(miles);
  return `${miles < 10 ? rounded.toFixed(1) : rounded} mi`;
}

export const COMPASS_POINTS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** Initial great-circle bearing from `a` to `b`, in degrees clockwise from north (0-360). */
export function bearingDegrees(a: LatLng, b: LatLng): number {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x = Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) - Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Which way `b` lies from `a`, as one of eight compass points ("southeast"). */
export function compassPoint(a: LatLng, b: LatLng): CompassPoint {
  return COMPASS_POINTS[Math.round(bearingDegrees(a, b) / 45) % 8]!;
}
