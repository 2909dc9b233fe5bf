import { formatUsd } from '../format/usd';

/**
 * The rentals footnote's delivery sentence, worded from the delivery terms in content/rentals.json:
 * "Delivery is free within 10 miles; beyond 10 miles a delivery fee of $6 per mile applies."
 */
export function rentalDeliverySentence(delivery: { feePerMile: number; freeWithinMiles: number }): string {
  const miles = `${delivery.freeWithinMiles} ${delivery.freeWithinMiles === 1 ? 'mile' : 'miles'}`;
  return `Delivery is free within ${miles}; beyond ${miles} a delivery fee of ${formatUsd(delivery.feePerMile)} per mile applies.`;
}

/** The short delivery line on each plan card: "Free delivery within 10 miles, then $6/mile". */
export function planDeliveryText(delivery: { feePerMile: number; freeWithinMiles: number }): string {
  return `Free delivery within ${delivery.freeWithinMiles} ${delivery.freeWithinMiles === 1 ? 'mile' : 'miles'}, then ${formatUsd(delivery.feePerMile)}/mile`;
}
