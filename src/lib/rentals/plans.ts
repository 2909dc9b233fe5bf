/** The lowest price of one plan (e.g. "daily") across the fleets that offer it: the "from $x a day" of /rentals. */
export function lowestPlanPrice(
  fleets: readonly { plans: readonly { id: string; price: number }[] }[],
  planId: string,
): number | undefined {
  const prices = fleets.flatMap((fleet) => fleet.plans.filter((plan) => plan.id === planId).map((plan) => plan.price));
  return prices.length > 0 ? Math.min(...prices) : undefined;
}
