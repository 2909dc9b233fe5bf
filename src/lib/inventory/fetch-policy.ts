/**
 * How the islands talk to the vehicle API: how many retries, how long to wait
 * between them, which failures are worth retrying, how long a fetched answer stays fresh, and
 * the list's error texts. Pure: the fetch itself and the clock are passed in. What only a vehicle page
 * asks (its one record) is in ./vehicle-refresh.ts, so the inventory's code does not carry it.
 */

/** Data is fresh for 5 minutes: no refetch inside that window. */
export const FRESH_MS = 5 * 60 * 1000;

export interface RetryPolicy {
  /** Retries after the first attempt (the list: 3, one vehicle: 1). */
  retries: number;
  /** Wait before retry n (0-based). */
  delays: readonly number[];
  /** Each attempt is abandoned after this long, so a hung request cannot keep the page waiting. */
  attemptTimeoutMs: number;
}

/** The list: 3 retries, 1 s, 2 s, 4 s apart (7 s of waiting, inside the 10 s budget). */
export const LIST_POLICY: RetryPolicy = { retries: 3, delays: [1000, 2000, 4000], attemptTimeoutMs: 8000 };

/** Total waiting between attempts, which the load-time budget bounds. */
export function totalBackoffMs(policy: RetryPolicy): number {
  return policy.delays.slice(0, policy.retries).reduce((sum, d) => sum + d, 0);
}

export function retryDelay(policy: RetryPolicy, retryIndex: number): number {
  return policy.delays[Math.min(retryIndex, policy.delays.length - 1)] ?? 0;
}

/**
 * Whether a failed attempt is worth repeating. Network failures (no status) and server errors
 * are; a client error is an answer (a 404 stays a 404), except timeouts and rate limits.
 */
export function isRetryable(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status >= 500 || status === 408 || status === 429;
}

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** Whether the error answer was JSON, i.e. came from the API and not from a static fallback page. */
    readonly fromApi = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A non-OK list answer raises 'Failed to fetch vehicles: {status}'. */
export function listErrorMessage(status: number | undefined): string {
  return `Failed to fetch vehicles: ${status ?? 'network error'}`;
}

/** Shown above the list. */
export function inventoryErrorText(message: string): string {
  return `Error loading vehicles: ${message}`;
}

export function isFresh(fetchedAt: number, now: number, freshMs = FRESH_MS): boolean {
  return now >= fetchedAt && now - fetchedAt < freshMs;
}

export interface RetryDeps {
  sleep: (ms: number) => Promise<void>;
  onRetry?: (retryIndex: number, error: unknown) => void;
}

/** Runs `attempt` until it resolves or the policy gives up; rethrows the last error. */
export async function withRetries<T>(attempt: () => Promise<T>, policy: RetryPolicy, deps: RetryDeps): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const status = error instanceof HttpError ? error.status : undefined;
      if (retry >= policy.retries || !isRetryable(status)) throw error;
      deps.onRetry?.(retry, error);
      await deps.sleep(retryDelay(policy, retry));
    }
  }
}
