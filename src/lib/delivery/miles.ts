/**
 * What both delivery services share: the distance a visitor reads, and a per-mile charge on the miles
 * beyond a free distance. The distance is the straight-line distance from the showroom, rounded as
 * `formatMiles` rounds it (one decimal under 10 miles, whole miles above), so a fee can be checked by hand
 * from the page; the fee is whole dollars, rounded up.
 */
import { formatUsdCents } from '../format/usd-cents';
import { roundMiles } from '../geo/distance';

export interface DeliveryFee {
  /** The straight-line distance from the showroom, rounded as shown. */
  miles: number;
  /** The miles charged for: the shown distance beyond the free distance (0 when free). */
  chargedMiles: number;
  free: boolean;
  /** Whole dollars; 0 when free. */
  fee: number;
}

/** The distance as shown; a negative or non-numeric distance is a programming mistake. */
export function shownMiles(milesFromShowroom: number): number {
  if (!(milesFromShowroom >= 0)) throw new RangeError(`distance must be a number of miles, got ${milesFromShowroom}`);
  return roundMiles(milesFromShowroom);
}

/** Free up to `freeMiles`; beyond them, `feePerMile` for each mile past `freeMiles` (cents summed first, then rounded up to the dollar). */
export function feeBeyond(milesFromShowroom: number, freeMiles: number, feePerMile: number): DeliveryFee {
  const miles = shownMiles(milesFromShowroom);
  if (miles <= freeMiles) return { miles, chargedMiles: 0, free: true, fee: 0 };
  const chargedMiles = Math.round((miles - freeMiles) * 10) / 10;
  return { miles, chargedMiles, free: false, fee: Math.ceil(Math.round(chargedMiles * feePerMile * 100) / 100) };
}

/** "10 miles", "1 mile". */
export const milesText = (miles: number): string => `${miles} ${miles === 1 ? 'mile' : 'miles'}`;

/** How a fee is made: "8 mi beyond 10 × $6" (the charged miles, the free miles, the rate); "" when free. */
export function feeWorking(delivery: DeliveryFee, freeMiles: number, feePerMile: number): string {
  if (delivery.free) return '';
  const rate = `× ${formatUsdCents(feePerMile)}`;
  return freeMiles > 0 ? `${delivery.chargedMiles} mi beyond ${freeMiles} ${rate}` : `${delivery.chargedMiles} mi ${rate}`;
}
