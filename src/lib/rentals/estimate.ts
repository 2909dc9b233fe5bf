/**
 * A rental estimate, the one function every page, the contact form and the API use: the plan's price
 * (the rate card, content/rentals.json), the rental delivery fee to the chosen place (free within the
 * free miles of the showroom, then the per-mile fee for each mile beyond them: ../delivery/rental.ts)
 * and the fleet's refundable deposit. The total is what the renter pays at hand-over, deposit included.
 * It is an estimate: the dealer confirms the price with the booking.
 */
import type { DeliveryFee } from '../delivery/miles';
import { formatUsdCents } from '../format/usd-cents';

export interface RentalEstimate {
  plan: number;
  delivery: DeliveryFee;
  deposit: number;
  total: number;
}

/** Sums in whole cents, so a plan at $93.34 never picks up a floating-point fraction. */
export function rentalEstimate(planPrice: number, delivery: DeliveryFee, deposit: number): RentalEstimate {
  const cents = (usd: number) => Math.round(usd * 100);
  return { plan: planPrice, delivery, deposit, total: (cents(planPrice) + cents(delivery.fee) + cents(deposit)) / 100 };
}

/**
 * The estimate as one line: "$1,050 plan + $12 delivery (12 mi from Dover, 2 mi beyond the free 10) + $500
 * refundable deposit = $1,562"; inside the free miles, "free delivery (4.2 mi from Dover)".
 */
export function estimateSentence({ plan, delivery, deposit, total }: RentalEstimate, showroomCity: string): string {
  const distance = `${delivery.miles} mi from ${showroomCity}`;
  const fee = delivery.free
    ? `free delivery (${distance})`
    : `${formatUsdCents(delivery.fee)} delivery (${distance}, ${delivery.chargedMiles} mi beyond the free ${Math.round((delivery.miles - delivery.chargedMiles) * 10) / 10})`;
  return `${formatUsdCents(plan)} plan + ${fee} + ${formatUsdCents(deposit)} refundable deposit = ${formatUsdCents(total)}`;
}
