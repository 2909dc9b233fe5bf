import { stockStatus, type Stocked } from '../stock/status';

export type BadgeTone = 'new' | 'in-stock' | 'out-of-stock' | 'on-hold';

export interface VehicleBadge {
  label: 'NEW' | 'In Stock' | 'Out of Stock' | 'On Hold';
  tone: BadgeTone;
}

/**
 * A sold cart shows Out of Stock and a cart on hold On Hold (whatever else it is); otherwise isNew shows NEW,
 * inStock In Stock, and the rest Out of Stock.
 */
export function vehicleBadge(vehicle: Stocked): VehicleBadge {
  const status = stockStatus(vehicle);
  if (status === 'on-hold') return { label: 'On Hold', tone: 'on-hold' };
  if (status === 'available' && vehicle.isNew) return { label: 'NEW', tone: 'new' };
  if (status === 'available' && vehicle.inStock) return { label: 'In Stock', tone: 'in-stock' };
  return { label: 'Out of Stock', tone: 'out-of-stock' };
}

/**
 * A cart a visitor can buy or ask about: every cart that is not sold. The build's sold cart is a pre-owned
 * cart out of stock (new carts are ordered when not on the lot); the desk can mark any cart sold. A sold
 * cart leaves the inventory listing and its count; its own page stays, marked sold. A cart on hold stays
 * listed, marked on hold.
 */
export function isAvailable(vehicle: Stocked): boolean {
  return !isSold(vehicle);
}

/** A cart that has been sold: the complement of `isAvailable`. */
export function isSold(vehicle: Stocked): boolean {
  return stockStatus(vehicle) === 'sold';
}

/** A cart kept for a buyer until a date (the desk's live state): still listed, marked on hold. */
export function isOnHold(vehicle: Stocked): boolean {
  return stockStatus(vehicle) === 'on-hold';
}
