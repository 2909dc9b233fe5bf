/**
 * A cart's stock status, the one word the vehicle API, the pages and the dealer's desk share: available,
 * on hold (kept for a buyer until a date), or sold. The build knows only `isNew` and `inStock` (a pre-owned
 * cart out of stock is sold, anything else available); the desk's live state, merged over the build's
 * record by the API (./live-stock.ts), says all three.
 */

export const STOCK_STATUSES = ['available', 'on-hold', 'sold'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = { available: 'Available', 'on-hold': 'On hold', sold: 'Sold' };

export const isStockStatus = (value: unknown): value is StockStatus => STOCK_STATUSES.includes(value as StockStatus);

/** What the status is read from: the record's own `status` when it has one (an API record), else the build's fields. */
export interface Stocked {
  isNew: boolean;
  inStock: boolean;
  status?: StockStatus | undefined;
}

/** The cart's status: its record's `status`, or from the build's fields (a pre-owned cart out of stock is sold). */
export function stockStatus(vehicle: Stocked): StockStatus {
  return vehicle.status ?? (vehicle.isNew || vehicle.inStock ? 'available' : 'sold');
}
