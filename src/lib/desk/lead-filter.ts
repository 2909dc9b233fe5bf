/**
 * The leads filter as the desk functions read it: the query of `/api/desk/leads` and its CSV (written by
 * `leadFilterQuery` of ./leads.ts), each field checked, and the dealer's days turned into the UTC bounds the
 * stored times are compared with.
 */
import { isCalendarDate } from '../contact/details';
import { zoneOffsetMs } from '../leads/local-time';
import { FILTER_FIELDS, LEAD_KINDS, LEAD_STATUSES, type LeadFilter, type LeadKind, type LeadStatus } from './leads';

export const FILTER_MESSAGES = {
  status: 'Choose new, contacted, won or lost',
  kind: 'Choose test drive, quote, rental, service or general',
  from: 'Give the first day as a date like 2026-11-01',
  to: 'Give the last day as a date like 2026-11-30, on or after the first',
} as const;

/** The filter of a query string; an empty field is no filter, a bad one an error for that field. */
export function parseLeadFilter(
  search: string,
): { ok: true; filter: LeadFilter } | { ok: false; errors: Partial<Record<keyof LeadFilter, string>> } {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const [status, kind, from, to] = FILTER_FIELDS.map(value);
  const errors: Partial<Record<keyof LeadFilter, string>> = {};
  if (status && !LEAD_STATUSES.includes(status as LeadStatus)) errors.status = FILTER_MESSAGES.status;
  if (kind && !LEAD_KINDS.includes(kind as LeadKind)) errors.kind = FILTER_MESSAGES.kind;
  if (from && !isCalendarDate(from)) errors.from = FILTER_MESSAGES.from;
  if (to && (!isCalendarDate(to) || (from !== undefined && to < from))) errors.to = FILTER_MESSAGES.to;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, filter: { status: status as LeadStatus | undefined, kind: kind as LeadKind | undefined, from, to } };
}

/** The instant (ISO, UTC) a dealer's calendar day starts: the bound stored times are compared with. */
export function dayStartUtc(day: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let instant = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  // Near a change of the clocks the offset at the first guess may not be the offset at midnight.
  instant = midnightUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
