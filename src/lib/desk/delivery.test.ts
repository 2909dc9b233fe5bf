import { describe, expect, it } from 'vitest';
import { NOTIFY_MAX_ATTEMPTS } from '../api/notify-schedule';
import { webhookDelivery, type WebhookColumns } from './delivery';

const NOW = new Date('2026-11-20T20:00:00Z');
const fresh: WebhookColumns = {
  created_at: '2026-11-20T19:00:00Z',
  notified_at: null,
  notify_attempts: 0,
  notify_after: null,
  notify_error: null,
};

describe('webhookDelivery', () => {
  it.each<[string, Partial<WebhookColumns>, boolean, object]>([
    [
      'delivered',
      { notified_at: '2026-11-20T19:00:02Z', notify_attempts: 1 },
      true,
      { state: 'delivered', at: '2026-11-20T19:00:02Z', attempts: 1 },
    ],
    ['delivered, then the webhook removed', { notified_at: '2026-11-20T19:00:02Z', notify_attempts: 1 }, false, { state: 'delivered' }],
    ['waiting for its first try', {}, true, { state: 'pending', at: null }],
    [
      'failed once, retrying',
      { notify_attempts: 1, notify_error: 'the webhook answered 500', notify_after: '2026-11-20T19:01:00Z' },
      true,
      { state: 'retrying', lastError: 'the webhook answered 500', at: '2026-11-20T19:01:00Z' },
    ],
    [
      'given up after the last attempt',
      { notify_attempts: NOTIFY_MAX_ATTEMPTS, notify_error: 'timeout' },
      true,
      { state: 'failed', lastError: 'timeout' },
    ],
    ['given up after three days', { created_at: '2026-11-16T19:00:00Z', notify_attempts: 3, notify_error: 'x' }, true, { state: 'failed' }],
    ['no webhook set up', {}, false, { state: 'off', attempts: 0 }],
  ])('%s', (_name, columns, configured, expected) => {
    expect(webhookDelivery({ ...fresh, ...columns }, configured, NOW)).toMatchObject({ destination: 'Dealer webhook', ...expected });
  });
});
