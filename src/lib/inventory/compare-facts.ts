/**
 * The comparison's facts of each cart, computed at build time (the compare tray ships the facts, not the
 * rules that make them).
 */
import { formatUsd } from '../format/usd';
import { vehicleDrawingPath, vehiclePath } from '../routes';
import { drawingAlt } from './drawing-alt';
import { vehicleBadge } from './badge';
import type { CompareCart, CompareFact } from './compare';
import { specificationRows } from './specifications';
import type { VehicleSummary } from './types';

/**
 * What the comparison shows of a cart, in order: price, the "from" monthly payment (computed by the payment
 * rule), condition, status, brand and model family, then every specification it states (usual ones first,
 * as on the vehicle page). Its column shows its card photo, else its drawing (computed here, so the tray
 * ships the path, not the route rules).
 */
export function compareCart(v: VehicleSummary, monthly: number | undefined): CompareCart {
  const facts: CompareFact[] = [
    ['Price', formatUsd(v.price)],
    ...(monthly === undefined ? [] : [['Monthly from', `${formatUsd(monthly)}/mo`] as CompareFact]),
    ['Condition', v.isNew ? 'New' : `Pre-owned${v.year ? ` (${v.year})` : ''}`],
    ['Status', vehicleBadge(v).label],
    ['Brand', v.brand],
    ['Model family', v.category],
    ...specificationRows(v.specifications).map((r): CompareFact => [r.label, r.value]),
  ];
  return { id: v.id, name: v.name, href: vehiclePath(v), drawing: { src: vehicleDrawingPath(v), alt: drawingAlt(v.name) }, facts };
}
