/**
 * The dealership as search engines read it: one schema.org AutoDealer with one `@id`, one name, one
 * address and one geo point (the physical showroom), the same on every page that states it. Pages about
 * a place (a county, a town, a town's rentals) describe a Service the dealer provides there: the place
 * is its `areaServed`, with the place's own coordinates, and the dealer is its `provider` by reference,
 * so no page ever puts the dealer at a town's coordinates. Built only from the site config; pure.
 */
import { openingHoursSpecification, type HoursSet } from '../hours/opening-hours';
import { absoluteUrl } from './canonical';
import { geoCoordinates, postalAddress, type StreetAddress } from './schema-parts';

export interface BusinessSite {
  brandName: string;
  tagline: string;
  phone: { e164: string };
  email: string;
  defaultShareImage: { src: string };
  /** The showroom's hours: the business's hours, the same set the pages show. */
  hours: { showroom: HoursSet };
  locations: BusinessLocation[];
}

export interface BusinessLocation {
  type: 'physical' | 'online';
  address: StreetAddress;
  coordinates: { lat: number; lng: number };
  facebook: string;
  youtube: string;
}

/** The physical showroom: the one location with a street address a visitor can drive to. */
export function physicalLocation<L extends { type: 'physical' | 'online' }>(locations: L[]): L {
  const found = locations.find((l) => l.type === 'physical');
  if (!found) throw new Error('site.json needs one location of type "physical"');
  return found;
}

/** The dealer's one identifier, on the site's home page: `https://…/#dealer`. */
export function dealerId(siteUrl: string): string {
  return `${absoluteUrl('/', siteUrl)}#dealer`;
}

/** The dealer named from another entity (a service's provider): its identifier and name only. */
export function dealerReference(site: Pick<BusinessSite, 'brandName'>, siteUrl: string) {
  return { '@type': 'AutoDealer', '@id': dealerId(siteUrl), name: site.brandName };
}

/**
 * The dealer in full: the showroom's address, coordinates and opening hours (the ones the pages show), phone,
 * e-mail, social profiles and the Delaware counties it serves (no other regions).
 */
export function dealerJsonLd(site: BusinessSite, siteUrl: string, counties: readonly string[]): Record<string, unknown> {
  const showroom = physicalLocation(site.locations);
  return {
    '@context': 'https://schema.org',
    ...dealerReference(site, siteUrl),
    description: `${site.brandName}: ${site.tagline} in Delaware.`,
    url: absoluteUrl('/', siteUrl),
    telephone: site.phone.e164,
    email: site.email,
    image: absoluteUrl(site.defaultShareImage.src, siteUrl),
    priceRange: '$$',
    address: postalAddress(showroom.address),
    geo: geoCoordinates(showroom.coordinates),
    openingHoursSpecification: openingHoursSpecification(site.hours.showroom),
    areaServed: [{ '@type': 'State', name: 'Delaware' }, ...counties.map((county) => countyArea(county))],
    sameAs: [...new Set([showroom.facebook, showroom.youtube])],
  };
}

const delaware = { '@type': 'State', name: 'Delaware' };

/** A Delaware county as a place served. */
function countyArea(county: string, coordinates?: { lat: number; lng: number }) {
  return {
    '@type': 'AdministrativeArea',
    name: `${county}, Delaware`,
    ...(coordinates ? { geo: geoCoordinates(coordinates) } : {}),
    containedInPlace: delaware,
  };
}

export interface PlaceInfo {
  name: string;
  coordinates: { lat: number; lng: number };
  county: string;
}

/** A town served, at its own coordinates, inside its county and Delaware. */
export function servedPlace(place: PlaceInfo) {
  return {
    '@type': 'City',
    name: `${place.name}, Delaware`,
    geo: geoCoordinates(place.coordinates),
    containedInPlace: { '@type': 'AdministrativeArea', name: `${place.county}, Delaware`, containedInPlace: delaware },
  };
}

export interface AreaService {
  /** What the dealer offers there, e.g. "Golf cart sales and service in Lewes". */
  name: string;
  serviceType: string;
  /** The page that describes the service. */
  url: string;
}

/** The service a page's copy names (its `name` and `type`), described by the page at `path`. */
export function pageService(service: { name: string; type: string }, path: string, siteUrl: string): AreaService {
  return { name: service.name, serviceType: service.type, url: absoluteUrl(path, siteUrl) };
}

/** A service the dealer provides in a place: the place served and the dealer as provider. */
function areaServiceJsonLd(site: Pick<BusinessSite, 'brandName'>, siteUrl: string, service: AreaService, areaServed: object) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${service.url}#service`,
    name: service.name,
    serviceType: service.serviceType,
    url: service.url,
    provider: dealerReference(site, siteUrl),
    areaServed,
  };
}

/** Town sales page (and the Dover page): sales and service in the town, and any nearby towns it names. */
export function townServiceJsonLd(
  site: Pick<BusinessSite, 'brandName'>,
  siteUrl: string,
  service: AreaService,
  places: readonly PlaceInfo[],
) {
  const served = places.map(servedPlace);
  return areaServiceJsonLd(site, siteUrl, service, served.length === 1 ? served[0]! : served);
}

/** County page: sales and service across the county. */
export function countyServiceJsonLd(
  site: Pick<BusinessSite, 'brandName'>,
  siteUrl: string,
  service: AreaService,
  county: { name: string; coordinates: { lat: number; lng: number } },
) {
  return areaServiceJsonLd(site, siteUrl, service, countyArea(county.name, county.coordinates));
}

/** A fleet of the rate card and its plans, as the page shows them. */
export interface RentalFleetInfo {
  title: string;
  plans: readonly { title: string; duration: string; price: number }[];
}

/** Town rental page: golf cart rentals in the town, offered at the rate card's prices the page shows. */
export function townRentalServiceJsonLd(
  site: Pick<BusinessSite, 'brandName'>,
  siteUrl: string,
  service: AreaService,
  place: PlaceInfo,
  fleets: readonly RentalFleetInfo[],
) {
  return {
    ...areaServiceJsonLd(site, siteUrl, service, servedPlace(place)),
    offers: fleets.flatMap((fleet) =>
      fleet.plans.map((plan) => ({
        '@type': 'Offer',
        name: `${fleet.title}: ${plan.title} rental (${plan.duration})`,
        price: plan.price,
        priceCurrency: 'USD',
        url: service.url,
      })),
    ),
  };
}
