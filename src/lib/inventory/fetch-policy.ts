/**
 * How the islands talk to the vehicle API: how long to wait between retries, which failures are worth
 * retrying, and how long a fetched answer stays fresh. Pure: the fetch itself and the clock are passed in.
 * Each page's own policy and texts are beside it (./list-refresh.ts, ./vehicle-refresh.ts), so the code the
 * inventory and a vehicle page share carries neither.
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
