/**
 * Arithmetic of the per-client contact rate limit: at most N stored messages per client in any
 * sliding 10-minute window. N comes from the CONTACT_RATE_LIMIT variable (0 turns the limit off).
 */

export const RATE_WINDOW_SECONDS = 600;
export const DEFAULT_RATE_LIMIT = 5;

/**
 * The configured limit: a whole number >= 0 ("0" = off). Unset, blank or nonsense falls back to the
 * default, so a typo never turns the protection off.
 */
export function parseRateLimit(raw: string | number | undefined | null): number {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 0 ? raw : DEFAULT_RATE_LIMIT;
  if (raw === undefined || raw === null || !/^\s*\d+\s*$/.test(raw)) return DEFAULT_RATE_LIMIT;
  return Number(raw);
}

/** Start (exclusive, ISO 8601) of the window that ends at `nowMs`: events after it count. */
export function windowStart(nowMs: number, windowSeconds = RATE_WINDOW_SECONDS): string {
  return new Date(nowMs - windowSeconds * 1000).toISOString();
}

/**
 * Seconds until the oldest counted event leaves the window, i.e. when one more message will be accepted;
 * never less than 1 (Retry-After: 0 would invite an immediate retry that fails again).
 */
export function retryAfterSeconds(oldestIso: string | null, nowMs: number, windowSeconds = RATE_WINDOW_SECONDS): number {
  const oldest = oldestIso ? Date.parse(oldestIso) : Number.NaN;
  if (Number.isNaN(oldest)) return windowSeconds;
  const seconds = Math.ceil((oldest + windowSeconds * 1000 - nowMs) / 1000);
  return Math.min(windowSeconds, Math.max(1, seconds));
}
