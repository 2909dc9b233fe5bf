import { formatUsd } from '../../lib/format/usd';
import type { VehicleSummary } from '../../lib/inventory/types';
import { vehiclePath } from '../../lib/routes';
import { buttonClass } from '../ui/button-class';
import PreOwnedMark from '../vehicle/PreOwnedMark';
import VehicleBadge from '../vehicle/VehicleBadge';
import VehiclePhoto from '../vehicle/VehiclePhoto';

interface Props {
  vehicle: VehicleSummary;
  /** Cards in the first row load at once; the rest when scrolled near. */
  eager?: boolean;
}

/**
 * One card of the inventory listing: picture, status badge and "Pre-owned" mark, name, seats and range
 * (what the seats filter and the range sort go by), description, price and View Details. The home page's card is FeaturedCartCard; a brand page's is ModelCard.
 */
export default function InventoryCard({ vehicle, eager = false }: Props) {
  return (
    <article className="inv-card">
      <div className="inv-card-media">
        <VehiclePhoto vehicle={vehicle} load={eager ? 'eager' : 'lazy'} />
        <div className="inv-card-marks">
          <VehicleBadge vehicle={vehicle} className="" />
          <PreOwnedMark vehicle={vehicle} className="" />
        </div>
      </div>
      <div className="inv-card-body">
        <h3>{vehicle.name}</h3>
        <p className="inv-card-specs">
          {vehicle.specifications.seatingCapacity} seats · {vehicle.specifications.range} range
        </p>
        <p className="inv-card-text">{vehicle.description}</p>
        <p className="inv-card-price">{formatUsd(vehicle.price)}</p>
        <a href={vehiclePath(vehicle)} className={buttonClass()}>
          View Details<span className="sr-only">: {vehicle.name}</span>
        </a>
      </div>
    </article>
  );
}
