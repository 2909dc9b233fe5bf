import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_TIMEOUT_MS,
  NOTIFY_LEASE_SECONDS,
  NOTIFY_MAX_AGE_SECONDS,
  NOTIFY_MAX_ATTEMPTS,
  retryDelaySeconds,
} from './notify-schedule';

describe('retryDelaySeconds: 1 minute, then four times the last wait, at most 12 hours', () => {
  it.each([
    [1, 60],
    [2, 240],
    [3, 960],
    [4, 3840],
    [5, 15_360],
    [6, 43_200],
    [7, 43_200],
    [20, 43_200],
  ])('after %i failed attempt(s): %i s', (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });

  it('reaches the last attempt within the age limit, about 30 hours after the message', () => {
    let at = 0;
    for (let attempt = 1; attempt < NOTIFY_MAX_ATTEMPTS; attempt++) at += retryDelaySeconds(attempt);
    expect(at).toBe(106_860);
    expect(at).toBeLessThan(NOTIFY_MAX_AGE_SECONDS);
  });

  it('holds a message in a send longer than the webhook may take (its timeout)', () => {
    expect(NOTIFY_LEASE_SECONDS * 1000).toBeGreaterThan(WEBHOOK_TIMEOUT_MS);
  });
});
