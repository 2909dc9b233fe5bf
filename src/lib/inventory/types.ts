import type { Vehicle } from '../../schemas/vehicle';
import { isAvailable } from './badge';

/**
 * What the inventory needs of a vehicle: the card (badge, price), the filters and the sort
 * (seats, range). The catalogue without features and links.
 */
export type VehicleSummary = Pick<
  Vehicle,
  'id' | 'name' | 'brand' | 'category' | 'price' | 'description' | 'inStock' | 'isNew' | 'year' | 'specifications'
>;

export function toSummary(v: VehicleSummary): VehicleSummary {
  const { id, name, brand, category, price, description, inStock, isNew, year, specifications } = v;
  return { id, name, brand, category, price, description, inStock, isNew, year, specifications };
}

/** The carts the inventory lists: those a visitor can buy (a sold pre-owned cart leaves the list and its count). */
export function listedVehicles(all: readonly VehicleSummary[]): VehicleSummary[] {
  return all.filter(isAvailable).map(toSummary);
}
