/**
 * D1 storage of contact messages. Every write that belongs to one message (the message row with its
 * idempotency key, the rate-limit event, its deliveries in the lead outbox, the pruning of expired events) runs
 * in ONE batch, which D1 executes as a single transaction: it all happens or none of it does, so a stored
 * message always has its deliveries.
 *
 * The rules a message must pass to be stored are conditions of its INSERT itself (so concurrent requests
 * cannot both slip through): the client is under its limit, its idempotency key is new (the UNIQUE
 * constraint: exactly one of two concurrent repeats inserts), and a post without a key does not repeat a
 * message stored within the retry window.
 */
import { RETRY_WINDOW_SECONDS } from '../../src/lib/api/idempotency';
import { RATE_WINDOW_SECONDS, retryAfterSeconds, windowStart } from '../../src/lib/api/rate-limit';
import type { ContactRequest } from '../../src/lib/contact/request';
import type { Destination, LeadVehicle } from '../../src/lib/leads/lead';

/** A validated request with the cart it names as the catalogue describes it (when it names one). */
export type StoredRequest = ContactRequest & { cart?: Omit<LeadVehicle, 'id'> | undefined };

/**
 * Column of contact_messages <- the validated request. A new field is stored by adding its column here
 * (and in a migration); the INSERT below is built from this table. An absent detail is NULL.
 */
export const MESSAGE_COLUMNS = {
  first_name: ({ message }: ContactRequest) => message.firstName,
  last_name: ({ message }: ContactRequest) => message.lastName,
  email: ({ message }: ContactRequest) => message.email,
  phone: ({ message }: ContactRequest) => message.phone,
  interest: ({ message }: ContactRequest) => message.interest,
  message: ({ message }: ContactRequest) => message.message,
  request: ({ details }: ContactRequest) => details.request ?? null,
  vehicle_id: ({ details }: ContactRequest) => details.vehicle ?? null,
  preferred_date: ({ details }: ContactRequest) => details.date ?? null,
  preferred_time: ({ details }: ContactRequest) => details.time ?? null,
  rental_fleet: ({ details }: ContactRequest) => details.fleet ?? null,
  rental_plan: ({ details }: ContactRequest) => details.plan ?? null,
  rental_start: ({ details }: ContactRequest) => details.start ?? null,
  rental_town: ({ details }: ContactRequest) => details.town ?? null,
  request_summary: (r: ContactRequest) => r.summary ?? null,
  estimate_plan_usd: ({ estimate }: ContactRequest) => estimate?.plan ?? null,
  estimate_delivery_usd: ({ estimate }: ContactRequest) => estimate?.delivery.fee ?? null,
  estimate_deposit_usd: ({ estimate }: ContactRequest) => estimate?.deposit ?? null,
  estimate_total_usd: ({ estimate }: ContactRequest) => estimate?.total ?? null,
  estimate_miles: ({ estimate }: ContactRequest) => estimate?.delivery.miles ?? null,
  source_page: ({ source }: ContactRequest) => source.sourcePage ?? null,
  utm_source: ({ source }: ContactRequest) => source.utm_source ?? null,
  utm_medium: ({ source }: ContactRequest) => source.utm_medium ?? null,
  utm_campaign: ({ source }: ContactRequest) => source.utm_campaign ?? null,
  utm_term: ({ source }: ContactRequest) => source.utm_term ?? null,
  utm_content: ({ source }: ContactRequest) => source.utm_content ?? null,
  vehicle_name: ({ cart }: StoredRequest) => cart?.name ?? null,
  vehicle_year: ({ cart }: StoredRequest) => cart?.year ?? null,
  vehicle_make: ({ cart }: StoredRequest) => cart?.make ?? null,
  vehicle_model: ({ cart }: StoredRequest) => cart?.model ?? null,
  vehicle_price_usd: ({ cart }: StoredRequest) => cart?.priceUsd ?? null,
  vehicle_condition: ({ cart }: StoredRequest) => cart?.condition ?? null,
} satisfies Record<string, (r: StoredRequest) => string | number | null>;

