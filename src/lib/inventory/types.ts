import type { Vehicle } from '../../schemas/vehicle';
import { isAvailable } from './badge';

/**
 * What the inventory needs of a vehicle: the card (first image, badge, price), the filters and the sort
 * (seats, range). The catalogue without features and links.
 */
export type VehicleSummary = Pick<
  Vehicle,
  'id' | 'name' | 'brand' | 'category' | 'price' | 'description' | 'images' | 'inStock' | 'isNew' | 'year' | 'specifications' | 'status'
>;

export function toSummary(v: VehicleSummary): VehicleSummary {
  const { id, name, brand, category, price, description, images, inStock, isNew, year, specifications, status } = v;
  // status: the live stock status of an API record (a built record has none: it is read from inStock and isNew).
  return { id, name, brand, category, price, description, images: images.slice(0, 1), inStock, isNew, year, specifications, status };
}

/** The carts the inventory lists: those a visitor can buy (a sold pre-owned cart leaves the list and its count). */
export function listedVehicles(all: readonly VehicleSummary[]): VehicleSummary[] {
  return all.filter(isAvailable).map(toSummary);
}
