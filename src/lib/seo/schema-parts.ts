/** schema.org pieces every business object of the site states the same way (dealer, county, town and rental pages). */

export interface StreetAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

/** A US street address as a schema.org PostalAddress. */
export const postalAddress = (a: StreetAddress) => ({
  '@type': 'PostalAddress',
  streetAddress: a.street,
  addressLocality: a.city,
  addressRegion: a.region,
  postalCode: a.postalCode,
  addressCountry: 'US',
});

/** A point as schema.org GeoCoordinates. */
export const geoCoordinates = (c: { lat: number; lng: number }) => ({ '@type': 'GeoCoordinates', latitude: c.lat, longitude: c.lng });
