/**
 * A lead as the desk shows it, from its stored contact message (D1 `contact_messages`) and its status
 * (`lead_states`, none: new): a line of the inbox, and the whole lead with every detail the visitor gave, in
 * the words the dealer reads elsewhere (the request lines of the notification and `npm run messages`).
 */
import { leadFromRow } from '../leads/lead';
import { requestLines } from '../leads/lead-lines';
import { INTEREST_LABELS, type Interest } from '../contact/fields';
import { telHref, vehiclePath } from '../routes';
import { LEAD_STATUSES, leadKind, type LeadKind, type LeadStatus } from './leads';

/** A joined row as D1 returns it: the message's columns, with `status`, `version`, `changed_by`, `changed_at`. */
export type LeadRow = Record<string, string | number | null>;

export interface LeadSummary {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  kind: LeadKind;
  /** What it is about: the request's line, else the message's first line (cut to 140 characters). */
  about: string;
  status: LeadStatus;
  /** The version of the status (0: never changed, new). */
  version: number;
}

export interface LeadDetail extends LeadSummary {
  firstName: string;
  lastName: string;
  /** The form's interest, as the form labels it. */
  interest: string;
  message: string;
  /** The request's details, a line each (about, preferred time, rental start and estimate, where it came from). */
  details: string[];
  /** The catalogue id of the cart it is about, if any, and its page. */
  vehicleId: string | null;
  vehiclePath: string | null;
  /** The phone number to dial (`tel:` and its digits). */
  phoneHref: string;
  changedBy: string | null;
  changedAt: string | null;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const ABOUT_MAX = 140;

function about(row: LeadRow): string {
  const summary = text(row['request_summary']).trim();
  if (summary) return summary;
  const first =
    text(row['message'])
      .split('\n')
      .find((line) => line.trim()) ?? '';
  const chars = [...first.trim()];
  return chars.length > ABOUT_MAX ? `${chars.slice(0, ABOUT_MAX - 1).join('')}\u2026` : chars.join('');
}

const status = (row: LeadRow): LeadStatus => (LEAD_STATUSES.includes(row['status'] as LeadStatus) ? (row['status'] as LeadStatus) : 'new');

export function leadSummary(row: LeadRow): LeadSummary {
  return {
    id: Number(row['id']),
    createdAt: text(row['created_at']),
    name: `${text(row['first_name'])} ${text(row['last_name'])}`.trim(),
    email: text(row['email']),
    phone: text(row['phone']),
    kind: leadKind({
      request: row['request'] === null || row['request'] === undefined ? null : text(row['request']),
      interest: text(row['interest']),
    }),
    about: about(row),
    status: status(row),
    version: Number(row['version'] ?? 0),
  };
}

export function leadDetail(row: LeadRow): LeadDetail {
  return {
    ...leadSummary(row),
    firstName: text(row['first_name']),
    lastName: text(row['last_name']),
    interest: INTEREST_LABELS[row['interest'] as Interest] ?? text(row['interest']),
    message: text(row['message']),
    details: requestLines(leadFromRow(row)),
    vehicleId: row['vehicle_id'] ? text(row['vehicle_id']) : null,
    vehiclePath: row['vehicle_id'] ? vehiclePath({ id: text(row['vehicle_id']) }) : null,
    phoneHref: telHref(text(row['phone']).replace(/[^\d+]/g, '')),
    changedBy: row['changed_by'] ? text(row['changed_by']) : null,
    changedAt: row['changed_at'] ? text(row['changed_at']) : null,
  };
}
