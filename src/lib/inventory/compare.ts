/**
 * Comparing carts: at most three at a time, chosen on the inventory's cards or through a vehicle page's
 * link (`/inventory?compare=<id>`), kept in the URL and remembered across pages. A fourth cart is refused,
 * never swapped in silently. The comparison shows each figure side by side and marks the rows that differ.
 */
import { formatUsd } from '../format/usd';
import { lowestMonthlyPayment, type PaymentRates } from '../financing/payments';
import { staticRoutes } from '../routes';
import { vehicleBadge } from './badge';
import { specValue, specificationRows } from './specifications';
import type { VehicleSummary } from './types';

export const COMPARE_LIMIT = 3;

/** The inventory comparing one cart: a vehicle page's Compare link. */
export function compareHref(id: string): string {
  return `${staticRoutes.inventory}?compare=${encodeURIComponent(id)}`;
}

/** A compare list from its URL or stored form ("a,b,c"): ids trimmed, blanks and repeats dropped, the first three kept. */
export function parseCompare(raw: string | null | undefined): string[] {
  return [...new Set((raw ?? '').split(',').map((id) => id.trim()))].filter(Boolean).slice(0, COMPARE_LIMIT);
}

export interface CompareChange {
  ids: string[];
  /** The cart that did not fit: the list was full. */
  refused?: string;
}

/** The Compare button: a cart in the list leaves it; another joins it while there is room, and is refused when it is full. */
export function toggleCompare(ids: readonly string[], id: string): CompareChange {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id) };
  return ids.length < COMPARE_LIMIT ? { ids: [...ids, id] } : { ids: [...ids], refused: id };
}

/**
 * The list the inventory opens with. A URL naming two or more carts is a shared comparison, shown as it is;
 * a URL naming one cart (a vehicle page's Compare link) adds it to the remembered list; no URL list leaves
 * the remembered one. Carts the inventory does not list (unknown, sold) are dropped.
 */
export function openingCompare(fromUrl: readonly string[], remembered: readonly string[], listed: (id: string) => boolean): CompareChange {
  const url = fromUrl.filter(listed);
  const kept = remembered.filter(listed);
  if (url.length > 1) return { ids: url.slice(0, COMPARE_LIMIT) };
  if (url.length === 0 || kept.includes(url[0]!)) return { ids: kept.slice(0, COMPARE_LIMIT) };
  return toggleCompare(kept.slice(0, COMPARE_LIMIT), url[0]!);
}

/** Said when a cart is refused. */
export function compareLimitText(name: string): string {
  return `You can compare up to ${COMPARE_LIMIT} carts. Remove one to add the ${name}.`;
}

export interface CompareRow {
  label: string;
  /** One value per cart, in the carts' order ("—" when a cart does not state it). */
  values: string[];
  differs: boolean;
}

const NONE = '—';

/**
 * The comparison table: price, the "from" monthly payment, condition, status, brand and model family, then
 * every specification any of the carts states (known ones first, as on the vehicle page). A row differs
 * when its values are not all the same.
 */
export function compareRows(carts: readonly VehicleSummary[], rates: PaymentRates): CompareRow[] {
  const rows: [string, (v: VehicleSummary) => string][] = [
    ['Price', (v) => formatUsd(v.price)],
    ['Monthly from', (v) => `${formatUsd(lowestMonthlyPayment(v, rates))}/mo`],
    ['Condition', (v) => (v.isNew ? 'New' : `Pre-owned${v.year ? ` (${v.year})` : ''}`)],
    ['Status', (v) => vehicleBadge(v).label],
    ['Brand', (v) => v.brand],
    ['Model family', (v) => v.category],
  ];
  const specs = specificationRows(Object.assign({}, ...carts.map((v) => v.specifications)));
  for (const { key, label } of specs) {
    rows.push([label, (v) => (v.specifications[key] === undefined ? NONE : specValue(key, v.specifications[key]))]);
  }
  return rows.map(([label, value]) => {
    const values = carts.map(value);
    return { label, values, differs: new Set(values).size > 1 };
  });
}
