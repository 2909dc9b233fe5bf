/**
 * Rental delivery, the one rule (content/delivery.json `rental`): free within `freeWithinMiles` of the
 * showroom, then `feePerMile` for each mile beyond them. The rental estimate, the town pages, /rentals and
 * the policies all take the fee and its wording from here.
 */
import { formatUsdCents } from '../format/usd-cents';
import { distanceMiles, type LatLng } from '../geo/distance';
import { feeBeyond, milesText, type DeliveryFee } from './miles';

export type { DeliveryFee } from './miles';

export interface RentalDeliveryTerms {
  freeWithinMiles: number;
  feePerMile: number;
}

/** The rental delivery fee over a distance from the showroom: only the miles beyond the free ones are charged. */
export function rentalDeliveryFee(milesFromShowroom: number, terms: RentalDeliveryTerms): DeliveryFee {
  return feeBeyond(milesFromShowroom, terms.freeWithinMiles, terms.feePerMile);
}

/** The rental delivery fee to a place: its straight-line distance from the showroom under the terms. */
export function townRentalDelivery(place: LatLng, showroom: LatLng, terms: RentalDeliveryTerms): DeliveryFee {
  return rentalDeliveryFee(distanceMiles(showroom, place), terms);
}

/** "Rental delivery is free within 10 miles of our showroom, then $6 for each mile beyond 10." */
export function rentalDeliverySentence(terms: RentalDeliveryTerms): string {
  return `Rental delivery is free within ${milesText(terms.freeWithinMiles)} of our showroom, then ${formatUsdCents(terms.feePerMile)} for each mile beyond ${terms.freeWithinMiles}.`;
}

/** The short line on each plan card: "Free delivery within 10 miles, then $6 a mile beyond". */
export function planDeliveryText(terms: RentalDeliveryTerms): string {
  return `Free delivery within ${milesText(terms.freeWithinMiles)}, then ${formatUsdCents(terms.feePerMile)} a mile beyond`;
}
