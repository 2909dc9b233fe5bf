/**
 * A rental estimate: the plan's price, the delivery fee to the chosen place (free within the free radius,
 * otherwise the per-mile fee times the straight-line distance from the showroom: `townDelivery` in
 * ./delivery-fee.ts) and the fleet's refundable deposit. The total is what the renter pays at hand-over,
 * deposit included. It is an estimate: the dealer confirms the price with the booking.
 */
import { formatUsdCents } from '../format/usd-cents';
import type { DeliveryFee } from './delivery-fee';

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
 * The estimate as one line: "$1,050 plan + $72 delivery (12 mi from Dover) + $500 refundable deposit =
 * $1,622" ("free delivery" inside the free radius).
 */
export function estimateSentence({ plan, delivery, deposit, total }: RentalEstimate, showroomCity: string): string {
  const fee = delivery.free ? 'free delivery' : `${formatUsdCents(delivery.fee)} delivery`;
  return `${formatUsdCents(plan)} plan + ${fee} (${delivery.miles} mi from ${showroomCity}) + ${formatUsdCents(deposit)} refundable deposit = ${formatUsdCents(total)}`;
}
