/**
 * Where a lead was delivered, per destination, as the desk shows it: delivered (and when), waiting for its
 * first try, retrying after a failure (with the error and the next try), given up, or not set up. Today the
 * one destination is the dealer webhook (its state is columns of contact_messages); a destination added later
 * is one more entry of the same shape.
 */
import { NOTIFY_MAX_AGE_SECONDS, NOTIFY_MAX_ATTEMPTS } from '../api/notify-schedule';

export const DELIVERY_STATES = ['delivered', 'pending', 'retrying', 'failed', 'off'] as const;
export type DeliveryStateName = (typeof DELIVERY_STATES)[number];

export const DELIVERY_LABELS: Record<DeliveryStateName, string> = {
  delivered: 'Delivered',
  pending: 'Waiting to send',
  retrying: 'Failed, will retry',
  failed: 'Failed, gave up',
  off: 'Not set up',
};

export interface DeliveryState {
  destination: string;
  state: DeliveryStateName;
  attempts: number;
  /** The last failure's error, if any. */
  lastError: string | null;
  /** When it was delivered, or when the next try is due (ISO); null otherwise. */
  at: string | null;
}

export interface WebhookColumns {
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_after: string | null;
  notify_error: string | null;
}

/** The dealer webhook's delivery of one message; `configured` says whether CONTACT_WEBHOOK_URL is set. */
export function webhookDelivery(row: WebhookColumns, configured: boolean, now: Date): DeliveryState {
  const base = { destination: 'Dealer webhook', attempts: Number(row.notify_attempts ?? 0), lastError: row.notify_error ?? null };
  if (row.notified_at) return { ...base, state: 'delivered', at: row.notified_at };
  const expired = now.getTime() - Date.parse(row.created_at) > NOTIFY_MAX_AGE_SECONDS * 1000;
  if (base.attempts >= NOTIFY_MAX_ATTEMPTS || (expired && base.attempts > 0)) return { ...base, state: 'failed', at: null };
  if (!configured) return { ...base, state: 'off', at: null };
  if (base.attempts === 0) return { ...base, state: 'pending', at: null };
  return { ...base, state: 'retrying', at: row.notify_after };
}
