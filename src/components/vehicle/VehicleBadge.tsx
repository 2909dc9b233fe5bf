import { vehicleBadge } from '../../lib/inventory/badge';

const tones = {
  new: 'bg-accent-400 text-brand-900',
  'in-stock': 'bg-brand-700 text-white',
  'out-of-stock': 'bg-gray-700 text-white',
};

/** Spec section 4: NEW when isNew, else In Stock when inStock, else Out of Stock. */
export default function VehicleBadge({ vehicle }: { vehicle: { isNew: boolean; inStock: boolean } }) {
  const badge = vehicleBadge(vehicle);
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-extrabold tracking-wide ${tones[badge.tone]}`}
      data-testid="vehicle-badge"
    >
      {badge.label}
    </span>
  );
}
