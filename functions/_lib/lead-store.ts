/**
 * The leads inbox in D1: every contact message (`contact_messages`) with its status (`lead_states`; none: new),
 * filtered in the database by status, kind (LEAD_KIND_SQL, the rule of src/lib/desk/leads.ts) and the dealer's
 * days; and a status change as ONE batch (history line, new state, state now) that applies only if the version
 * it was made from is still current, as the stock's (./stock-store.ts). A lead is read with its deliveries (the lead
 * outbox's contact_deliveries rows) in the same statement.
 */
import { deliveryCells, MESSAGE_COLUMNS, parseDeliveries } from '../../src/lib/leads/message-view';
import type { Staff } from '../../src/lib/desk/access';
import type { LeadChange } from '../../src/lib/desk/changes';
import { historyText, type HistoryEntry, type HistorySubject } from '../../src/lib/desk/history';
import { dayStartUtc, nextDay } from '../../src/lib/desk/lead-filter';
import { LEAD_KIND_SQL, type LeadFilter } from '../../src/lib/desk/leads';
import type { LeadRow } from '../../src/lib/desk/lead-record';

/** The inbox's page size; the next page starts below the last id shown. */
export const LEADS_PAGE = 50;
/** A CSV download's most rows (the newest). */
export const CSV_MAX_ROWS = 10_000;

const JOINED = `FROM contact_messages m LEFT JOIN lead_states s ON s.message_id = m.id`;
const STATE_COLUMNS = `COALESCE(s.status, 'new') AS status, COALESCE(s.version, 0) AS version, s.changed_by, s.changed_at`;
/** A message's deliveries as one JSON column, `deliveries` (a list of contact_deliveries rows: parseDeliveries). */
const DELIVERIES = `(SELECT json_group_array(json_object('destination', d.destination, 'state', d.state, 'attempts', d.attempts,
  'unanswered', d.unanswered, 'next_at', d.next_at, 'last_error', d.last_error, 'sent_at', d.sent_at, 'recipient', d.recipient))
  FROM contact_deliveries d WHERE d.message_id = m.id) AS deliveries`;
/** One whole lead: every stored column, its status, its deliveries. */
const WHOLE_LEAD = `SELECT m.*, ${STATE_COLUMNS}, ${DELIVERIES} ${JOINED} WHERE m.id = ?1`;
const KIND = LEAD_KIND_SQL.replace(/\b(request|interest)\b/g, 'm.$1');

/** The WHERE of a filter, with its parameters from ?1 (the dealer's days as UTC bounds). */
function where(filter: LeadFilter, timeZone: string): { sql: string; params: (string | number | null)[] } {
  const from = filter.from ? dayStartUtc(filter.from, timeZone) : null;
  const until = filter.to ? dayStartUtc(nextDay(filter.to), timeZone) : null;
  return {
    sql: `WHERE (?1 IS NULL OR COALESCE(s.status, 'new') = ?1) AND (?2 IS NULL OR ${KIND} = ?2)
  AND (?3 IS NULL OR m.created_at >= ?3) AND (?4 IS NULL OR m.created_at < ?4)`,
    params: [filter.status ?? null, filter.kind ?? null, from, until],
  };
}

const LIST_COLUMNS = `m.id, m.created_at, m.first_name, m.last_name, m.email, m.phone, m.interest, m.message, m.request, m.request_summary, ${STATE_COLUMNS}`;

/** One page of the filtered inbox, newest first (ids below `before` when given), and how many leads the filter has. */
export async function listLeads(db: D1Database, filter: LeadFilter, timeZone: string, before: number | null) {
  const w = where(filter, timeZone);
  const [page, count] = await db.batch([
    db
      .prepare(`SELECT ${LIST_COLUMNS} ${JOINED} ${w.sql} AND (?5 IS NULL OR m.id < ?5) ORDER BY m.id DESC LIMIT ?6`)
      .bind(...w.params, before, LEADS_PAGE + 1),
    db.prepare(`SELECT COUNT(*) AS n ${JOINED} ${w.sql}`).bind(...w.params),
  ]);
  const rows = (page?.results ?? []) as LeadRow[];
  return {
    rows: rows.slice(0, LEADS_PAGE),
    more: rows.length > LEADS_PAGE,
    total: Number((count?.results[0] as { n: number } | undefined)?.n ?? 0),
  };
}

/**
 * Every lead of the filter, newest first, for the CSV: every stored column, each destination's delivery state
 * (`delivery_crm`, …, as `npm run messages --csv` writes them) and its status.
 */
