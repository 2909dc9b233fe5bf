/**
 * The leads inbox: every stored contact message is a lead, with a status staff move it through (new,
 * contacted, won, lost) and a kind read from what the visitor asked for. The inbox filters by status, kind
 * and the dealer's dates; the filter is the query of `/api/desk/leads` and of its CSV download (read by
 * ./lead-filter.ts). This module imports nothing, so the desk island carries only these few names.
 */
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
