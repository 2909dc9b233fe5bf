/**
 * The lead outbox: the deliveries of stored messages (contact_deliveries: one row per message per destination,
 * written with the message), sent by passes that run after the answer (waitUntil): after every stored contact
 * post, at most once a minute per isolate after any other API request (../api/_middleware.ts), and on the
 * authenticated POST /api/notifications, which the mail Worker's schedule calls every minute (workers/mail/).
 *
 * Each delivery is sent exactly once as far as this side can know, and on its own (the rules and numbers are in
 * src/lib/leads/delivery-schedule.ts):
 * - each destination is a queue of its own; a pass claims a destination's due deliveries in one statement, which
 *   also keeps at most DELIVERY_IN_FLIGHT of them in flight across all passes; the claim holds a delivery for
 *   DELIVERY_LEASE_SECONDS, far beyond the attempt's time-out, so no other pass sends it meanwhile;
 * - an attempt's request is aborted at DELIVERY_TIMEOUT_MS; its outcome is written only while its claim is still
 *   its own (the attempt count is the claim's token);
 * - a claim that lapsed (a pass that died while sending) counts as an attempt that got no answer.
 * A pass goes on claiming while there is due work, within PASS_BUDGET_MS (Cloudflare gives waitUntil 30 s).
 */
import { crmMail, customerMail, staffMail } from '../../src/lib/leads/lead-mails';
import {
  afterAttempt,
  DELIVERY_IN_FLIGHT,
  DELIVERY_LEASE_SECONDS,
  DELIVERY_MAX_AGE_SECONDS,
  DELIVERY_MAX_ATTEMPTS,
  DELIVERY_MAX_UNANSWERED,
  DELIVERY_TIMEOUT_MS,
  FIRST_RETRY_SECONDS,
  outcomeOfStatus,
  parseFirstRetry,
  type AttemptOutcome,
} from '../../src/lib/leads/delivery-schedule';
import { leadFromRow, type Destination, type Lead } from '../../src/lib/leads/lead';
import { MailAddressError, renderMail, type Mail } from '../../src/lib/leads/mime';
import { leadConfig } from './lead-config';
import { mailTransport, type MailTransport } from './mail-transport';
import { webhookPayload, webhookUrl } from './notify';

/** A claimed delivery, as the claim returns it. */
export interface ClaimedDelivery {
  message_id: number;
  destination: Destination;
  /** Attempts including this one: the claim's token. */
  attempts: number;
  /** Attempts before this one that got no answer: more than 0 makes this one a possible repeat. */
  unanswered: number;
  recipient: string | null;
}

/** Sends one delivery of a lead; `signal` aborts it at the time-out. Never throws: a failure is an outcome. */
export type Sender = (lead: Lead, delivery: ClaimedDelivery, signal: AbortSignal) => Promise<AttemptOutcome>;

/** The timers an attempt's time-out runs on (tests give their own clock). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PassOptions {
  senders: Partial<Record<Destination, Sender>>;
  /** The clock (tests move it). */
  now?: () => number;
  timers?: Timers;
  timeoutMs?: number;
  firstRetrySeconds?: number;
  inFlight?: number;
  /** How long a pass goes on claiming more. */
  budgetMs?: number;
}

export interface PassReport {
  sent: string[];
  failed: string[];
}

export const PASS_BUDGET_MS = 20_000;

const iso = (ms: number) => new Date(ms).toISOString();
const label = (d: Pick<ClaimedDelivery, 'message_id' | 'destination'>) => `${d.message_id}:${d.destination}`;

// A claim lapsed on a delivery that already had its last unanswered attempt: it is left `unknown`, not sent again;
// a pending delivery too old or out of attempts is given up.
const SETTLE_UNANSWERED = `UPDATE contact_deliveries SET state = 'unknown', unanswered = unanswered + 1, next_at = NULL, updated_at = ?1,
  last_error = 'no answer: the attempt was cut off before its outcome was recorded'
WHERE state = 'sending' AND next_at <= ?1 AND unanswered + 1 >= ?2`;
const SETTLE_EXPIRED = `UPDATE contact_deliveries SET state = 'failed', next_at = NULL, updated_at = ?1,
  last_error = COALESCE(last_error || ' (given up: ', '(given up: ') || CASE WHEN attempts >= ?2 THEN 'no attempts left)' ELSE 'too old)' END
WHERE (state = 'pending' OR (state = 'sending' AND next_at <= ?1)) AND (attempts >= ?2 OR created_at <= ?3)`;

