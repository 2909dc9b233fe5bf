/**
 * The comparison's facts of each cart, computed at build time (the compare tray ships the facts, not the
 * rules that make them).
 */
import { contactRequestHref } from '../contact/request-link';
import { monthlyText, type MonthlyFigure } from '../financing/sentences';
import { formatUsd } from '../format/usd';
import { vehicleDrawingPath, vehiclePath } from '../routes';
import { vehicleBadge } from './badge';
import { conditionLabel } from './condition';
import { streetUse } from './street-use';
import { preOwnedRows } from './pre-owned';
import type { CompareCart } from './compare';
import { specificationRows } from './specifications';
import type { VehicleSummary } from './listing';
import type { Vehicle } from '../../schemas/vehicle';

/**
 * A cart's condition, said once: new (its badge, NEW, says no more), or pre-owned with its year and whether
 * it is on the lot (its badge's words): "Pre-owned (2022), in stock".
 */
export function conditionFact(v: Pick<VehicleSummary, 'isNew' | 'inStock' | 'year'>): string {
  return v.isNew ? conditionLabel(v) : `${conditionLabel(v)}, ${vehicleBadge(v).label.toLowerCase()}`;
}

/**
 * What the comparison shows of a cart, in order: price, the "from" monthly payment (computed by the payment
 * rule), condition, street use, brand and model family, a pre-owned cart's facts, then every specification
 * it states (usual ones first, as on the vehicle page); and where to ask for a quote on it (the contact form
 * preset to a quote for this cart). Its column shows its card photo, else its drawing (computed here, so the
 * tray ships the path, not the route rules).
 */
export function compareCart(v: VehicleSummary & Pick<Vehicle, 'preOwned'>, monthly: MonthlyFigure | undefined): CompareCart {
  const facts: (readonly [label: string, value: string])[] = [
    ['Price', formatUsd(v.price)],
    ...(monthly === undefined ? [] : [['Monthly from', monthlyText(monthly)] as [string, string]]),
    ['Condition', conditionFact(v)],
    ['Street use', streetUse(v)],
    ['Brand', v.brand],
    ['Model family', v.category],
    ...preOwnedRows(v).filter(([label]) => label !== 'Model year'),
    ...specificationRows(v.specifications).map((r): [string, string] => [r.label, r.value]),
  ];
  return {
    id: v.id,
    name: v.name,
    href: vehiclePath(v),
    drawing: vehicleDrawingPath(v),
    quote: contactRequestHref({ request: 'quote', vehicle: v.id }),
    facts: Object.fromEntries(facts),
  };
}
