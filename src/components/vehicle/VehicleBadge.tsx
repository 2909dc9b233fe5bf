import { vehicleBadge } from '../../lib/inventory/badge';

interface Props {
  vehicle: { isNew: boolean; inStock: boolean };
  /** Size and placement: `text-sm` on the vehicle page, `text-xs` and a corner on a card. */
  className?: string;
}

/**
 * A vehicle's status badge, the same on every card and page: NEW when new, otherwise In Stock when in
 * stock, otherwise Out of Stock (the rule is vehicleBadge; the look is the `.badge` rules of global.css).
 */
export default function VehicleBadge({ vehicle, className = '' }: Props) {
  const badge = vehicleBadge(vehicle);
  return (
    <span className={`badge badge-${badge.tone} ${className}`} data-testid="vehicle-badge">
      {badge.label}
    </span>
  );
}
