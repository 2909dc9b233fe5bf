/**
 * The dealership as schema.org AutoDealer (a LocalBusiness), built only from the site config:
 * the Dover showroom's address, Delaware and its counties as the area served, the structured-data
 * hours. Used by /contact; home and showroom can use the same builder.
 */
import { absoluteUrl } from './canonical';

export interface DealerSiteInput {
  brandName: string;
  phone: { e164: string };
  email: string;
  siteUrl: string;
  defaultShareImage: { src: string };
  hours: { structuredData: { dayOfWeek: string[]; opens: string; closes: string }[] };
  locations: {
    type: 'physical' | 'online';
    address: { street: string; city: string; region: string; postalCode: string };
    coordinates: { lat: number; lng: number };
    facebook: string;
    youtube: string;
  }[];
}

export function dealerJsonLd(site: DealerSiteInput, counties: { name: string }[], base: string = site.siteUrl): Record<string, unknown> {
  const showroom = site.locations.find((l) => l.type === 'physical') ?? site.locations[0];
  if (!showroom) throw new Error('the site config has no location');
  return {
    '@context': 'https://schema.org',
    '@type': ['AutoDealer', 'LocalBusiness'],
    '@id': `${absoluteUrl('/', base)}#dealer`,
    name: site.brandName,
    url: absoluteUrl('/', base),
    telephone: site.phone.e164,
    email: site.email,
    image: absoluteUrl(site.defaultShareImage.src, base),
    address: {
      '@type': 'PostalAddress',
      streetAddress: showroom.address.street,
      addressLocality: showroom.address.city,
      addressRegion: showroom.address.region,
      postalCode: showroom.address.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: showroom.coordinates.lat, longitude: showroom.coordinates.lng },
    areaServed: [
      { '@type': 'State', name: 'Delaware' },
      ...counties.map((c) => ({ '@type': 'AdministrativeArea', name: `${c.name}, Delaware` })),
    ],
    openingHoursSpecification: site.hours.structuredData.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.dayOfWeek,
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: [...new Set(site.locations.flatMap((l) => [l.facebook, l.youtube]))],
  };
}
