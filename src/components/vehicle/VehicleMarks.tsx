import { STREET_LEGAL_MARK, vehicleBadge } from '../../lib/inventory/badge';
import type { Stocked } from '../../lib/stock/status';

interface Props {
  vehicle: Stocked & { streetLegal: boolean };
  /** Where the marks sit over the picture, and their text size: `card-marks` on a card (global.css). */
  className: string;
}

/**
 * A cart's marks over its picture, the same on every card and page: the status badge (Out of Stock when sold,
 * On Hold when kept for a buyer, else NEW when new, In Stock when in stock, otherwise Out of Stock: the rule is
 * vehicleBadge), then "Pre-owned" for a cart that is not new, and "Street-legal LSV" for a low-speed vehicle.
 * The look is the `.badge` rules of global.css.
 */
export default function VehicleMarks({ vehicle, className }: Props) {
  const badge = vehicleBadge(vehicle);
  return (
    <div className={className}>
      <span className={`badge badge-${badge.tone}`}>{badge.label}</span>
      {!vehicle.isNew && <span className="badge badge-pre-owned">Pre-owned</span>}
      {vehicle.streetLegal && <span className="badge badge-street-legal">{STREET_LEGAL_MARK}</span>}
    </div>
  );
}
