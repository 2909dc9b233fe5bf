/**
 * Delivery of a bought cart, the one rule (content/delivery.json `sales`): on a purchase of
 * `minimumPurchase` or more, free within `freeWithinMiles` of the showroom, then `feePerMile` for each
 * mile beyond them. A purchase under the minimum has no free miles: every mile from the showroom is
 * charged at `feePerMile` (or the buyer collects the cart at the showroom, free).
 */
import { formatUsd } from '../format/usd';
import { formatUsdCents } from '../format/usd-cents';
import { distanceMiles, type LatLng } from '../geo/distance';
import { feeBeyond, milesText, type DeliveryFee } from './miles';

export interface SalesDeliveryTerms {
  freeWithinMiles: number;
  minimumPurchase: number;
  feePerMile: number;
}

/** The fee to deliver a cart bought at `purchasePrice` over a distance from the showroom. */
export function salesDeliveryFee(milesFromShowroom: number, purchasePrice: number, terms: SalesDeliveryTerms): DeliveryFee {
  const freeMiles = purchasePrice >= terms.minimumPurchase ? terms.freeWithinMiles : 0;
  return feeBeyond(milesFromShowroom, freeMiles, terms.feePerMile);
}

export interface TownSalesDelivery {
  /** On a purchase of the minimum or more. */
  qualifying: DeliveryFee;
  /** On a purchase under the minimum. */
  under: DeliveryFee;
}

/** Both fees to a place: on a qualifying purchase, and under the minimum. */
export function townSalesDelivery(place: LatLng, showroom: LatLng, terms: SalesDeliveryTerms): TownSalesDelivery {
  const miles = distanceMiles(showroom, place);
  return { qualifying: salesDeliveryFee(miles, terms.minimumPurchase, terms), under: salesDeliveryFee(miles, 0, terms) };
}

/**
 * "Delivery of a cart you buy is free within 25 miles of our showroom on a purchase of $5,000 or more, then
 * $6 for each mile beyond 25. Under $5,000, every mile is $6, or collect the cart at the showroom for free."
 */
export function salesDeliverySentence(terms: SalesDeliveryTerms): string {
  const minimum = formatUsd(terms.minimumPurchase);
  const perMile = formatUsdCents(terms.feePerMile);
  return (
    `Delivery of a cart you buy is free within ${milesText(terms.freeWithinMiles)} of our showroom on a purchase of ${minimum} or more, ` +
    `then ${perMile} for each mile beyond ${terms.freeWithinMiles}. Under ${minimum}, every mile is ${perMile}, or collect the cart at the showroom for free.`
  );
}
