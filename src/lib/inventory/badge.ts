export type BadgeTone = 'new' | 'in-stock' | 'out-of-stock';

export interface VehicleBadge {
  label: 'NEW' | 'In Stock' | 'Out of Stock';
  tone: BadgeTone;
}

/** isNew shows NEW; otherwise inStock shows In Stock; otherwise Out of Stock. */
export function vehicleBadge(vehicle: { isNew: boolean; inStock: boolean }): VehicleBadge {
  if (vehicle.isNew) return { label: 'NEW', tone: 'new' };
  if (vehicle.inStock) return { label: 'In Stock', tone: 'in-stock' };
  return { label: 'Out of Stock', tone: 'out-of-stock' };
}

/**
 * A cart a visitor can buy: every new cart (new carts are ordered when not on the lot) and every
 * pre-owned cart still in stock. A sold pre-owned cart (not new, not in stock) leaves the inventory
 * listing and its count; its own page stays, marked sold.
 */
export function isAvailable(vehicle: { isNew: boolean; inStock: boolean }): boolean {
  return vehicle.isNew || vehicle.inStock;
}

/** A pre-owned cart that has been sold: the complement of `isAvailable`. */
export function isSold(vehicle: { isNew: boolean; inStock: boolean }): boolean {
  return !isAvailable(vehicle);
}

/** The mark of a street-legal low-speed vehicle, on its cards and page. */
export const STREET_LEGAL_MARK = 'Street-legal LSV';

/** Where a vehicle may be driven, in words: the vehicle page's fact and the comparison's row. */
export function streetUse(vehicle: { streetLegal: boolean }): string {
  return vehicle.streetLegal ? 'Street-legal LSV' : 'Golf cart, private property';
}
