import type { BrowsedCart } from '../../lib/inventory/listing';
import InventoryCard from './InventoryCard';

interface Props {
  vehicles: BrowsedCart[];
  /** Each cart's lowest monthly payment in words by id, made at build time (`monthlyFromText`). */
  monthly: Record<string, string>;
  /** Each pre-owned cart's condition line by id, made at build time from its facts (`conditionLine`). */
  conditions: Record<string, string>;
  /**
   * Each cart's picture by id, as HTML made by the build: its first photo, or in the built list its inline
   * drawing (the island's grid loads the drawing's file instead).
   */
  pictures?: Record<string, string>;
}

/** Cards in the first row load at once; the rest when scrolled near. */
const EAGER_CARDS = 3;

/**
 * The card grid. The inventory page renders it twice over the same component: as static HTML
 * handed to the island (the built catalogue, never hydrated), and inside the island whenever
 * filters, the sort or the API's answer make the list differ from the built one.
 */
export default function VehicleGrid({ vehicles, monthly, conditions, pictures }: Props) {
  return (
    <ul className="inv-grid" aria-labelledby="inventory-heading">
      {vehicles.map((v, i) => (
        <li key={v.id}>
          <InventoryCard
            vehicle={v}
            monthly={monthly[v.id]}
            condition={conditions[v.id]}
            eager={i < EAGER_CARDS}
            picture={pictures?.[v.id]}
          />
        </li>
      ))}
    </ul>
  );
}
