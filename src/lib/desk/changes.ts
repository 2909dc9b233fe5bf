/**
 * What staff may change on the desk, checked once for the desk island (inline errors) and the desk functions
 * (400 with a message per field): a cart's stock status, and a lead's status with a note. Every change names
 * the version of the state it was made from; the store applies it only if that is still the current version
 * (two staff changing one cart at once: the second is told who changed it first, see `conflictError`).
 */
import { isCalendarDate, latestDate } from '../contact/details';
import { cleanLine, cleanText, hasLoneSurrogate } from '../contact/text';
import { isStockStatus, type StockStatus } from '../stock/status';
import { LEAD_STATUSES, type LeadStatus } from './leads';
import { LEAD_NOTE_MAX, STOCK_NOTE_MAX } from './note-limits';
import { relativeTime } from './relative-time';

export interface StockChange {
  status: StockStatus;
  /** The last day of a hold (YYYY-MM-DD), from today up to a year ahead; null unless on hold. */
  holdUntil: string | null;
  /** Why, for the history and the other staff (who the hold is for); null when none. */
  note: string | null;
  /** The version of the cart's state the change was made from: 0 when the desk never changed it. */
  version: number;
}

export interface LeadChange {
  status: LeadStatus;
  note: string | null;
  version: number;
}

export type ChangeErrors<T> = Partial<Record<keyof T, string>>;
export type ChangeResult<T> = { ok: true; value: T } | { ok: false; errors: ChangeErrors<T> };

export const STOCK_MESSAGES = {
  status: 'Choose available, on hold or sold',
  holdUntil: 'Give the last day of the hold: a date from today up to a year ahead',
  note: `Keep the note to ${STOCK_NOTE_MAX} characters`,
  version: 'Reload the desk: the state this change was made from is missing',
} as const;

export const LEAD_MESSAGES = {
  status: 'Choose new, contacted, won or lost',
  note: `Keep the note to ${LEAD_NOTE_MAX.toLocaleString('en-US')} characters`,
  version: STOCK_MESSAGES.version,
} as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isVersion = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** An optional note: absent, null or blank is none; text is cleaned (one line, or lines) and limited. */
function note(value: unknown, max: number, multiline: boolean): { ok: true; value: string | null } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== 'string' || hasLoneSurrogate(value)) return { ok: false };
  const text = (multiline ? cleanText(value) : cleanLine(value)).trim();
  if ([...text].length > max) return { ok: false };
  return { ok: true, value: text || null };
}

/** A stock change as sent (`{ status, holdUntil?, note?, version }`); `today` is the dealer's (YYYY-MM-DD). */
export function validateStockChange(input: unknown, today: string): ChangeResult<StockChange> {
  const body = isObject(input) ? input : {};
  const errors: ChangeErrors<StockChange> = {};
  const { status, holdUntil, version } = body;
  if (!isStockStatus(status)) errors.status = STOCK_MESSAGES.status;
  const held = status === 'on-hold';
  const until = typeof holdUntil === 'string' ? holdUntil.trim() : '';
  if (held && !(isCalendarDate(until) && until >= today && until <= latestDate(today))) errors.holdUntil = STOCK_MESSAGES.holdUntil;
  const cleaned = note(body['note'], STOCK_NOTE_MAX, false);
  if (!cleaned.ok) errors.note = STOCK_MESSAGES.note;
  if (!isVersion(version)) errors.version = STOCK_MESSAGES.version;
  if (Object.keys(errors).length > 0 || !isStockStatus(status) || !cleaned.ok || !isVersion(version)) return { ok: false, errors };
  return { ok: true, value: { status, holdUntil: held ? until : null, note: cleaned.value, version } };
}

/** A lead's status change as sent (`{ status, note?, version }`). */
export function validateLeadChange(input: unknown): ChangeResult<LeadChange> {
  const body = isObject(input) ? input : {};
  const errors: ChangeErrors<LeadChange> = {};
  const { status, version } = body;
  const known = LEAD_STATUSES.includes(status as LeadStatus);
  if (!known) errors.status = LEAD_MESSAGES.status;
  const cleaned = note(body['note'], LEAD_NOTE_MAX, true);
  if (!cleaned.ok) errors.note = LEAD_MESSAGES.note;
  if (!isVersion(version)) errors.version = LEAD_MESSAGES.version;
  if (!known || !cleaned.ok || !isVersion(version)) return { ok: false, errors };
  return { ok: true, value: { status: status as LeadStatus, note: cleaned.value, version } };
}

/**
 * The answer to a change made from a version that is no longer current: who changed it and when, as staff
 * read it ("Changed by anna@dealer.example a moment ago"). The current state goes with it.
 */
export function conflictError(changedBy: string, changedAt: string, now: Date, timeZone: string): string {
  return `Changed by ${changedBy} ${relativeTime(changedAt, now, timeZone)}: your change was not saved. This is the state now.`;
}
