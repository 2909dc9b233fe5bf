/**
 * The dealer notification of stored messages: a JSON POST to CONTACT_WEBHOOK_URL per message (a
 * Slack/Teams/Zapier-style incoming webhook: the `text` field is a readable summary).
 *
 * Delivery never depends on one call succeeding. A stored message is pending until its webhook answers
 * 2xx, and only then marked notified (`notified_at`). Every pass (`deliverPending`) claims the pending
 * messages that are due in one statement (a claim holds a message for NOTIFY_LEASE_SECONDS, so concurrent
 * passes never send one twice), posts each, and on a failure records the error and when to try again, with
 * backoff, up to NOTIFY_MAX_ATTEMPTS (src/lib/api/notify-schedule.ts). Passes run after the answer
 * (waitUntil): after every contact post, at most once a minute per isolate on the other API requests
 * (../api/_middleware.ts), and on POST /api/notifications. `npm run messages -- --unnotified` lists what is
 * pending and why.
 */
import { requestLines } from '../../src/lib/api/message-list';
import {
  NOTIFY_LEASE_SECONDS,
  NOTIFY_MAX_AGE_SECONDS,
  NOTIFY_MAX_ATTEMPTS,
  retryDelaySeconds,
  WEBHOOK_TIMEOUT_MS,
} from '../../src/lib/api/notify-schedule';
import { INTEREST_LABELS, type Interest } from '../../src/lib/contact/schema';

/** Messages one pass claims at most (each is one webhook call within the pass's waitUntil time). */
export const DELIVERY_BATCH = 5;

/** A stored message as D1 returns it. */
export type StoredMessage = Record<string, string | number | null> & { id: number; created_at: string; notify_attempts: number };

/**
 * Chat-webhook escaping (Slack's rules, harmless elsewhere): `<`, `>` and `&` are control characters there,
 * so a visitor could otherwise write `<!channel>` and ping everyone, or disguise a link.
 */
export function chatEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));
const amount = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));

/** The webhook's JSON: every stored field by name, the estimate and source grouped, and a readable `text`. */
export function webhookPayload(row: StoredMessage) {
  const interest = INTEREST_LABELS[row['interest'] as Interest] ?? String(row['interest']);
  const summary = [
    `New contact message #${row.id} (${interest}) from ${text(row['first_name'])} ${text(row['last_name'])} (${text(row['email'])}, ${text(row['phone'])}):`,
    ...requestLines(row),
    String(row['message']),
  ].join('\n');
  return {
    event: 'contact_message',
    id: row.id,
    createdAt: row.created_at,
    firstName: text(row['first_name']),
    lastName: text(row['last_name']),
    email: text(row['email']),
    phone: text(row['phone']),
    interest: text(row['interest']),
    message: text(row['message']),
    request: text(row['request']),
    summary: text(row['request_summary']),
    vehicleId: text(row['vehicle_id']),
    preferredDate: text(row['preferred_date']),
    preferredTime: text(row['preferred_time']),
    rentalFleet: text(row['rental_fleet']),
    rentalPlan: text(row['rental_plan']),
    rentalStart: text(row['rental_start']),
    rentalTown: text(row['rental_town']),
    estimate:
      row['estimate_total_usd'] === null || row['estimate_total_usd'] === undefined
        ? null
        : {
            planUsd: amount(row['estimate_plan_usd']),
            deliveryUsd: amount(row['estimate_delivery_usd']),
            depositUsd: amount(row['estimate_deposit_usd']),
            totalUsd: amount(row['estimate_total_usd']),
            miles: amount(row['estimate_miles']),
          },
    source: {
      page: text(row['source_page']),
      utm_source: text(row['utm_source']),
      utm_medium: text(row['utm_medium']),
      utm_campaign: text(row['utm_campaign']),
      utm_term: text(row['utm_term']),
      utm_content: text(row['utm_content']),
    },
    text: chatEscape(summary),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

// One statement, so two passes at once cannot claim the same message: it takes the due pending messages
// (oldest first) and holds each until the lease ends, counting the attempt.
const CLAIM = `UPDATE contact_messages SET notify_attempts = notify_attempts + 1, notify_after = ?1
WHERE id IN (SELECT id FROM contact_messages
  WHERE notified_at IS NULL AND notify_attempts < ?2 AND created_at > ?3 AND (notify_after IS NULL OR notify_after <= ?4)
  ORDER BY id LIMIT ?5)
RETURNING *`;
const DELIVERED = 'UPDATE contact_messages SET notified_at = ?1, notify_after = NULL, notify_error = NULL WHERE id = ?2';
const FAILED = 'UPDATE contact_messages SET notify_after = ?1, notify_error = ?2 WHERE id = ?3';

/** Posts one message; the error text of a failed attempt, or undefined after a 2xx. */
async function post(url: string, row: StoredMessage): Promise<string | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      // The message id as an idempotency key: a receiver can drop a repeat if a 2xx was never recorded.
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `contact-message-${row.id}` },
      body: JSON.stringify(webhookPayload(row)),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? undefined : `the webhook answered ${response.status}`;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'the webhook call failed';
  }
}

export interface DeliveryReport {
  delivered: number[];
  failed: number[];
}

/** One pass: sends every due pending message (at most `batch`) and records each outcome. */
export async function deliverPending(db: D1Database, url: string, nowMs: number, batch = DELIVERY_BATCH): Promise<DeliveryReport> {
  const claimed = await db
    .prepare(CLAIM)
    .bind(iso(nowMs + NOTIFY_LEASE_SECONDS * 1000), NOTIFY_MAX_ATTEMPTS, iso(nowMs - NOTIFY_MAX_AGE_SECONDS * 1000), iso(nowMs), batch)
    .all<StoredMessage>();
  const report: DeliveryReport = { delivered: [], failed: [] };
  await Promise.all(
    claimed.results.map(async (row) => {
      const error = await post(url, row);
      const doneMs = Date.now();
      if (error === undefined) {
        await db.prepare(DELIVERED).bind(iso(doneMs), row.id).run();
        report.delivered.push(row.id);
        return;
      }
      const last = row.notify_attempts >= NOTIFY_MAX_ATTEMPTS;
      await db
        .prepare(FAILED)
        .bind(last ? null : iso(doneMs + retryDelaySeconds(row.notify_attempts) * 1000), error, row.id)
        .run();
      report.failed.push(row.id);
      console.error(
        `Contact message ${row.id} is stored, but its notification failed (attempt ${row.notify_attempts} of ${NOTIFY_MAX_ATTEMPTS}${last ? ', the last' : ''}): ${error}`,
      );
    }),
  );
  return report;
}

/** Messages still waiting for a delivery that passes will try. */
export async function pendingCount(db: D1Database, nowMs: number): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE notified_at IS NULL AND notify_attempts < ?1 AND created_at > ?2')
    .bind(NOTIFY_MAX_ATTEMPTS, iso(nowMs - NOTIFY_MAX_AGE_SECONDS * 1000))
    .first<{ n: number }>();
  return Number(row?.n ?? 0);
}

/** The webhook URL when one is set (a blank secret is none). */
export const webhookUrl = (env: Env): string | undefined => env.CONTACT_WEBHOOK_URL?.trim() || undefined;

/** Runs a pass after the answer, when a webhook is set; a failing pass is logged, never thrown. */
export function deliverInBackground(context: { env: Env; waitUntil(promise: Promise<unknown>): void }, nowMs: number): void {
  const url = webhookUrl(context.env);
  if (!url) return;
  context.waitUntil(
    deliverPending(context.env.DB, url, nowMs).catch((error: unknown) => console.error('A contact notification pass failed:', error)),
  );
}