export async function exportLeads(db: D1Database, filter: LeadFilter, timeZone: string): Promise<LeadRow[]> {
  const w = where(filter, timeZone);
  const columns = MESSAGE_COLUMNS.map((c) => `m.${c}`).join(', ');
  const sql = `SELECT ${columns}, ${DELIVERIES}, ${KIND} AS kind, ${STATE_COLUMNS} ${JOINED} ${w.sql} ORDER BY m.id DESC LIMIT ${CSV_MAX_ROWS}`;
  const { results } = await db
    .prepare(sql)
    .bind(...w.params)
    .all<LeadRow>();
  return results.map((row) => ({ ...row, ...deliveryCells(parseDeliveries(row['deliveries'])) }));
}

/** One lead with every column, its status and its deliveries, or null. */
export async function readLead(db: D1Database, id: number): Promise<LeadRow | null> {
  return db.prepare(WHOLE_LEAD).bind(id).first<LeadRow>();
}

/** A history row as D1 returns it, with the lead's name for lead lines. */
interface HistoryRow {
  id: number;
  at: string;
  actor: string;
  subject: HistorySubject;
  subject_id: string;
  from_status: string | null;
  to_status: string;
  hold_until: string | null;
  note: string | null;
  lead_name: string | null;
}

export const HISTORY_PAGE = 100;

/** History lines, newest first: of one subject (`subjectId`), or of all of a kind, or all; below `before`. */
export async function readHistory(
  db: D1Database,
  {
    subject,
    subjectId,
    before,
  }: { subject?: HistorySubject | undefined; subjectId?: string | undefined; before?: number | null | undefined },
  vehicleName: (id: string) => string,
): Promise<{ entries: HistoryEntry[]; more: boolean }> {
  const rows = (
    await db
      .prepare(
        `SELECT h.*, CASE WHEN h.subject = 'lead' THEN (SELECT first_name || ' ' || last_name FROM contact_messages WHERE id = CAST(h.subject_id AS INTEGER)) END AS lead_name
FROM desk_history h WHERE (?1 IS NULL OR h.subject = ?1) AND (?2 IS NULL OR h.subject_id = ?2) AND (?3 IS NULL OR h.id < ?3)
ORDER BY h.id DESC LIMIT ?4`,
      )
      .bind(subject ?? null, subjectId ?? null, before ?? null, HISTORY_PAGE + 1)
      .all<HistoryRow>()
  ).results;
  const entries = rows.slice(0, HISTORY_PAGE).map((row): HistoryEntry => {
    const what = {
      subject: row.subject,
      subjectId: row.subject_id,
      subjectName: row.subject === 'lead' ? (row.lead_name ?? '') : vehicleName(row.subject_id),
      from: row.from_status,
      to: row.to_status,
      holdUntil: row.hold_until,
    };
    return { id: row.id, at: row.at, actor: row.actor, ...what, note: row.note, text: historyText(what) };
  });
  return { entries, more: rows.length > HISTORY_PAGE };
}

const LEAD_VERSION_IS = `COALESCE((SELECT version FROM lead_states WHERE message_id = ?1), 0) = ?2`;

const RECORD = `INSERT INTO desk_history (at, actor, subject, subject_id, from_status, to_status, note)
SELECT ?3, ?4, 'lead', CAST(m.id AS TEXT), COALESCE((SELECT status FROM lead_states WHERE message_id = m.id), 'new'), ?5, ?6
FROM contact_messages m WHERE m.id = ?1 AND ${LEAD_VERSION_IS}`;

const APPLY = `INSERT INTO lead_states (message_id, status, version, changed_by, changed_at)
SELECT m.id, ?5, ?2 + 1, ?4, ?3 FROM contact_messages m WHERE m.id = ?1 AND ${LEAD_VERSION_IS}
ON CONFLICT (message_id) DO UPDATE SET status = excluded.status, version = excluded.version,
  changed_by = excluded.changed_by, changed_at = excluded.changed_at`;

export type LeadWrite = { kind: 'changed'; row: LeadRow } | { kind: 'conflict'; row: LeadRow } | { kind: 'unknown' };

/** Applies a validated status change to lead `id`, in one batch. */
export async function changeLead(db: D1Database, id: number, change: LeadChange, staff: Staff, nowMs: number): Promise<LeadWrite> {
  const at = new Date(nowMs).toISOString();
  const [, applied, current] = await db.batch([
    db.prepare(RECORD).bind(id, change.version, at, staff.email, change.status, change.note),
    db.prepare(APPLY).bind(id, change.version, at, staff.email, change.status),
    db.prepare(WHOLE_LEAD).bind(id),
  ]);
  const row = current?.results[0] as LeadRow | undefined;
  if (!row) return { kind: 'unknown' };
  return applied?.meta.changes === 1 ? { kind: 'changed', row } : { kind: 'conflict', row };
}
