import { formatUsd } from '../../lib/format/usd';
import type { VehicleSummary } from '../../lib/inventory/types';
import { vehiclePath } from '../../lib/routes';
import { buttonClass } from '../ui/button-class';
import VehiclePhoto from '../vehicle/VehiclePhoto';

interface Props {
  vehicle: VehicleSummary;
  /** Cards in the first row load at once; the rest when scrolled near. */
  eager?: boolean;
}

/**
 * One card of the inventory listing: image or placeholder, NEW badge, name, description, price and View
 * Details. The home page's card is FeaturedCartCard; a brand page's is ModelCard.
 */
export default function InventoryCard({ vehicle, eager = false }: Props) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-brand-50">
        <VehiclePhoto vehicle={vehicle} load={eager ? 'eager' : 'lazy'} />
        {vehicle.isNew && <span className="badge badge-new absolute top-3 left-3 text-xs">NEW</span>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-bold text-brand-900">{vehicle.name}</h3>
        <p className="line-clamp-3 text-gray-700">{vehicle.description}</p>
        <p className="mt-auto text-2xl font-extrabold text-brand-700">{formatUsd(vehicle.price)}</p>
        <a href={vehiclePath(vehicle)} className={buttonClass()}>
          View Details<span className="sr-only">: {vehicle.name}</span>
        </a>
      </div>
    </article>
  );
}
