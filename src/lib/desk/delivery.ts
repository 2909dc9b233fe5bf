/**
 * Where a lead was delivered, per destination, as the desk shows it: one line per row the lead outbox keeps for
 * the message (contact_deliveries: the CRM's ADF lead, the staff e-mail to the sales inbox, the customer's
 * acknowledgement, the webhook), in that order. A delivery is delivered (and when), waiting for its first try,
 * being sent, retrying after a failure (the error and the next try), given up (the error), or unknown (no answer
 * twice: it may have arrived, a person checks).
 */
import { DESTINATIONS, type Destination } from '../leads/lead';
import type { DeliveryRecord } from '../leads/message-view';

export const DESK_DELIVERY_STATES = ['delivered', 'pending', 'sending', 'retrying', 'failed', 'unknown'] as const;
export type DeskDeliveryState = (typeof DESK_DELIVERY_STATES)[number];

export const DELIVERY_LABELS: Record<DeskDeliveryState, string> = {
  delivered: 'Delivered',
  pending: 'Waiting to send',
  sending: 'Sending now',
  retrying: 'Failed, will retry',
  failed: 'Failed, gave up',
  unknown: 'No answer: it may have arrived, please check',
};

/** The destinations as staff name them. */
export const DESK_DESTINATION_LABELS: Record<Destination, string> = {
  crm: 'CRM (ADF lead)',
  sales: 'Staff e-mail',
  customer: 'Customer e-mail',
  webhook: 'Webhook',
};

export interface DeskDelivery {
  destination: Destination;
  label: string;
  /** The address an e-mail goes to (none for the webhook). */
  recipient: string | null;
  state: DeskDeliveryState;
  attempts: number;
  /** The last failure's error, if any. */
  lastError: string | null;
  /** When it was delivered (delivered), or when the next try is due (retrying); null otherwise (ISO). */
  at: string | null;
}

function deskState(record: DeliveryRecord): DeskDeliveryState {
  switch (record.state) {
    case 'sent':
      return 'delivered';
    case 'pending':
      return Number(record.attempts ?? 0) > 0 ? 'retrying' : 'pending';
    case 'sending':
    case 'failed':
    case 'unknown':
      return record.state;
    default:
      return 'unknown';
  }
}

/** A message's deliveries as the desk shows them, in the order of DESTINATIONS. */
export function deskDeliveries(records: readonly DeliveryRecord[]): DeskDelivery[] {
  return DESTINATIONS.flatMap((destination) => {
    const record = records.find((r) => r.destination === destination);
    if (!record) return [];
    const state = deskState(record);
    return [
      {
        destination,
        label: DESK_DESTINATION_LABELS[destination],
        recipient: record.recipient ?? null,
        state,
        attempts: Number(record.attempts ?? 0),
        lastError: state === 'delivered' ? null : (record.last_error ?? null),
        at: state === 'delivered' ? record.sent_at : state === 'retrying' ? record.next_at : null,
      },
    ];
  });
}
