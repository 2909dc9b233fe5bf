/**
 * The lot as it is now, for the vehicle API, the product feed and the desk: the build's catalogue
 * (./catalogue.ts) with the desk's live states (D1 `vehicle_stock`) merged over it by the one rule
 * (src/lib/stock/live-stock.ts).
 *
 * Cost: one D1 read per request (every live state in one small SELECT). The merged bodies and their ETags are
 * made once per set of states in force and kept by this isolate under `liveStockKey`, so requests while
 * nothing changes reuse them (and a matching If-None-Match is a 304 without a body). When D1 cannot be read,
 * the build's catalogue is answered, uncached: what a visitor without JavaScript sees anyway.
 */
import site from '../../content/site.json';
import { dealerToday } from '../../src/lib/contact/details';
import { strongEtag } from '../../src/lib/api/etag';
import { liveStockKey, mergeLiveStock, type LiveStock, type StockRecord } from '../../src/lib/stock/live-stock';
import { isStockStatus } from '../../src/lib/stock/status';
import type { StockRow } from '../../src/lib/desk/desk-cart';
import { loadCatalogue, type Catalogue, type Representation } from './catalogue';

export const READ_STOCK = 'SELECT vehicle_id, status, hold_until, note, version, changed_by, changed_at FROM vehicle_stock';

/** Every live state, in one read. */
export async function readStockRows(db: D1Database): Promise<StockRow[]> {
  return (await db.prepare(READ_STOCK).all<StockRow>()).results;
}

export const liveStates = (rows: readonly StockRow[]): LiveStock[] =>
  rows.flatMap((row) => (isStockStatus(row.status) ? [{ vehicleId: row.vehicle_id, status: row.status, holdUntil: row.hold_until }] : []));

/** Today on the dealer's calendar (the last day of a hold is one of its days). */
export const today = (now = new Date()): string => dealerToday(now, site.timeZone);

type Record_ = StockRecord & Record<string, unknown>;

export interface LiveCatalogue extends Catalogue {
  /** The merged records, in catalogue order. */
  records: Record_[];
  /** False when D1 could not be read and this is the build's catalogue (then it must not be cached). */
  live: boolean;
}

/** The build's records, parsed once per catalogue. */
const parsed = new WeakMap<Catalogue, Record_[]>();

/** The merged catalogue this isolate made last, under the key of the states it merged. */
let kept: { build: Catalogue; key: string; catalogue: LiveCatalogue } | undefined;

async function represent(records: readonly Record_[]): Promise<Catalogue> {
  const byId = new Map<string, Representation>();
  for (const record of records) {
    const body = JSON.stringify(record);
    byId.set(record.id, { body, etag: await strongEtag(body) });
  }
  const list = JSON.stringify(records);
  return { list: { body: list, etag: await strongEtag(list) }, byId };
}

/** The catalogue with the live states merged over it (see above); throws only when the build's catalogue cannot be loaded. */
export async function loadLiveCatalogue(env: Env, requestUrl: string, now = new Date()): Promise<LiveCatalogue> {
  const build = await loadCatalogue(env, requestUrl);
  let records = parsed.get(build);
  if (!records) parsed.set(build, (records = JSON.parse(build.list.body) as Record_[]));
  let rows: StockRow[];
  try {
    rows = await readStockRows(env.DB);
  } catch (error) {
    console.error('Live stock unavailable, answering the build catalogue:', error);
    return { ...build, records, live: false };
  }
  const states = liveStates(rows);
  const day = today(now);
  const key = liveStockKey(states, day);
  if (kept?.build === build && kept.key === key) return kept.catalogue;
  const merged = mergeLiveStock(records, states, day);
  // Nothing in force differs from the build: the build's own bodies and ETags.
  const catalogue: LiveCatalogue = {
    ...(merged.every((r, i) => r === records[i]) ? build : await represent(merged)),
    records: merged,
    live: true,
  };
  kept = { build, key, catalogue };
  return catalogue;
}
