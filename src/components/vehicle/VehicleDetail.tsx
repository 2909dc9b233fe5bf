import type { DealerContact } from './types';
import VehicleSpecs from './VehicleSpecs';
import VehicleSummary from './VehicleSummary';
import type { Vehicle } from '../../schemas/vehicle';

interface Props extends DealerContact {
  vehicle: Vehicle;
}

/**
 * A vehicle's detail as the VehicleLive island draws it from a fresh record: its first screen
 * (VehicleSummary) and its features and specifications. The built page shows the same two parts,
 * with its photos, payment table and similar carts around them (VehicleDetailPage.astro).
 */
export default function VehicleDetail({ vehicle, phone, financingUrl }: Props) {
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:py-12 lg:px-6">
      <VehicleSummary vehicle={vehicle} phone={phone} financingUrl={financingUrl} />
      <VehicleSpecs vehicle={vehicle} />
    </div>
  );
}
