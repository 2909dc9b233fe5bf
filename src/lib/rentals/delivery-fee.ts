import { distanceMiles, roundMiles, type LatLng } from '../geo/distance';

/**
 * The rental delivery fee to a place: free within the free radius, otherwise the per-mile fee times
 * the straight-line distance from the showroom. The distance is the one a visitor reads (rounded as
 * `formatMiles` rounds it), so the fee can be checked by hand; the fee is whole dollars, rounded up.
 */
export interface DeliveryTerms {
  feePerMile: number;
  freeWithinMiles: number;
}

export interface DeliveryFee {
  /** The straight-line distance from the showroom, rounded as shown. */
  miles: number;
  free: boolean;
  /** 0 when free. */
  fee: number;
}

export function rentalDeliveryFee(milesFromShowroom: number, terms: DeliveryTerms): DeliveryFee {
  if (!(milesFromShowroom >= 0)) throw new RangeError(`distance must be a number of miles, got ${milesFromShowroom}`);
  const miles = roundMiles(milesFromShowroom);
  if (miles <= terms.freeWithinMiles) return { miles, free: true, fee: 0 };
  return { miles, free: false, fee: Math.ceil(Math.round(miles * terms.feePerMile * 100) / 100) };
}

/** The rental delivery fee to a place: its straight-line distance from the showroom under the terms. */
export function townDelivery(place: LatLng, showroom: LatLng, terms: DeliveryTerms): DeliveryFee {
  return rentalDeliveryFee(distanceMiles(showroom, place), terms);
}
