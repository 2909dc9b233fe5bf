/**
 * schema.org objects of the location pages. They state only what the page itself shows: the
 * dealer, the place served and, on rental pages, the plan prices printed on the page.
 */
import { geoCoordinates as geo, postalAddress, type StreetAddress } from '../seo/schema-parts';
import type { LatLng } from './distance';

export interface DealerInfo {
  brandName: string;
  phone: string;
  email: string;
  siteUrl: string;
  address: StreetAddress;
}

export interface PlaceInfo {
  name: string;
  coordinates: LatLng;
  county: string;
}

/** The place a page serves, with its own coordinates, inside its county and Delaware. */
export function servedPlace(place: PlaceInfo) {
  return {
    '@type': 'City',
    name: `${place.name}, Delaware`,
    geo: geo(place.coordinates),
    containedInPlace: {
      '@type': 'AdministrativeArea',
      name: `${place.county}, Delaware`,
      containedInPlace: { '@type': 'State', name: 'Delaware' },
    },
  };
}

/** The dealer (AutoDealer) as a location page states it: who, where, how to reach them. */
function dealerOnPage(dealer: DealerInfo, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${pageUrl}#dealer`,
    name: dealer.brandName,
    url: pageUrl,
    telephone: dealer.phone,
    email: dealer.email,
    address: postalAddress(dealer.address),
  };
}

/** Town sales page: the dealer (AutoDealer) serving this town. */
export function townDealerJsonLd(dealer: DealerInfo, place: PlaceInfo, pageUrl: string) {
  return {
    ...dealerOnPage(dealer, pageUrl),
    areaServed: servedPlace(place),
    geo: geo(place.coordinates),
  };
}

/** County page: the dealer serving the county. */
export function countyDealerJsonLd(dealer: DealerInfo, county: { name: string; coordinates: LatLng }, pageUrl: string) {
  return {
    ...dealerOnPage(dealer, pageUrl),
    areaServed: {
      '@type': 'AdministrativeArea',
      name: `${county.name}, Delaware`,
      geo: geo(county.coordinates),
      containedInPlace: { '@type': 'State', name: 'Delaware' },
    },
  };
}

export interface RentalPlanInfo {
  title: string;
  duration: string;
  price: number;
}

/** Town rental page: a rental business for the town, with the plan prices the page shows. */
export function townRentalJsonLd(dealer: DealerInfo, place: PlaceInfo, plans: readonly RentalPlanInfo[], pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    '@id': `${pageUrl}#rental`,
    name: `${dealer.brandName} ${place.name} Golf Cart Rentals`,
    url: pageUrl,
    telephone: dealer.phone,
    email: dealer.email,
    address: postalAddress(dealer.address),
    geo: geo(place.coordinates),
    areaServed: servedPlace(place),
    makesOffer: plans.map((plan) => ({
      '@type': 'Offer',
      name: `${plan.title} golf cart rental (${plan.duration})`,
      price: plan.price,
      priceCurrency: 'USD',
      url: pageUrl,
    })),
  };
}
