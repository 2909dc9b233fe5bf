/**
 * When the dealer notification of a stored message is tried again after a failure: after 1 minute, then
 * each wait four times the last (4, 16 and 64 minutes, about 4 hours), capped at 12 hours, for at most
 * NOTIFY_MAX_ATTEMPTS attempts in all (the last about 30 hours after the message). A message older than
 * NOTIFY_MAX_AGE_SECONDS is no longer tried: it stays listed by `npm run messages -- --unnotified`.
 */

export const NOTIFY_MAX_ATTEMPTS = 8;

/** A webhook call that has not answered after this long counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const NOTIFY_MAX_AGE_SECONDS = 3 * 24 * 3600;
/**
 * An attempt holds its message this long (longer than the webhook's timeout), so a concurrent retry
 * pass never sends it twice; a pass that dies mid-send leaves it to the next pass after the lease.
 */
export const NOTIFY_LEASE_SECONDS = 120;

const FIRST_RETRY_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 12 * 3600;

/** The wait before the next attempt after `attempts` failed ones (1 -> 60 s, 2 -> 240 s, …). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_RETRY_SECONDS * 4 ** Math.max(0, attempts - 1));
}
