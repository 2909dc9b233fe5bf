/**
 * The desk's history: one line per change of a cart's stock status or a lead's status, who made it and when.
 * The desk functions answer the entries; this is how a line reads ("Pre-owned 2022 Denago EV Nomad: Available
 * -> On hold until Friday, November 27"; "Lead #12, Jane Doe: New -> Contacted").
 */
import { formatDay } from '../format/day';
import { STOCK_STATUS_LABELS, isStockStatus } from '../stock/status';
import { LEAD_STATUS_LABELS, type LeadStatus } from './leads';

export const HISTORY_SUBJECTS = ['vehicle', 'lead'] as const;
export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];

export interface HistoryEntry {
  id: number;
  /** When (ISO, UTC). */
  at: string;
  /** Who: the staff e-mail of the sign-in. */
  actor: string;
  subject: HistorySubject;
  /** The cart's id, or the lead's (message) id. */
  subjectId: string;
  /** The cart's name, or the lead's first and last name. */
  subjectName: string;
  /** The status before (null for a lead or cart the desk had not changed before: its first status). */
  from: string | null;
  to: string;
  /** The last day of a hold the change made. */
  holdUntil: string | null;
  note: string | null;
  /** What changed, in words (`historyText`): the desk shows it as sent. */
  text: string;
}

function statusLabel(subject: HistorySubject, status: string | null): string | null {
  if (status === null) return null;
  if (subject === 'vehicle') return isStockStatus(status) ? STOCK_STATUS_LABELS[status] : status;
  return LEAD_STATUS_LABELS[status as LeadStatus] ?? status;
}

/** What changed, in words (without who and when, which the desk shows beside it). */
export function historyText(entry: Pick<HistoryEntry, 'subject' | 'subjectId' | 'subjectName' | 'from' | 'to' | 'holdUntil'>): string {
  const from = statusLabel(entry.subject, entry.from);
  const to = `${statusLabel(entry.subject, entry.to)}${entry.holdUntil ? ` until ${formatDay(entry.holdUntil)}` : ''}`;
  const what = entry.subject === 'lead' ? `Lead #${entry.subjectId}, ${entry.subjectName}` : entry.subjectName;
  return `${what}: ${from ? `${from} \u2192 ${to}` : to}`;
}
