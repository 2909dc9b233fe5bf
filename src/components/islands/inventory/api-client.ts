/**
 * The browser side of the vehicle API: fetch with the retry policy of src/lib/inventory, and a
 * 5-minute cache in sessionStorage (a multi-page site loses memory between pages), so moving
 * between the inventory and a vehicle does not refetch fresh data.
 */
import { HttpError, isFresh, withRetries, type RetryPolicy } from '../../../lib/inventory/fetch-policy';

const CACHE_PREFIX = 'fsgc:';

export function readCache(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(CACHE_PREFIX + key);
    if (!raw) return undefined;
    const { at, data } = JSON.parse(raw) as { at: number; data: unknown };
    return isFresh(at, Date.now()) ? data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache(key: string, data: unknown): void {
  try {
    sessionStorage.setItem(CACHE_PREFIX + key, JSON.stringify({ at: Date.now(), data }));
  } catch {
    // Storage full or disabled (private mode): the page works without the cache.
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * GET `path` as JSON with retries; a non-OK answer throws an HttpError whose message comes from
 * `errorMessage(status)`. A network failure or an attempt past the policy's timeout has no status.
 * With `etag` (the ETag of the copy the caller has) the GET is conditional: a 304 resolves to `undefined`,
 * the caller's copy being current, and no body travels.
 */
export function getJson(
  path: string,
  policy: RetryPolicy,
  errorMessage: (status: number | undefined) => string,
  etag?: string,
): Promise<unknown> {
  const attempt = async () => {
    const timeout = AbortSignal.timeout(policy.attemptTimeoutMs);
    let res: Response;
    try {
      res = await fetch(path, { headers: { Accept: 'application/json', ...(etag ? { 'If-None-Match': etag } : {}) }, signal: timeout });
    } catch {
      throw new HttpError(errorMessage(undefined));
    }
    if (res.status === 304) return undefined;
    if (!res.ok) {
      const fromApi = (res.headers.get('content-type') ?? '').includes('json');
      throw new HttpError(errorMessage(res.status), res.status, fromApi);
    }
    return (await res.json()) as unknown;
  };
  return withRetries(attempt, policy, { sleep });
}
