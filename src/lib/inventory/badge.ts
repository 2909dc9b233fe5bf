export type BadgeTone = 'new' | 'in-stock' | 'out-of-stock';

export interface VehicleBadge {
  label: 'NEW' | 'In Stock' | 'Out of Stock';
  tone: BadgeTone;
}

/** Spec section 4: isNew shows NEW; otherwise inStock shows In Stock; otherwise Out of Stock. */
export function vehicleBadge(vehicle: { isNew: boolean; inStock: boolean }): VehicleBadge {
  if (vehicle.isNew) return { label: 'NEW', tone: 'new' };
  if (vehicle.inStock) return { label: 'In Stock', tone: 'in-stock' };
  return { label: 'Out of Stock', tone: 'out-of-stock' };
}
