import { describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '../leads/message-view';
import { deskDeliveries } from './delivery';

const record = (fields: Partial<DeliveryRecord>): DeliveryRecord => ({
  destination: 'sales',
  state: 'pending',
  attempts: 0,
  unanswered: 0,
  next_at: null,
  last_error: null,
  sent_at: null,
  recipient: 'sales@dealer.example',
  ...fields,
});

describe('deskDeliveries', () => {
  it.each<[string, Partial<DeliveryRecord>, object]>([
    [
      'delivered, with when',
      { state: 'sent', attempts: 2, last_error: 'mail service answered 503', sent_at: '2026-11-20T19:05:00Z' },
      { state: 'delivered', at: '2026-11-20T19:05:00Z', attempts: 2, lastError: null },
    ],
    ['waiting for its first try', {}, { state: 'pending', at: null, attempts: 0 }],
    [
      'failed once: retrying, with the error and the next try',
      { attempts: 1, last_error: 'mail service answered 503', next_at: '2026-11-20T19:01:00Z' },
      { state: 'retrying', lastError: 'mail service answered 503', at: '2026-11-20T19:01:00Z' },
    ],
    ['being sent', { state: 'sending', attempts: 1, next_at: '2026-11-20T19:02:00Z' }, { state: 'sending', at: null, attempts: 1 }],
    [
      'given up, with the error',
      { state: 'failed', attempts: 1, last_error: 'email to x@y not allowed' },
      { state: 'failed', lastError: 'email to x@y not allowed', at: null },
    ],
    [
      'no answer twice',
      { state: 'unknown', attempts: 2, unanswered: 2, last_error: 'timeout' },
      { state: 'unknown', lastError: 'timeout' },
    ],
    ['a state this desk does not know yet is shown as one to check', { state: 'parked' }, { state: 'unknown' }],
  ])('%s', (_name, fields, expected) => {
    expect(deskDeliveries([record(fields)])).toEqual([
      expect.objectContaining({ destination: 'sales', label: 'Staff e-mail', ...expected }),
    ]);
  });

  it('lists every destination the message has, CRM, staff, customer, webhook, and no other', () => {
    const shown = deskDeliveries([
      record({ destination: 'webhook', recipient: null }),
      record({ destination: 'customer', recipient: 'ann@example.com' }),
      record({ destination: 'sales' }),
    ]);
    expect(shown.map((d) => [d.destination, d.recipient])).toEqual([
      ['sales', 'sales@dealer.example'],
      ['customer', 'ann@example.com'],
      ['webhook', null],
    ]);
    expect(deskDeliveries([])).toEqual([]);
  });
});
