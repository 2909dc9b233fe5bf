import { describe, expect, it } from 'vitest';
import { FRESH_MS, HttpError, isFresh, isRetryable, retryDelay, totalBackoffMs, withRetries, type RetryPolicy } from './fetch-policy';
import { LIST_POLICY } from './list-refresh';
import { DETAIL_POLICY } from './vehicle-refresh';

describe('policies', () => {
  it.each<[string, RetryPolicy, number]>([
    ['list', LIST_POLICY, 3],
    ['detail', DETAIL_POLICY, 1],
  ])('%s retries %d times', (_name, policy, retries) => {
    expect(policy.retries).toBe(retries);
    expect(policy.delays.length).toBeGreaterThanOrEqual(retries);
  });

  it('the list backoff ends within 10 s and grows', () => {
    expect(totalBackoffMs(LIST_POLICY)).toBeLessThanOrEqual(10_000);
    expect([0, 1, 2].map((i) => retryDelay(LIST_POLICY, i))).toEqual([1000, 2000, 4000]);
  });

  it('fresh for 5 minutes', () => expect(FRESH_MS).toBe(300_000));
});

describe('isRetryable', () => {
  it.each([
    [undefined, true],
    [500, true],
    [502, true],
    [503, true],
    [408, true],
    [429, true],
    [400, false],
    [404, false],
    [410, false],
  ])('%s -> %s', (status, expected) => expect(isRetryable(status)).toBe(expected));
});

describe('isFresh', () => {
  it.each([
    [0, 0, true],
    [0, FRESH_MS - 1, true],
    [0, FRESH_MS, false],
    [1000, 500, false],
  ])('fetched %d, now %d -> %s', (fetchedAt, now, expected) => expect(isFresh(fetchedAt, now)).toBe(expected));
});

describe('withRetries', () => {
  const run = async (outcomes: (number | 'ok' | 'network')[], policy: RetryPolicy) => {
    const sleeps: number[] = [];
    let calls = 0;
    const attempt = async () => {
      const o = outcomes[Math.min(calls++, outcomes.length - 1)];
      if (o === 'ok') return 'data';
      if (o === 'network') throw new TypeError('Failed to fetch');
      throw new HttpError(`status ${o}`, o);
    };
    const result = await withRetries(attempt, policy, { sleep: async (ms) => void sleeps.push(ms) }).catch((e: Error) => e.message);
    return { result, calls, sleeps };
  };

  it.each<[string, (number | 'ok' | 'network')[], RetryPolicy, string, number, number[]]>([
    ['first try', ['ok'], LIST_POLICY, 'data', 1, []],
    ['after two 500s', [500, 500, 'ok'], LIST_POLICY, 'data', 3, [1000, 2000]],
    ['gives up after 3 retries', [500], LIST_POLICY, 'status 500', 4, [1000, 2000, 4000]],
    ['network errors retry', ['network', 'ok'], LIST_POLICY, 'data', 2, [1000]],
    ['404 is an answer', [404], LIST_POLICY, 'status 404', 1, []],
    ['detail retries once', [503], DETAIL_POLICY, 'status 503', 2, [1000]],
    ['detail recovers', [503, 'ok'], DETAIL_POLICY, 'data', 2, [1000]],
  ])('%s', async (_name, outcomes, policy, result, calls, sleeps) => {
    expect(await run(outcomes, policy)).toEqual({ result, calls, sleeps });
  });
});
