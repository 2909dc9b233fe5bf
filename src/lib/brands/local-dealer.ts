/**
 * schema.org structured data for a town landing page (the Dover page): the dealer as an
 * AutoDealer located at the town's coordinates, serving the listed towns (Delaware only).
 */

export interface LocalDealerInput {
  name: string;
  /** Absolute URL of the page. */
  url: string;
  telephone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string };
  /** The town's own coordinates (from its municipality record). */
  geo: { lat: number; lng: number };
  /** Town names; each becomes a Delaware City in areaServed. */
  areaServed: string[];
  openingHours: { dayOfWeek: string[]; opens: string; closes: string }[];
}

export function localDealerJsonLd(input: LocalDealerInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: input.name,
    url: input.url,
    telephone: input.telephone,
    email: input.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address.street,
      addressLocality: input.address.city,
      addressRegion: input.address.region,
      postalCode: input.address.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: input.geo.lat, longitude: input.geo.lng },
    areaServed: input.areaServed.map((name) => ({
      '@type': 'City',
      name,
      containedInPlace: { '@type': 'State', name: 'Delaware' },
    })),
    openingHoursSpecification: input.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.dayOfWeek,
      opens: h.opens,
      closes: h.closes,
    })),
  };
}
