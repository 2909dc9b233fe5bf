/**
 * D1 storage of contact messages. Every write that belongs to one message (the message row with its
 * idempotency key, the rate-limit event, the pruning of expired events) runs in ONE batch, which D1
 * executes as a single transaction: it all happens or none of it does.
 */
import { RATE_WINDOW_SECONDS, retryAfterSeconds, windowStart } from '../../src/lib/api/rate-limit';
import type { ContactMessage } from '../../src/lib/contact/schema';
import type { D1Database } from './types';

export interface StoreInput {
  message: ContactMessage;
  idempotencyKey: string | null;
  requestHash: string;
  clientKey: string;
  /** Messages allowed per client per window; 0 = no limit. */
  limit: number;
  nowMs: number;
}

export type StoreOutcome =
  | { kind: 'stored'; id: number; createdAt: string }
  | { kind: 'replayed'; id: number }
  | { kind: 'key-reused' }
  | { kind: 'rate-limited'; retryAfter: number };

// The message is inserted only if the client is under its limit (counted inside the same statement, so
// concurrent requests cannot both slip under it) and its idempotency key is new (the UNIQUE constraint
// settles concurrent repeats: exactly one insert wins, the other does nothing).
const INSERT_MESSAGE = `INSERT INTO contact_messages
  (created_at, first_name, last_name, email, phone, interest, message, idempotency_key, request_hash)
SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
WHERE ?10 = 0 OR (SELECT COUNT(*) FROM contact_rate_events WHERE client_key = ?11 AND created_at > ?12) < ?10
ON CONFLICT (idempotency_key) DO NOTHING
RETURNING id`;

// Recorded only when the statement before it inserted the message (changes() is per connection; the
// batch runs on one).
const RECORD_EVENT = `INSERT INTO contact_rate_events (client_key, created_at) SELECT ?1, ?2 WHERE changes() = 1`;

const PRUNE_EVENTS = `DELETE FROM contact_rate_events WHERE created_at <= ?1`;

export async function storeMessage(db: D1Database, input: StoreInput): Promise<StoreOutcome> {
  const { message: m, idempotencyKey, requestHash, clientKey, limit, nowMs } = input;
  const createdAt = new Date(nowMs).toISOString();
  const since = windowStart(nowMs, RATE_WINDOW_SECONDS);
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(INSERT_MESSAGE)
      .bind(
        createdAt,
        m.firstName,
        m.lastName,
        m.email,
        m.phone,
        m.interest,
        m.message,
        idempotencyKey,
        requestHash,
        limit,
        clientKey,
        since,
      ),
    db.prepare(RECORD_EVENT).bind(clientKey, createdAt),
    db.prepare(PRUNE_EVENTS).bind(since),
  ]);
  const row = inserted?.results[0];
  if (row) return { kind: 'stored', id: Number(row.id), createdAt };

  if (idempotencyKey !== null) {
    const existing = await db
      .prepare('SELECT id, request_hash FROM contact_messages WHERE idempotency_key = ?1')
      .bind(idempotencyKey)
      .first<{ id: number; request_hash: string }>();
    if (existing) return existing.request_hash === requestHash ? { kind: 'replayed', id: Number(existing.id) } : { kind: 'key-reused' };
  }
  if (limit === 0) throw new Error('The contact message insert stored nothing, with no limit and no key conflict');
  const oldest = await db
    .prepare('SELECT MIN(created_at) AS oldest FROM contact_rate_events WHERE client_key = ?1 AND created_at > ?2')
    .bind(clientKey, since)
    .first<{ oldest: string | null }>();
  return { kind: 'rate-limited', retryAfter: retryAfterSeconds(oldest?.oldest ?? null, nowMs, RATE_WINDOW_SECONDS) };
}

/**
 * Counts a post caught by the honeypot (per UTC day) and returns a plausible next message id, so the
 * bot's answer looks like any other success. Nothing of the post is stored.
 */
export async function countHoneypotHit(db: D1Database, nowMs: number): Promise<number> {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const [, next] = await db.batch<{ id: number }>([
    db.prepare('INSERT INTO contact_spam_counts (day, hits) VALUES (?1, 1) ON CONFLICT (day) DO UPDATE SET hits = hits + 1').bind(day),
    db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM contact_messages'),
  ]);
  return Number(next?.results[0]?.id ?? 1);
}

/** Marks a message as delivered to the webhook. */
export async function markNotified(db: D1Database, id: number, nowMs: number): Promise<void> {
  await db.prepare('UPDATE contact_messages SET notified_at = ?1 WHERE id = ?2').bind(new Date(nowMs).toISOString(), id).run();
}