// One statement, so two passes at once cannot claim one delivery, nor go past the in-flight limit together: it
// takes the due deliveries of one destination (oldest message first) that fit beside the ones still held (a
// negative LIMIT would mean none, so it is at least 0), each held until its lease ends and counting the attempt (a
// lapsed claim also counts as unanswered).
const CLAIM = `UPDATE contact_deliveries
SET state = 'sending', attempts = attempts + 1, unanswered = unanswered + (state = 'sending'), next_at = ?3, updated_at = ?1
WHERE rowid IN (
  SELECT rowid FROM contact_deliveries
  WHERE destination = ?2 AND ((state = 'pending' AND (next_at IS NULL OR next_at <= ?1)) OR (state = 'sending' AND next_at <= ?1))
  ORDER BY message_id
  LIMIT MAX(0, ?4 - (SELECT COUNT(*) FROM contact_deliveries WHERE destination = ?2 AND state = 'sending' AND next_at > ?1))
)
RETURNING message_id, destination, attempts, unanswered, recipient`;

const COMPLETE = `UPDATE contact_deliveries
SET state = ?1, unanswered = ?2, next_at = ?3, last_error = ?4, sent_at = ?5, updated_at = ?6
WHERE message_id = ?7 AND destination = ?8 AND state = 'sending' AND attempts = ?9`;

const LEADS = 'SELECT * FROM contact_messages WHERE id IN (SELECT value FROM json_each(?1))';

/** The outcome of an attempt that threw: nothing shows it arrived. */
export const failure = (error: unknown, what: string): AttemptOutcome => ({
  kind: 'failed',
  error: error instanceof Error ? `${what}: ${error.name}: ${error.message}` : `${what} failed`,
});

