/**
 * How `npm run messages` shows stored messages and their deliveries (scripts/messages.mjs reads them; these are
 * the rules): the columns of the CSV export, one readable entry per message for the terminal, and each
 * delivery's state per destination. Stored text is shown made harmless (./visitor-text.ts): every value but the
 * message stays on its line, and the message is quoted, so no stored text can start a line that looks like an
 * entry or like the site's own lines.
 */
import { DESTINATION_LABELS, DESTINATIONS, leadFromRow, type Destination } from './lead';
import { customerName, requestLines } from './lead-lines';
import { oneLine, quoteVisitorText } from './visitor-text';

export const UTM_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The stored columns of a message in the export, in order. */
export const MESSAGE_COLUMNS = [
  'id',
  'created_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'interest',
  'message',
  'request',
  'request_summary',
  'vehicle_id',
  'vehicle_name',
  'vehicle_year',
  'vehicle_make',
  'vehicle_model',
  'vehicle_price_usd',
  'vehicle_condition',
  'preferred_date',
  'preferred_time',
  'rental_fleet',
  'rental_plan',
  'rental_start',
  'rental_town',
  'estimate_plan_usd',
  'estimate_delivery_usd',
  'estimate_deposit_usd',
  'estimate_total_usd',
  'estimate_miles',
  'source_page',
  ...UTM_COLUMNS,
  'follows_id',
] as const;

/** The export's columns: the message's, then one per destination with that delivery's state. */
export const EXPORT_COLUMNS = [...MESSAGE_COLUMNS, ...DESTINATIONS.map((d) => `delivery_${d}` as const)] as const;

/** One delivery of a message as the listing reads it (a contact_deliveries row). */
export interface DeliveryRecord {
  destination: Destination;
  state: string;
  attempts: number;
  unanswered?: number | null;
  next_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  recipient?: string | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A delivery's state in one line: "sent 2026-11-23T15:00:01.000Z", "pending: 2 attempts: …; next try after …". */
export function deliveryState(d: DeliveryRecord): string {
  const attempts = plural(Number(d.attempts ?? 0), 'attempt');
  const error = d.last_error ? `: ${d.last_error}` : '';
  switch (d.state) {
    case 'sent':
      return `sent ${d.sent_at ?? ''}`.trim();
    case 'pending':
      return Number(d.attempts ?? 0) === 0 ? 'pending' : `pending: ${attempts}${error}; next try after ${d.next_at ?? 'now'}`;
    case 'sending':
      return `sending (attempt ${d.attempts}, held until ${d.next_at ?? '?'})`;
    case 'failed':
      return `failed after ${attempts}${error}`;
    case 'unknown':
      return `unknown: ${plural(Number(d.unanswered ?? 0), 'attempt')} got no answer (it may have arrived: check)${error}`;
    default:
      return d.state;
  }
}

/** The deliveries of a message, from the listing query's JSON column (a list of delivery records). */
export function parseDeliveries(value: unknown): DeliveryRecord[] {
  if (typeof value !== 'string' || value === '') return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? (parsed as DeliveryRecord[]) : [];
}

/** The export's delivery cells of a message: the state of each destination's delivery ('' when it has none). */
export function deliveryCells(deliveries: readonly DeliveryRecord[]): Record<`delivery_${Destination}`, string> {
  const cells = {} as Record<`delivery_${Destination}`, string>;
  for (const destination of DESTINATIONS) {
    const delivery = deliveries.find((d) => d.destination === destination);
    cells[`delivery_${destination}`] = delivery ? deliveryState(delivery) : '';
  }
  return cells;
}

/** One message and its deliveries as readable text for the terminal. */
export function formatMessage(
  row: Record<string, unknown>,
  deliveries: readonly DeliveryRecord[],
  interestLabels: Record<string, string>,
): string {
  const lead = leadFromRow(row);
  const interest = interestLabels[String(row['interest'])] ?? oneLine(row['interest']);
  const lines = [
    `#${oneLine(row['id'])}  ${oneLine(row['created_at'])}  ${oneLine(interest)}`,
    `    ${customerName(lead)} <${oneLine(lead.email)}>  ${oneLine(lead.phone)}`,
    ...requestLines(lead).map((line) => `    ${line}`),
    ...DESTINATIONS.flatMap((destination) => {
      const delivery = deliveries.find((d) => d.destination === destination);
      return delivery ? [`    Delivery to the ${DESTINATION_LABELS[destination]}: ${oneLine(deliveryState(delivery))}`] : [];
    }),
    '    Message, as typed:',
    ...quoteVisitorText(String(row['message'] ?? '')).map((line) => `    ${line}`),
  ];
  return `${lines.join('\n')}\n`;
}
