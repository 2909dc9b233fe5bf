/**
 * Lookups for the rental figures policies quote from content/rentals.json. A policy that names a
 * fleet or plan the content does not have stops the build with a message saying what exists.
 */
import type { RentalFleet, RentalPlan } from '../../schemas/rentals';

/** The fields these lookups read, picked from the rentals content schema. */
export type PlanFigures = Pick<RentalPlan, 'id' | 'title' | 'price'>;
export type FleetFigures = Pick<RentalFleet, 'id' | 'title' | 'deposit'> & { plans: readonly PlanFigures[] };
export interface RentalFigures {
  fleets: readonly FleetFigures[];
}

export class PolicyValueError extends Error {
  constructor(message: string) {
    super(`${message} (used in a policy in content/policies/*.mdx; the values live in content/rentals.json)`);
    this.name = 'PolicyValueError';
  }
}

export function rentalFleet<F extends FleetFigures>(rentals: { fleets: readonly F[] }, fleetId: string): F {
  const fleet = rentals.fleets.find((f) => f.id === fleetId);
  if (!fleet) {
    throw new PolicyValueError(`Unknown rental fleet "${fleetId}": use one of ${rentals.fleets.map((f) => `"${f.id}"`).join(', ')}`);
  }
  return fleet;
}

export function rentalPlan(rentals: RentalFigures, fleetId: string, planId: string): PlanFigures {
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
export function planColumns(rentals: RentalFigures): { id: string; title: string }[] {
  return (rentals.fleets[0]?.plans ?? []).map(({ id, title }) => ({ id, title }));
}
