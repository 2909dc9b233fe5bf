import { LEAD_STATUS_LABELS, type LeadStatus } from '../../lib/desk/leads';

const TONE: Record<LeadStatus, string> = {
  new: 'bg-accent-400 text-brand-900',
  contacted: 'bg-brand-100 text-brand-900',
  won: 'bg-brand-700 text-white',
  lost: 'bg-gray-700 text-white',
};

/** A lead's status as a small badge. */
export default function LeadMark({ status }: { status: LeadStatus }) {
  return <span className={`badge text-xs ${TONE[status]}`}>{LEAD_STATUS_LABELS[status]}</span>;
}
