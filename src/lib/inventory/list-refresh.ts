/**
 * How the inventory refreshes its list from the API (the InventoryBrowser island): the retry policy of the
 * request and the list's error texts. The rules every request shares are in ./fetch-policy.ts; what only a
 * vehicle page asks is in ./vehicle-refresh.ts, so neither page's code carries the other's.
 */
import type { RetryPolicy } from './fetch-policy';

/** The list: 3 retries, 1 s, 2 s, 4 s apart (7 s of waiting, inside the 10 s budget). */
export const LIST_POLICY: RetryPolicy = { retries: 3, delays: [1000, 2000, 4000], attemptTimeoutMs: 8000 };

/** A non-OK list answer raises 'Failed to fetch vehicles: {status}'. */
export function listErrorMessage(status: number | undefined): string {
  return `Failed to fetch vehicles: ${status ?? 'network error'}`;
}

/** Shown above the list. */
export function inventoryErrorText(message: string): string {
  return `Error loading vehicles: ${message}`;
}
