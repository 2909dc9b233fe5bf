/**
 * Free delivery distance of a town rental page: the town's own value when its record sets one
 * (Dover: 25 miles), otherwise the town plans' default (10 miles).
 */
export function rentalFreeDeliveryMiles(
  town: { rentalFreeDeliveryMiles?: number | undefined },
  townPlans: { freeDeliveryMiles: number },
): number {
  return town.rentalFreeDeliveryMiles ?? townPlans.freeDeliveryMiles;
}
