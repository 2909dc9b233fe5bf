/**
 * Lookups for the rental figures policies quote from content/rentals.json. A policy that names a
 * fleet or plan the content does not have stops the build with a message saying what exists.
 */
export interface RentalPlanLike {
  id: string;
  title: string;
  price: number;
}
export interface RentalFleetLike {
  id: string;
  title: string;
  deposit: number;
  plans: readonly RentalPlanLike[];
}
export interface RentalsLike {
  fleets: readonly RentalFleetLike[];
}

export class PolicyValueError extends Error {
  constructor(message: string) {
    super(`${message} (used in a policy in content/policies/*.mdx; the values live in content/rentals.json)`);
    this.name = 'PolicyValueError';
  }
}

export function rentalFleet<F extends RentalFleetLike>(rentals: { fleets: readonly F[] }, fleetId: string): F {
  const fleet = rentals.fleets.find((f) => f.id === fleetId);
  if (!fleet) {
    throw new PolicyValueError(`Unknown rental fleet "${fleetId}": use one of ${rentals.fleets.map((f) => `"${f.id}"`).join(', ')}`);
  }
  return fleet;
}

export function rentalPlan(rentals: RentalsLike, fleetId: string, planId: string): RentalPlanLike {
  const fleet = rentalFleet(rentals, fleetId);
  const plan = fleet.plans.find((p) => p.id === planId);
  if (!plan) {
    throw new PolicyValueError(
      `Unknown plan "${planId}" for the ${fleetId} fleet: use one of ${fleet.plans.map((p) => `"${p.id}"`).join(', ')}`,
    );
  }
  return plan;
}

/** Every plan id, in the order of the first fleet: the columns of the rates table. */
export function planColumns(rentals: RentalsLike): { id: string; title: string }[] {
  return (rentals.fleets[0]?.plans ?? []).map(({ id, title }) => ({ id, title }));
}
