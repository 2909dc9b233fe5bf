/**
 * The leads inbox: every stored contact message is a lead, with a status staff move it through (new,
 * contacted, won, lost) and a kind read from what the visitor asked for. The inbox filters by status, kind
 * and the dealer's dates; the filter is the query of `/api/desk/leads` and of its CSV download.
 */
import { isCalendarDate } from '../contact/details';

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost' };

export const LEAD_KINDS = ['test-drive', 'quote', 'rental', 'service', 'general'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  'test-drive': 'Test drive',
  quote: 'Quote',
  rental: 'Rental',
  service: 'Service',
  general: 'General',
};

/**
 * A lead's kind: the request the visitor chose (test drive, quote, rental, service), else a service or parts
 * question is service, and anything else general.
 */
export function leadKind(lead: { request: string | null; interest: string }): LeadKind {
  if (lead.request && LEAD_KINDS.includes(lead.request as LeadKind)) return lead.request as LeadKind;
  return lead.interest === 'service' || lead.interest === 'parts' ? 'service' : 'general';
}

/** The same rule in SQL over contact_messages, for filtering in the database (tested equal to `leadKind`). */
export const LEAD_KIND_SQL = `CASE WHEN request IN ('test-drive', 'quote', 'rental', 'service') THEN request
  WHEN interest IN ('service', 'parts') THEN 'service' ELSE 'general' END`;

export interface LeadFilter {
  status?: LeadStatus | undefined;
  kind?: LeadKind | undefined;
  /** The first and last day (YYYY-MM-DD, the dealer's calendar) of the leads shown. */
  from?: string | undefined;
  to?: string | undefined;
}

export const FILTER_FIELDS = ['status', 'kind', 'from', 'to'] as const;

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

/** The query of a filter (empty fields left out), for the list, its CSV link and the desk's address. */
export function leadFilterQuery(filter: LeadFilter): string {
  const params = new URLSearchParams();
  for (const name of FILTER_FIELDS) {
    const v = filter[name];
    if (v) params.set(name, v);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The offset of a time zone from UTC at an instant, in milliseconds (New York in winter: -5 h). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - (instant - (instant % 1000));
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
