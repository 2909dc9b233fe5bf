import type { Vehicle } from '../../schemas/vehicle';

/** What an inventory card (and the filters) need: the catalogue without specs and features. */
export type VehicleSummary = Pick<Vehicle, 'id' | 'name' | 'brand' | 'category' | 'price' | 'description' | 'images' | 'inStock' | 'isNew'>;

export function toSummary(v: VehicleSummary): VehicleSummary {
  const { id, name, brand, category, price, description, images, inStock, isNew } = v;
  return { id, name, brand, category, price, description, images: images.slice(0, 1), inStock, isNew };
}
