import { stockStatus, type Stocked } from '../stock/status';

export type BadgeTone = 'new' | 'in-stock' | 'out-of-stock' | 'on-hold';

export interface VehicleBadge {
  label: 'NEW' | 'In Stock' | 'Out of Stock' | 'On Hold';
  tone: BadgeTone;
}

/**
 * A cart on hold shows On Hold and a sold cart Out of Stock (whatever else it is); otherwise a new cart shows NEW
 * and a pre-owned one In Stock (a pre-owned cart that is not sold is in stock: the build's rule, and the live
 * stock's, which sets inStock with the status).
 */
export function vehicleBadge(vehicle: Stocked): VehicleBadge {
  const status = stockStatus(vehicle);
  if (status === 'on-hold') return { label: 'On Hold', tone: 'on-hold' };
  if (status === 'sold') return { label: 'Out of Stock', tone: 'out-of-stock' };
  return vehicle.isNew ? { label: 'NEW', tone: 'new' } : { label: 'In Stock', tone: 'in-stock' };
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

/** The mark of a street-legal low-speed vehicle, on its cards and page. */
export const STREET_LEGAL_MARK = 'Street-legal LSV';