/** Runs one attempt: the sender, aborted at the time-out (an attempt cut off by it got no answer). */
async function attempt(send: Sender, lead: Lead, delivery: ClaimedDelivery, timeoutMs: number, timers: Timers): Promise<AttemptOutcome> {
  const controller = new AbortController();
  let timer: unknown;
  const timedOut = new Promise<AttemptOutcome>((resolve) => {
    timer = timers.setTimeout(() => {
      controller.abort();
      resolve({ kind: 'unanswered', error: `no answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
  });
  try {
    return await Promise.race([send(lead, delivery, controller.signal).catch((error: unknown) => failure(error, 'the send')), timedOut]);
  } finally {
    timers.clearTimeout(timer);
  }
}

/**
 * One pass: claims and sends due deliveries of the destinations it has senders for, until none is due. Each
 * destination has its own queue, so a slow one (a webhook that takes its full time-out) holds back no other.
 */
export async function deliverPending(db: D1Database, options: PassOptions): Promise<PassReport> {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const firstRetry = options.firstRetrySeconds ?? FIRST_RETRY_SECONDS;
  const timers = options.timers ?? realTimers;
  const report: PassReport = { sent: [], failed: [] };
  const start = now();
  await db.batch([
    db.prepare(SETTLE_UNANSWERED).bind(iso(start), DELIVERY_MAX_UNANSWERED),
    db.prepare(SETTLE_EXPIRED).bind(iso(start), DELIVERY_MAX_ATTEMPTS, iso(start - DELIVERY_MAX_AGE_SECONDS * 1000)),
  ]);

  /** Sends one claimed delivery and writes its outcome while the claim is still its own. */
  const deliver = async (delivery: ClaimedDelivery, lead: Lead | undefined, send: Sender) => {
    const outcome: AttemptOutcome = lead
      ? await attempt(send, lead, delivery, timeoutMs, timers)
      : { kind: 'refused', error: 'the message is gone' };
    const after = afterAttempt(delivery, outcome, now(), firstRetry);
    await db
      .prepare(COMPLETE)
      .bind(
        after.state,
        after.unanswered,
        after.nextAt,
        after.lastError,
        after.sentAt,
        iso(now()),
        delivery.message_id,
        delivery.destination,
        delivery.attempts,
      )
      .run();
    (outcome.kind === 'sent' ? report.sent : report.failed).push(label(delivery));
    if (outcome.kind !== 'sent') {
      console.error(
        `Contact message ${delivery.message_id} is stored, but its delivery to the ${delivery.destination} failed (attempt ${delivery.attempts}, now ${after.state}): ${outcome.error}`,
      );
    }
  };

  /** One destination's queue: claim what fits, send it, again, while there is due work and time. */
  const drain = async (destination: Destination, send: Sender) => {
    // A bound on the rounds as well as the time: a test's frozen clock cannot keep a pass going.
    for (let round = 0; round < 100 && now() - start < (options.budgetMs ?? PASS_BUDGET_MS); round++) {
      const claimedAt = now();
      const claimed = await db
        .prepare(CLAIM)
        .bind(iso(claimedAt), destination, iso(claimedAt + DELIVERY_LEASE_SECONDS * 1000), options.inFlight ?? DELIVERY_IN_FLIGHT)
        .all<ClaimedDelivery>();
      if (claimed.results.length === 0) return;
      const rows = await db
        .prepare(LEADS)
        .bind(JSON.stringify(claimed.results.map((d) => d.message_id)))
        .all<Record<string, unknown>>();
      const leads = new Map(rows.results.map((row) => [Number(row['id']), leadFromRow(row)]));
      await Promise.all(claimed.results.map((delivery) => deliver(delivery, leads.get(delivery.message_id), send)));
    }
  };

  await Promise.all(
    (Object.entries(options.senders) as [Destination, Sender | undefined][]).map(([destination, send]) =>
      send ? drain(destination, send) : undefined,
    ),
  );
  return report;
}

/** Deliveries still waiting that passes will try. */
export async function pendingCount(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM contact_deliveries WHERE state IN ('pending', 'sending')").first<{ n: number }>();
  return Number(row?.n ?? 0);
}

/** A sender of one lead e-mail through the transport. */
export function mailSender(transport: MailTransport, build: (lead: Lead, delivery: ClaimedDelivery) => Mail | undefined): Sender {
  return async (lead, delivery, signal) => {
    let mail: Mail | undefined;
    let raw: string;
    try {
      mail = build(lead, delivery);
      if (!mail) return { kind: 'refused', error: 'this message has no such e-mail' };
      if (delivery.recipient) mail = { ...mail, to: { ...mail.to, address: delivery.recipient } };
      raw = renderMail(mail);
    } catch (error) {
      if (error instanceof MailAddressError) return { kind: 'refused', error: error.message };
      throw error;
    }
    try {
      const response = await transport.send({ from: mail.from.address, to: mail.to.address }, raw, signal);
      const outcome = outcomeOfStatus(response.status, transport.name);
      const detail = outcome.kind === 'sent' ? '' : (await response.text().catch(() => '')).slice(0, 200);
      if (outcome.kind === 'sent') await response.body?.cancel();
      return outcome.kind === 'sent' || !detail ? outcome : { ...outcome, error: `${outcome.error}: ${detail}` };
    } catch (error) {
      return failure(error, transport.name);
    }
  };
}

/** The webhook's sender. */
export function webhookSender(url: string): Sender {
  return async (lead, delivery, signal) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        // The message id as an idempotency key: a receiver can drop a repeat if a 2xx was never recorded.
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `contact-message-${lead.id}` },
        body: JSON.stringify(webhookPayload(lead, { repeat: delivery.unanswered > 0 })),
        signal,
      });
      await response.body?.cancel();
      return outcomeOfStatus(response.status, 'the webhook');
    } catch (error) {
      return failure(error, 'the webhook');
    }
  };
}

/** The senders this deployment has: the three e-mails when it has a mail transport, the webhook when one is set. */
export function sendersFor(env: Env): Partial<Record<Destination, Sender>> {
  const senders: Partial<Record<Destination, Sender>> = {};
  const transport = mailTransport(env);
  if (transport) {
    senders.crm = mailSender(transport, (lead, delivery) => crmMail(lead, leadConfig, { resend: delivery.unanswered > 0 }));
    senders.sales = mailSender(transport, (lead) => staffMail(lead, leadConfig));
    senders.customer = mailSender(transport, (lead) => customerMail(lead, leadConfig));
  }
  const url = webhookUrl(env);
  if (url) senders.webhook = webhookSender(url);
  return senders;
}

/** A pass with this deployment's senders and retry schedule. */
export function deliverWithEnv(env: Env, now?: () => number): Promise<PassReport> {
  return deliverPending(env.DB, {
    senders: sendersFor(env),
    firstRetrySeconds: parseFirstRetry(env.DELIVERY_FIRST_RETRY_SECONDS),
    ...(now ? { now } : {}),
  });
}

/** The queue each destination is draining in this isolate after an answer, and whether more work came meanwhile. */
const running = new Map<Destination, Promise<void>>();
const again = new Set<Destination>();

/**
 * Runs a pass after the answer when there is anything to send with; a failing pass is logged, never thrown. An
 * isolate drains each destination's queue once at a time: a request that comes while one drains asks it for one
 * more round instead of starting another, so a burst of posts costs the database one pass, not one per post (the
 * in-flight limit would leave the others nothing to do), and a slow destination holds back no other's next round.
 */
export function deliverInBackground(context: { env: Env; waitUntil(promise: Promise<unknown>): void }): void {
  const senders = sendersFor(context.env);
  const firstRetrySeconds = parseFirstRetry(context.env.DELIVERY_FIRST_RETRY_SECONDS);
  for (const [destination, send] of Object.entries(senders) as [Destination, Sender][]) {
    const current = running.get(destination);
    if (current) {
      again.add(destination);
      context.waitUntil(current);
      continue;
    }
    const drain = (async () => {
      do {
        again.delete(destination);
        await deliverPending(context.env.DB, { senders: { [destination]: send }, firstRetrySeconds }).catch((error: unknown) =>
          console.error('A lead delivery pass failed:', error),
        );
      } while (again.has(destination));
    })().finally(() => running.delete(destination));
    running.set(destination, drain);
    context.waitUntil(drain);
  }
}
