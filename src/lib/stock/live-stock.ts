/**
 * The lot as it is now: the dealer's desk keeps each cart's live state (available, on hold until a date,
 * sold) and the vehicle API answers the build's catalogue with it merged over each record. A cart the desk
 * never changed keeps its record byte for byte, so while the desk has said nothing new the API's bytes, and
 * so its ETags, are the build's, and the pages built from them start no island.
 *
 * Rules of the merge:
 * - `status` is the live one; a hold ends after its last day (the dealer's calendar): the cart is available
 *   again without anyone having to remember to release it;
 * - a cart on hold carries `holdUntil`, its last day; no other cart does;
 * - `inStock` follows: a sold cart is not in stock, an available or held pre-owned cart is (it stands on
 *   the lot), a new cart keeps the build's `inStock` (new carts are also ordered when not on the lot);
 * - a live state for an id the catalogue does not have changes nothing (the desk refuses to set one).
 */
import type { StockStatus } from './status';

/** A cart's live state as the desk keeps it. */
export interface LiveStock {
  vehicleId: string;
  status: StockStatus;
  /** The last day of a hold (YYYY-MM-DD); null unless on hold. */
  holdUntil: string | null;
}

/** The part of an API record the merge reads and writes. */
export interface StockRecord {
  id: string;
  isNew: boolean;
  inStock: boolean;
  status?: StockStatus | undefined;
  holdUntil?: string | undefined;
}

/** The state in force on `today` (YYYY-MM-DD): a hold whose last day has passed has ended. */
export function stateInForce(live: Omit<LiveStock, 'vehicleId'>, today: string): { status: StockStatus; holdUntil?: string } {
  if (live.status !== 'on-hold') return { status: live.status };
  if (live.holdUntil === null || live.holdUntil < today) return { status: 'available' };
  return { status: 'on-hold', holdUntil: live.holdUntil };
}

/** One record with its live state merged over it; the record's own key order is kept (equal data, equal bytes). */
export function withLiveStock<R extends StockRecord>(record: R, live: Omit<LiveStock, 'vehicleId'>, today: string): R {
  const state = stateInForce(live, today);
  const { holdUntil: _built, ...rest } = record;
  const inStock = state.status === 'sold' ? false : record.isNew ? record.inStock : true;
  const merged = { ...rest, inStock, status: state.status };
  return (state.holdUntil ? { ...merged, holdUntil: state.holdUntil } : merged) as R;
}

/** The catalogue's records with the live states merged over them, in catalogue order. */
export function mergeLiveStock<R extends StockRecord>(records: readonly R[], live: readonly LiveStock[], today: string): R[] {
  const byId = new Map(live.map((state) => [state.vehicleId, state]));
  return records.map((record) => {
    const state = byId.get(record.id);
    return state ? withLiveStock(record, state, today) : record;
  });
}

/**
 * A short text that changes exactly when what the merge makes of these states on `today` changes (an ended
 * hold reads as available): the API keeps the merged catalogue under it, so a request whose states merge to
 * the same answer reuses the bodies and ETags already made.
 */
export function liveStockKey(live: readonly LiveStock[], today: string): string {
  return JSON.stringify(
    [...live]
      .sort((a, b) => (a.vehicleId < b.vehicleId ? -1 : a.vehicleId > b.vehicleId ? 1 : 0))
      .map((state) => {
        const inForce = stateInForce(state, today);
        return [state.vehicleId, inForce.status, inForce.holdUntil ?? ''];
      }),
  );
}
