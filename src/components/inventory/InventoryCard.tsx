import type { MonthlyFigure } from '../../lib/financing/sentences';
import { formatUsd } from '../../lib/format/usd';
import { compareHref } from '../../lib/inventory/compare-url';
import type { VehicleSummary } from '../../lib/inventory/types';
import { vehiclePath } from '../../lib/routes';
import { buttonClass } from '../ui/button-class';
import MonthlyAmount from '../vehicle/MonthlyAmount';
import VehicleMarks from '../vehicle/VehicleMarks';
import VehiclePhoto from '../vehicle/VehiclePhoto';

interface Props {
  vehicle: VehicleSummary;
  /** The cart's lowest monthly payment, computed at build time by the payment rule. */
  monthly: MonthlyFigure | undefined;
  /** Cards in the first row load at once; the rest when scrolled near. */
  eager?: boolean;
  /** The cart's drawing as inline SVG markup (the built list): drawn in the page instead of loaded as a file. */
  drawing?: string | undefined;
}

/**
 * One card of the inventory listing: picture, status badge and "Pre-owned" mark, name, seats and range
 * (what the seats filter and the range sort go by), description, price and "from $X/mo", View Details and
 * Compare. Compare is a link to the inventory comparing this cart, which the island takes over (one
 * listener for every card, built or rendered). The home page's card is FeaturedCartCard; a brand page's is
 * ModelCard.
 */
export default function InventoryCard({ vehicle, monthly, eager = false, drawing }: Props) {
  return (
    <article className="inv-card">
      <div className="inv-card-media">
        {drawing ? (
          <div className="inv-card-drawing" dangerouslySetInnerHTML={{ __html: drawing }} />
        ) : (
          <VehiclePhoto vehicle={vehicle} load={eager ? 'eager' : 'lazy'} />
        )}
        <VehicleMarks vehicle={vehicle} className="card-marks" />
      </div>
      <div className="inv-card-body">
        <h3>{vehicle.name}</h3>
        <p className="inv-card-specs">
          {vehicle.specifications.seatingCapacity} seats · {vehicle.specifications.range} range
        </p>
        <p className="inv-card-text">{vehicle.description}</p>
        <p className="inv-card-price">
          {formatUsd(vehicle.price)} {!!monthly && <MonthlyAmount figure={monthly} />}
        </p>
        <a href={vehiclePath(vehicle)} className={buttonClass()} aria-label={`View Details ${vehicle.name}`}>
          View Details
        </a>
        <a href={compareHref(vehicle.id)} data-compare={vehicle.id} className={buttonClass('ghost')} aria-label={`Compare ${vehicle.name}`}>
          Compare
        </a>
      </div>
    </article>
  );
}
