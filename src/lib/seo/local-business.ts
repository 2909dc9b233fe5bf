/**
 * schema.org AutoDealer (a LocalBusiness) for the dealership, built only from the site config:
 * the physical showroom's address and coordinates, the structured-data opening hours, the phone,
 * e-mail, social profiles and the Delaware counties served (no other regions). Pure: pages pass the
 * records in and get a JSON-LD object back.
 */
import { absoluteUrl } from './canonical';
import { geoCoordinates, postalAddress, type StreetAddress } from './schema-parts';

export interface BusinessSite {
  brandName: string;
  tagline: string;
  phone: { e164: string };
  email: string;
  siteUrl: string;
  defaultShareImage: { src: string };
  hours: { structuredData: { dayOfWeek: string[]; opens: string; closes: string }[] };
  locations: BusinessLocation[];
}

export interface BusinessLocation {
  name: string;
  type: 'physical' | 'online';
  address: StreetAddress;
  coordinates: { lat: number; lng: number };
  facebook: string;
  youtube: string;
}

export interface LocalBusinessOptions {
  /** The page the data describes (its canonical path); defaults to the home page. */
  pagePath?: string;
  /** County names served, e.g. "Kent County"; each is stated as a Delaware county. */
  counties?: string[];
  /** Town names served (each a City in Delaware), for a town landing page such as /dover. */
  towns?: string[];
  /** Where the page places the business (a town page: the town's own coordinates); defaults to the showroom. */
  geo?: { lat: number; lng: number };
  /** A page-specific name, e.g. "First State Golf Carts - Dover"; defaults to the brand name. */
  name?: string;
  description?: string;
}

/** The physical showroom: the one location with a street address a visitor can drive to. */
export function physicalLocation<L extends { type: 'physical' | 'online' }>(locations: L[]): L {
  const found = locations.find((l) => l.type === 'physical');
  if (!found) throw new Error('site.json needs one location of type "physical"');
  return found;
}

export function localBusinessJsonLd(site: BusinessSite, options: LocalBusinessOptions = {}): Record<string, unknown> {
  const base = site.siteUrl;
  const showroom = physicalLocation(site.locations);
  const url = absoluteUrl(options.pagePath ?? '/', base);
  const geo = options.geo ?? showroom.coordinates;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${absoluteUrl('/', base)}#dealer`,
    name: options.name ?? site.brandName,
    description: options.description ?? `${site.brandName}: ${site.tagline} in Delaware.`,
    url,
    telephone: site.phone.e164,
    email: site.email,
    image: absoluteUrl(site.defaultShareImage.src, base),
    priceRange: '$$',
    address: postalAddress(showroom.address),
    geo: geoCoordinates(geo),
    openingHoursSpecification: site.hours.structuredData.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.dayOfWeek,
      opens: row.opens,
      closes: row.closes,
    })),
    areaServed: [
      { '@type': 'State', name: 'Delaware' },
      ...(options.counties ?? []).map((name) => ({
        '@type': 'AdministrativeArea',
        name: `${name}, Delaware`,
      })),
      ...(options.towns ?? []).map((name) => ({
        '@type': 'City',
        name,
        containedInPlace: { '@type': 'State', name: 'Delaware' },
      })),
    ],
    sameAs: [...new Set([showroom.facebook, showroom.youtube])],
  };
}
