/**
 * A cart as the desk lists it: the build's facts (name, price, condition), the status the build gives it, and
 * the state in force with who set it (from its D1 `vehicle_stock` row; none: as built, version 0).
 */
import { formatDay } from '../format/day';
import { formatUsd } from '../format/usd';
import { stateInForce } from '../stock/live-stock';
import { STOCK_STATUS_LABELS, STOCK_STATUSES, stockStatus, type StockStatus } from '../stock/status';

/** A row of vehicle_stock as D1 returns it. */
export interface StockRow {
  vehicle_id: string;
  status: string;
  hold_until: string | null;
  note: string | null;
  version: number;
  changed_by: string;
  changed_at: string;
}

/** A cart as the desk lists it: the build's facts, the state in force, and who set it. */
export interface DeskCart {
  id: string;
  name: string;
  price: number;
  /** The price and a hold's last day as the desk shows them ("$6,295", "Friday, November 27"). */
  priceText: string;
  isNew: boolean;
  year: number | null;
  /** The status the build gives it (what pages without JavaScript show). */
  built: StockStatus;
  status: StockStatus;
  holdUntil: string | null;
  holdUntilText: string | null;
  note: string | null;
  /** 0 when the desk never changed it. */
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}

/** What the desk reads of a catalogue record. */
export type CatalogueRecord = {
  id: string;
  name: string;
  price: number;
  isNew: boolean;
  inStock: boolean;
  year?: number;
  status?: StockStatus;
};

export function deskCart(record: CatalogueRecord, row: StockRow | null, today: string): DeskCart {
  const built = stockStatus(record);
  const inForce = row ? stateInForce({ status: row.status as StockStatus, holdUntil: row.hold_until }, today) : { status: built };
  return {
    id: record.id,
    name: record.name,
    price: record.price,
    priceText: formatUsd(record.price),
    isNew: record.isNew,
    year: record.year ?? null,
    built,
    status: inForce.status,
    holdUntil: inForce.holdUntil ?? null,
    holdUntilText: inForce.holdUntil ? formatDay(inForce.holdUntil) : null,
    // A hold that has ended takes its note with it.
    note: row && inForce.status === row.status ? row.note : null,
    version: row?.version ?? 0,
    changedBy: row?.changed_by ?? null,
    changedAt: row?.changed_at ?? null,
  };
}

/** The states a cart can be given, in order, with their labels: the desk's buttons. */
export const STOCK_CHOICES = STOCK_STATUSES.map((status) => ({ status, label: STOCK_STATUS_LABELS[status] }));
export type StockChoice = (typeof STOCK_CHOICES)[number];
