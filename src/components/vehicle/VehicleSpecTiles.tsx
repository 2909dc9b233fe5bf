interface Props {
  specifications: { seatingCapacity: number; range: string; topSpeed: string; driveType?: string | undefined };
  /** Add the drive type as a fourth tile when the vehicle has one (brand model cards). */
  withDrive?: boolean;
  className?: string;
}

/** A vehicle card's key specifications as small tiles: seats, range, top speed (and drive). */
export default function VehicleSpecTiles({ specifications: s, withDrive = false, className = '' }: Props) {
  const tiles = [
    ['Seats', String(s.seatingCapacity)],
    ['Range', s.range],
    ['Top speed', s.topSpeed],
    ...(withDrive && s.driveType ? [['Drive', s.driveType]] : []),
  ];
  return (
    <dl className={`grid gap-2 text-center ${tiles.length === 4 ? 'grid-cols-2' : 'grid-cols-3'} ${className}`}>
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-brand-50 px-1 py-2">
          <dt className="text-xs font-semibold text-gray-600">{label}</dt>
          <dd className="font-bold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
