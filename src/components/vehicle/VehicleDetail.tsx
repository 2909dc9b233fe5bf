import { formatUsd } from '../../lib/format/usd';
import { staticRoutes } from '../../lib/routes';
import type { DealerContact } from './types';
import VehicleActions, { MoreVehiclesLink } from './VehicleActions';
import VehicleBadge from './VehicleBadge';
import VehiclePhoto from './VehiclePhoto';
import VehicleSpecs from './VehicleSpecs';
import type { Vehicle } from '../../schemas/vehicle';

interface Props extends DealerContact {
  vehicle: Vehicle;
}

/** The vehicle page body: back link, image and badge, facts, buttons, features and specifications. */
export default function VehicleDetail({ vehicle, phone, financingUrl }: Props) {
  const facts = [
    ['Seats', String(vehicle.specifications.seatingCapacity)],
    ['Brand', vehicle.brand],
    ['Model family', vehicle.category],
    ['Condition', vehicle.isNew ? 'New' : `Pre-owned${vehicle.year ? ` (${vehicle.year})` : ''}`],
  ] as const;
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:py-12 lg:px-6">
      <a href={staticRoutes.inventory} className="inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">&larr;</span> Back to Inventory
      </a>
      <div className="grid items-start gap-10 md:grid-cols-2">
        <div className="relative overflow-hidden rounded-2xl border border-brand-100 bg-brand-50">
          <div className="aspect-[3/2]">
            <VehiclePhoto vehicle={vehicle} load="lcp" />
          </div>
          <div className="absolute top-4 left-4">
            <VehicleBadge vehicle={vehicle} />
          </div>
        </div>
        <div className="space-y-6">
          <div>
            <p className="font-bold tracking-wider text-brand-600 uppercase">{vehicle.brand}</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{vehicle.name}</h1>
            <p className="mt-3 text-3xl font-extrabold text-brand-700" data-testid="vehicle-price">
              {formatUsd(vehicle.price)}
            </p>
          </div>
          <p className="text-lg text-gray-700">{vehicle.description}</p>
          <dl className="grid grid-cols-2 gap-3">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-brand-50 px-4 py-3">
                <dt className="text-sm font-semibold text-gray-700">{label}</dt>
                <dd className="text-lg font-bold text-brand-900">{value}</dd>
              </div>
            ))}
          </dl>
          <VehicleActions vehicleId={vehicle.id} phone={phone} financingUrl={financingUrl} externalUrl={vehicle.externalUrl} />
        </div>
      </div>
      <VehicleSpecs vehicle={vehicle} />
      <div className="flex justify-center">
        <MoreVehiclesLink />
      </div>
    </div>
  );
}
