interface Props {
  vehicle: { isNew: boolean };
  /** Size and placement, as for VehicleBadge. */
  className?: string;
}

/** The "Pre-owned" mark every card and page shows beside the status badge of a cart that is not new. */
export default function PreOwnedMark({ vehicle, className = '' }: Props) {
  if (vehicle.isNew) return null;
  return (
    <span className={`badge badge-pre-owned ${className}`} data-testid="pre-owned-mark">
      Pre-owned
    </span>
  );
}
