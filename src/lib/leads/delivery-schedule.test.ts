import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import {
  afterAttempt,
  DELIVERY_LEASE_SECONDS,
  DELIVERY_MAX_AGE_SECONDS,
  DELIVERY_MAX_ATTEMPTS,
  DELIVERY_TIMEOUT_MS,
  outcomeOfStatus,
  parseFirstRetry,
  retryDelaySeconds,
} from './delivery-schedule';

describe('retryDelaySeconds: 1 minute, then four times the last wait, at most 12 hours', () => {
  cases('after %i failed attempt(s): %i s', retryDelaySeconds, [
    [1, 60],
    [2, 240],
    [3, 960],
    [4, 3840],
    [5, 15_360],
    [6, 43_200],
    [7, 43_200],
    [20, 43_200],
  ]);

  it('scales from a shorter first wait (local tests)', () => {
    expect([1, 2, 3].map((n) => retryDelaySeconds(n, 1))).toEqual([1, 4, 16]);
  });

  it('reaches the last attempt within the age limit, about 30 hours after the message', () => {
    let at = 0;
    for (let attempt = 1; attempt < DELIVERY_MAX_ATTEMPTS; attempt++) at += retryDelaySeconds(attempt);
    expect(at).toBe(106_860);
    expect(at).toBeLessThan(DELIVERY_MAX_AGE_SECONDS);
  });

  it('holds a delivery in an attempt far longer than the attempt may take (its time-out)', () => {
    expect(DELIVERY_LEASE_SECONDS * 1000).toBeGreaterThanOrEqual(10 * DELIVERY_TIMEOUT_MS);
  });
});

describe('afterAttempt: what an outcome makes of a delivery', () => {
  const now = Date.parse('2026-11-24T15:00:00.000Z');
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
  it.each([
    [
      'sent',
      { attempts: 1, unanswered: 0 },
      { kind: 'sent' },
      { state: 'sent', unanswered: 0, nextAt: null, lastError: null, sentAt: at(0) },
    ],
    [
      'sent after an unanswered one',
      { attempts: 2, unanswered: 1 },
      { kind: 'sent' },
      { state: 'sent', unanswered: 1, nextAt: null, lastError: null, sentAt: at(0) },
    ],
    [
      'failed: tried again after its wait',
      { attempts: 1, unanswered: 0 },
      { kind: 'failed', error: 'x answered 503' },
      { state: 'pending', unanswered: 0, nextAt: at(60), lastError: 'x answered 503', sentAt: null },
    ],
    [
      'failed a third time',
      { attempts: 3, unanswered: 0 },
      { kind: 'failed', error: 'e' },
      { state: 'pending', unanswered: 0, nextAt: at(960), lastError: 'e', sentAt: null },
    ],
    [
      'failed on the last attempt',
      { attempts: DELIVERY_MAX_ATTEMPTS, unanswered: 0 },
      { kind: 'failed', error: 'e' },
      { state: 'failed', unanswered: 0, nextAt: null, lastError: 'e', sentAt: null },
    ],
    [
      'refused: final at once',
      { attempts: 1, unanswered: 0 },
      { kind: 'refused', error: 'x answered 422' },
      { state: 'failed', unanswered: 0, nextAt: null, lastError: 'x answered 422', sentAt: null },
    ],
    [
      'unanswered once: one more attempt',
      { attempts: 1, unanswered: 0 },
      { kind: 'unanswered', error: 'no answer' },
      { state: 'pending', unanswered: 1, nextAt: at(60), lastError: 'no answer', sentAt: null },
    ],
    [
      'unanswered twice: unknown, not tried again',
      { attempts: 2, unanswered: 1 },
      { kind: 'unanswered', error: 'no answer' },
      { state: 'unknown', unanswered: 2, nextAt: null, lastError: 'no answer', sentAt: null },
    ],
    [
      'a lapsed claim, then unanswered',
      { attempts: 2, unanswered: 1 },
      { kind: 'unanswered', error: 'no answer' },
      { state: 'unknown', unanswered: 2, nextAt: null, lastError: 'no answer', sentAt: null },
    ],
  ] as const)('%s', (_what, delivery, outcome, after) => {
    expect(afterAttempt(delivery, outcome, now)).toEqual(after);
  });

  it('keeps the last error short', () => {
    expect(afterAttempt({ attempts: 1, unanswered: 0 }, { kind: 'failed', error: 'x'.repeat(1000) }, now).lastError).toHaveLength(300);
  });
});

describe('outcomeOfStatus', () => {
  it.each([
    [200, 'sent'],
    [202, 'sent'],
    [204, 'sent'],
    [408, 'failed'],
    [429, 'failed'],
    [500, 'failed'],
    [503, 'failed'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [422, 'refused'],
    [301, 'refused'],
  ])('%i: %s', (status, kind) => {
    expect(outcomeOfStatus(status, 'the webhook').kind).toBe(kind);
  });
});

describe('parseFirstRetry', () => {
  cases('%j -> %i', parseFirstRetry, [
    [undefined, 60],
    ['1', 1],
    [' 5 ', 5],
    ['0', 60],
    ['-1', 60],
    ['1.5', 60],
    ['abc', 60],
  ]);
});
