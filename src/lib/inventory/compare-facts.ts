/**
 * The comparison's facts of each cart, computed at build time (the compare tray ships the facts, not the
 * rules that make them).
 */
import type { MonthlyFigure } from '../financing/sentences';
import { formatUsd } from '../format/usd';
import { vehiclePath } from '../routes';
import { streetUse, vehicleBadge } from './badge';
import { preOwnedRows } from './pre-owned';
import type { CompareCart, CompareFact } from './compare';
import { specificationRows } from './specifications';
import type { VehicleSummary } from './listing';

/**
 * What the comparison shows of a cart, in order: price, the "from" monthly payment (computed by the payment
 * rule), condition, street use, status, brand and model family, a pre-owned cart's facts, then every
 * specification it states (usual ones first, as on the vehicle page).
 */
export function compareCart(v: VehicleSummary, monthly: MonthlyFigure | undefined): CompareCart {
  const facts: CompareFact[] = [
    ['Price', formatUsd(v.price)],
    ...(monthly === undefined ? [] : [['Monthly from', `${formatUsd(monthly.amount)}/mo (${monthly.terms})`] as CompareFact]),
    ['Condition', v.isNew ? 'New' : `Pre-owned${v.year ? ` (${v.year})` : ''}`],
    ['Street use', streetUse(v)],
    ['Status', vehicleBadge(v).label],
    ['Brand', v.brand],
    ['Model family', v.category],
    ...preOwnedRows(v)
      .filter(([label]) => label !== 'Model year')
      .map(([label, value]): CompareFact => [label, value]),
    ...specificationRows(v.specifications).map((r): CompareFact => [r.label, r.value]),
  ];
  return { id: v.id, name: v.name, href: vehiclePath(v), facts };
}
