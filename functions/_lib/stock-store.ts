/**
 * The desk's writes of a cart's stock status: ONE D1 batch (one transaction) per change, of three statements
 * that all test the same condition, the version the change was made from being the current one (0: the desk
 * never changed the cart):
 * 1. the history line (who, when, from which status in force to which);
 * 2. the new state (inserted, or updated over the old one), with the next version;
 * 3. the state as it now is.
 * Two staff changing one cart at once: the second batch finds another version, writes nothing, and its third
 * statement gives who changed it and the state now (409 with both).
 */
import { stockStatus, type StockStatus } from '../../src/lib/stock/status';
import type { StockChange } from '../../src/lib/desk/changes';
import type { Staff } from '../../src/lib/desk/access';
import type { StockRow } from '../../src/lib/desk/desk-cart';
import { READ_STOCK } from './live-stock';

/** The current version is the one named (?1 the cart, ?2 the version); a cart without a row is version 0. */
const VERSION_IS = `COALESCE((SELECT version FROM vehicle_stock WHERE vehicle_id = ?1), 0) = ?2`;

// The status before, as in force today (?4: an ended hold is available), else the build's (?3).
const RECORD = `INSERT INTO desk_history (at, actor, subject, subject_id, from_status, to_status, hold_until, note)
SELECT ?5, ?6, 'vehicle', ?1, COALESCE((SELECT CASE WHEN status = 'on-hold' AND hold_until < ?4 THEN 'available' ELSE status END
  FROM vehicle_stock WHERE vehicle_id = ?1), ?3), ?7, ?8, ?9
WHERE ${VERSION_IS}`;

const APPLY = `INSERT INTO vehicle_stock (vehicle_id, status, hold_until, note, version, changed_by, changed_at)
SELECT ?1, ?3, ?4, ?5, ?2 + 1, ?6, ?7
WHERE ${VERSION_IS}
ON CONFLICT (vehicle_id) DO UPDATE SET status = excluded.status, hold_until = excluded.hold_until, note = excluded.note,
  version = excluded.version, changed_by = excluded.changed_by, changed_at = excluded.changed_at`;

export type StockWrite = { kind: 'changed'; row: StockRow } | { kind: 'conflict'; row: StockRow | null };

/** Applies a validated change to a catalogue cart; `built` is the cart's record as the build has it. */
export async function changeStock(
  db: D1Database,
  vehicle: { id: string; isNew: boolean; inStock: boolean; status?: StockStatus },
  change: StockChange,
  staff: Staff,
  { nowMs, today }: { nowMs: number; today: string },
): Promise<StockWrite> {
  const at = new Date(nowMs).toISOString();
  const [, applied, current] = await db.batch([
    db
      .prepare(RECORD)
      .bind(vehicle.id, change.version, stockStatus(vehicle), today, at, staff.email, change.status, change.holdUntil, change.note),
    db.prepare(APPLY).bind(vehicle.id, change.version, change.status, change.holdUntil, change.note, staff.email, at),
    db.prepare(`${READ_STOCK} WHERE vehicle_id = ?1`).bind(vehicle.id),
  ]);
  const row = (current?.results[0] as StockRow | undefined) ?? null;
  if (applied?.meta.changes === 1 && row) return { kind: 'changed', row };
  return { kind: 'conflict', row };
}
