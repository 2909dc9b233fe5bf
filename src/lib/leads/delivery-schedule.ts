/**
 * How each delivery of a lead (the CRM's ADF e-mail, the sales inbox's e-mail, the customer's acknowledgement,
 * the webhook) is tried, and what an attempt's outcome makes of it. Every delivery is on its own: one that fails
 * holds back no other.
 * - An attempt's request is aborted at DELIVERY_TIMEOUT_MS. While it runs, its claim holds the delivery for
 *   DELIVERY_LEASE_SECONDS, well beyond that time-out, so no other pass sends it meanwhile.
 * - At most DELIVERY_IN_FLIGHT attempts per destination run at once, however many passes run (a burst of posts
 *   does not fire a burst of calls that slow a receiver past its time-out).
 * - A failure that shows nothing arrived (no connection, a 5xx, 408 or 429 answer) is tried again after 1 minute,
 *   then each wait four times the last (4, 16 and 64 minutes, about 4 hours), capped at 12 hours, for at most
 *   DELIVERY_MAX_ATTEMPTS attempts in all (the last about 30 hours after the message). A refusal (another 4xx, an
 *   address the mail service will not take) is final at once. A delivery older than DELIVERY_MAX_AGE_SECONDS is
 *   given up.
 * - An attempt that got no answer (its time-out, or a pass that died while sending and left its claim to lapse)
 *   may have arrived. It is tried once more, marked as a possible repeat (the webhook's `repeat`, the ADF's
 *   `status="resend"`, the same Message-ID), so a receiver can drop it; after a second unanswered attempt it is
 *   `unknown`: not tried again, listed for a person to check.
 */

export const DELIVERY_MAX_ATTEMPTS = 8;

/** An attempt's request that has not answered after this long is aborted. */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const DELIVERY_MAX_AGE_SECONDS = 3 * 24 * 3600;
/** How long an attempt holds its delivery: well beyond the request's time-out and the write after it. */
export const DELIVERY_LEASE_SECONDS = 120;
/** Attempts per destination that may run at once, across every pass. */
export const DELIVERY_IN_FLIGHT = 4;
/** Unanswered attempts after which a delivery is left `unknown`. */
export const DELIVERY_MAX_UNANSWERED = 2;

export const FIRST_RETRY_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 12 * 3600;

/** The wait before the next attempt after `attempts` failed ones (1 -> 60 s, 2 -> 240 s, …). */
export function retryDelaySeconds(attempts: number, firstRetrySeconds = FIRST_RETRY_SECONDS): number {
  return Math.min(LONGEST_WAIT_SECONDS, firstRetrySeconds * 4 ** Math.max(0, attempts - 1));
}

export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** What one attempt came to. */
export type AttemptOutcome =
  | { kind: 'sent' }
  /** Nothing arrived, and trying again may help. */
  | { kind: 'failed'; error: string }
  /** Refused for good: trying again would be refused again. */
  | { kind: 'refused'; error: string }
  /** No answer in time: it may have arrived. */
  | { kind: 'unanswered'; error: string };

/** A delivery's record after an attempt (the columns the outcome sets). */
export interface AfterAttempt {
  state: Exclude<DeliveryState, 'sending'>;
  unanswered: number;
  nextAt: string | null;
  lastError: string | null;
  sentAt: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The delivery after an attempt: `attempts` is the count including this one, `unanswered` the unanswered
 * attempts before it.
 */
export function afterAttempt(
  { attempts, unanswered }: { attempts: number; unanswered: number },
  outcome: AttemptOutcome,
  nowMs: number,
  firstRetrySeconds = FIRST_RETRY_SECONDS,
): AfterAttempt {
  if (outcome.kind === 'sent') return { state: 'sent', unanswered, nextAt: null, lastError: null, sentAt: iso(nowMs) };
  const error = outcome.error.slice(0, 300);
  const stop = (state: 'failed' | 'unknown', count = unanswered) => ({
    state,
    unanswered: count,
    nextAt: null,
    lastError: error,
    sentAt: null,
  });
  if (outcome.kind === 'refused') return stop('failed');
  const count = unanswered + (outcome.kind === 'unanswered' ? 1 : 0);
  if (count >= DELIVERY_MAX_UNANSWERED) return stop('unknown', count);
  if (attempts >= DELIVERY_MAX_ATTEMPTS) return stop('failed', count);
  return {
    state: 'pending',
    unanswered: count,
    nextAt: iso(nowMs + retryDelaySeconds(attempts, firstRetrySeconds) * 1000),
    lastError: error,
    sentAt: null,
  };
}

/** A first retry wait from the environment (`DELIVERY_FIRST_RETRY_SECONDS`, a whole number from 1), else 60 s. */
export function parseFirstRetry(raw: string | undefined): number {
  return raw !== undefined && /^[1-9]\d{0,4}$/.test(raw.trim()) ? Number(raw.trim()) : FIRST_RETRY_SECONDS;
}

/** The outcome of an HTTP answer: 2xx sent; 408, 429 and 5xx failed (try again); any other refused. */
export function outcomeOfStatus(status: number, what: string): AttemptOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const error = `${what} answered ${status}`;
  return status === 408 || status === 429 || status >= 500 ? { kind: 'failed', error } : { kind: 'refused', error };
}