/** A delivery the message gets: where it goes, and the e-mail address it goes to (none for the webhook). */
export interface NewDelivery {
  destination: Destination;
  recipient: string | null;
}

export interface StoreInput {
  request: StoredRequest;
  /** Where the message is delivered (src/lib/leads/lead.ts leadDestinations). */
  deliveries: readonly NewDelivery[];
  idempotencyKey: string | null;
  /** Hash of every field: a key repeated with another message is refused. */
  requestHash: string;
  /** Hash of every normalized field: a key-less repeat of all of them within the retry window is a retry. */
  retryFingerprint: string;
  /** The e-mail address in lower case: a message within the retry window of one from it follows that one. */
  emailKey: string;
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

/**
 * SQL that is true while a client may still post: the limit is off (0), or it has fewer events than the
 * limit in the window and no honeypot catch (a caught client has spent its allowance for the window).
 */
function underLimit(limit: string, client: string, since: string): string {
  return `(${limit} = 0 OR ((SELECT COUNT(*) FROM contact_rate_events WHERE client_key = ${client} AND created_at > ${since}) < ${limit}
    AND NOT EXISTS (SELECT 1 FROM contact_rate_events WHERE client_key = ${client} AND created_at > ${since} AND kind = 'honeypot')))`;
}

const STORED_COLUMNS = ['created_at', 'idempotency_key', 'request_hash', 'retry_fingerprint', ...Object.keys(MESSAGE_COLUMNS)];
const param = (column: string) => `?${STORED_COLUMNS.indexOf(column) + 1}`;
const [LIMIT, CLIENT, RATE_SINCE, RETRY_SINCE, EMAIL_KEY] = [1, 2, 3, 4, 5].map((n) => `?${STORED_COLUMNS.length + n}`) as [
  string,
  string,
  string,
  string,
  string,
];

// follows_id: the newest message from the same address within the retry window (e-mail addresses are ASCII, so
// SQLite's lower() is their lower case).
const INSERT_MESSAGE = `INSERT INTO contact_messages (${STORED_COLUMNS.join(', ')}, follows_id)
SELECT ${STORED_COLUMNS.map(param).join(', ')},
  (SELECT MAX(id) FROM contact_messages WHERE created_at > ${RETRY_SINCE} AND lower(email) = ${EMAIL_KEY})
WHERE ${underLimit(LIMIT, CLIENT, RATE_SINCE)}
  AND (${param('idempotency_key')} IS NOT NULL OR NOT EXISTS
    (SELECT 1 FROM contact_messages WHERE retry_fingerprint = ${param('retry_fingerprint')} AND created_at > ${RETRY_SINCE}))
ON CONFLICT (idempotency_key) DO NOTHING
RETURNING id`;

// Each runs only when the statement before it wrote its row: the event when the message was inserted, the
// deliveries when the event was (changes() is per connection; the batch runs on one). Within the transaction the
// newest message is the one just inserted.
const RECORD_EVENT = `INSERT INTO contact_rate_events (client_key, created_at) SELECT ?1, ?2 WHERE changes() = 1`;
const ADD_DELIVERIES = `INSERT INTO contact_deliveries (message_id, destination, recipient, created_at, updated_at)
SELECT (SELECT MAX(id) FROM contact_messages), json_extract(value, '$.destination'), json_extract(value, '$.recipient'), ?2, ?2
FROM json_each(?1) WHERE changes() = 1`;

const PRUNE_EVENTS = `DELETE FROM contact_rate_events WHERE created_at <= ?1`;

const OLDEST_EVENT = 'SELECT MIN(created_at) AS oldest FROM contact_rate_events WHERE client_key = ?1 AND created_at > ?2';

async function rateLimited(db: D1Database, clientKey: string, since: string, nowMs: number) {
  const oldest = await db.prepare(OLDEST_EVENT).bind(clientKey, since).first<{ oldest: string | null }>();
  return limitedUntil(oldest?.oldest ?? null, nowMs);
}

function limitedUntil(oldest: string | null, nowMs: number) {
  return { kind: 'rate-limited', retryAfter: retryAfterSeconds(oldest, nowMs, RATE_WINDOW_SECONDS) } as const;
}

export async function storeMessage(db: D1Database, input: StoreInput): Promise<StoreOutcome> {
  const { request, deliveries, idempotencyKey, requestHash, retryFingerprint, emailKey, clientKey, limit, nowMs } = input;
  const createdAt = new Date(nowMs).toISOString();
  const since = windowStart(nowMs, RATE_WINDOW_SECONDS);
  const retrySince = windowStart(nowMs, RETRY_WINDOW_SECONDS);
  const values = [
    createdAt,
    idempotencyKey,
    requestHash,
    retryFingerprint,
    ...Object.values(MESSAGE_COLUMNS).map((column) => column(request)),
  ];
  const [inserted] = await db.batch<{ id: number }>([
    db.prepare(INSERT_MESSAGE).bind(...values, limit, clientKey, since, retrySince, emailKey),
    db.prepare(RECORD_EVENT).bind(clientKey, createdAt),
    db.prepare(ADD_DELIVERIES).bind(JSON.stringify(deliveries), createdAt),
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
  } else {
    const first = await db
      .prepare('SELECT MIN(id) AS id FROM contact_messages WHERE retry_fingerprint = ?1 AND created_at > ?2')
      .bind(retryFingerprint, retrySince)
      .first<{ id: number | null }>();
    if (first?.id != null) return { kind: 'replayed', id: Number(first.id) };
  }
  if (limit === 0) throw new Error('The contact message insert stored nothing, with no limit, no key conflict and no retry');
  return rateLimited(db, clientKey, since, nowMs);
}

export type HoneypotOutcome = { kind: 'caught'; newestId: number } | { kind: 'rate-limited'; retryAfter: number };

// A caught post is recorded only if its client has no catch in the window yet and is under its limit
// (otherwise it is answered like any post over the limit); the day's count grows with the record.
const RECORD_CATCH = `INSERT INTO contact_rate_events (client_key, created_at, kind)
SELECT ?1, ?2, 'honeypot'
WHERE NOT EXISTS (SELECT 1 FROM contact_rate_events WHERE client_key = ?1 AND created_at > ?3 AND kind = 'honeypot')
  AND ${underLimit('?4', '?1', '?3')}`;
const COUNT_CATCH = `INSERT INTO contact_spam_counts (day, hits) SELECT ?1, 1 WHERE changes() = 1
ON CONFLICT (day) DO UPDATE SET hits = hits + 1`;
const NEWEST_ID = 'SELECT COALESCE(MAX(id), 0) AS id FROM contact_messages';

/**
 * A post caught by the honeypot counts against its client's limit like a message: the first catch in a
 * window spends the client's allowance and is the only write (one event, one day count); a client over
 * its limit is answered as rate-limited, like any post. Nothing of the post itself is stored.
 */
export async function catchHoneypot(db: D1Database, input: Pick<StoreInput, 'clientKey' | 'limit' | 'nowMs'>): Promise<HoneypotOutcome> {
  const { clientKey, limit, nowMs } = input;
  const createdAt = new Date(nowMs).toISOString();
  const since = windowStart(nowMs, RATE_WINDOW_SECONDS);
  const day = createdAt.slice(0, 10);
  // One round trip: the answer for either outcome is read in the same batch.
  const [recorded, , newest, oldest] = await db.batch<{ id?: number; oldest?: string | null }>([
    db.prepare(RECORD_CATCH).bind(clientKey, createdAt, since, limit),
    db.prepare(COUNT_CATCH).bind(day),
    db.prepare(NEWEST_ID),
    db.prepare(OLDEST_EVENT).bind(clientKey, since),
  ]);
  if (limit === 0 || Number(recorded?.meta.changes ?? 0) > 0) return { kind: 'caught', newestId: Number(newest?.results[0]?.id ?? 0) };
  return limitedUntil(oldest?.results[0]?.oldest ?? null, nowMs);
}
