import { formatUsd } from '../../lib/format/usd';
import { COMPARE_FORM_ID, COMPARE_PARAM } from '../../lib/inventory/compare-url';
import { CARD_TEXT_MAX, type BrowsedCart } from '../../lib/inventory/listing';
import { excerpt } from '../../lib/format/excerpt';
import { vehiclePath } from '../../lib/routes';
import { buttonClass } from '../ui/button-class';
import MonthlyAmount from '../vehicle/MonthlyAmount';
import VehicleMarks from '../vehicle/VehicleMarks';
import VehiclePhoto from '../vehicle/VehiclePhoto';

interface Props {
  vehicle: BrowsedCart;
  /** The cart's lowest monthly payment in words ("from $102/mo (0% APR, 84 months)"), made at build time. */
  monthly: string | undefined;
  /** A pre-owned cart's condition line ("Pre-owned 2023 · 210 hours · as-is"), made at build time by `conditionLine`. */
  condition?: string | undefined;
  /** Cards in the first row load at once; the rest when scrolled near. */
  eager?: boolean;
  /**
   * The cart's picture as HTML made by the build: its first photo (CardPhoto) or, in the built list, its
   * drawing as inline SVG (drawn in the page instead of loaded as a file). Without it, its drawing's file.
   */
  picture?: string | undefined;
}

/**
 * One card of the inventory listing: picture, status badge, "Pre-owned" and "Street-legal LSV" marks, name,
 * seats and range (what the seats filter and the range sort go by), a pre-owned cart's condition line, description, price and "from $X/mo", View Details and
 * Compare. Compare submits the compare tray's form with this cart (see COMPARE_FORM_ID): the tray adds it, or
 * without JavaScript the inventory opens comparing it. The home page's card is FeaturedCartCard; a brand page's
 * is ModelCard.
 */
export default function InventoryCard({ vehicle, monthly, condition, eager = false, picture }: Props) {
  return (
    <article className="inv-card">
      <div className="inv-card-media">
        {picture ? (
          <div className="inv-card-picture" dangerouslySetInnerHTML={{ __html: picture }} />
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
        {!!condition && <p className="inv-card-condition">{condition}</p>}
        <p className="inv-card-text">{excerpt(vehicle.description, CARD_TEXT_MAX)}</p>
        <p className="inv-card-price">
          {formatUsd(vehicle.price)} {!!monthly && <MonthlyAmount text={monthly} />}
        </p>
        <a href={vehiclePath(vehicle)} className={buttonClass()} aria-label={`View Details ${vehicle.name}`}>
          View Details
        </a>
        <button
          type="submit"
          form={COMPARE_FORM_ID}
          name={COMPARE_PARAM}
          value={vehicle.id}
          className={buttonClass('ghost')}
          aria-label={`Compare ${vehicle.name}`}
        >
          Compare
        </button>
      </div>
    </article>
  );
}
