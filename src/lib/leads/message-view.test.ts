import { describe, expect, it } from 'vitest';
import { hostileMessage } from './lead.fixture';
import {
  deliveryCells,
  deliveryState,
  EXPORT_COLUMNS,
  formatMessage,
  MESSAGE_COLUMNS,
  parseDeliveries,
  type DeliveryRecord,
} from './message-view';

const labels = { sales: 'Sales Inquiry', parts: 'Parts & Accessories' };
const sent = (destination: DeliveryRecord['destination']): DeliveryRecord => ({
  destination,
  state: 'sent',
  attempts: 1,
  next_at: null,
  last_error: null,
  sent_at: '2026-11-22T10:00:01.000Z',
});
const row = {
  id: 3,
  created_at: '2026-11-22T10:00:00.000Z',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '302-555-0100',
  interest: 'parts',
  message: 'Line one\nLine \u001b[31mtwo',
};

describe('formatMessage', () => {
  it('shows the message readably: who, the request, each delivery, then the message quoted', () => {
    const failed: DeliveryRecord = { ...sent('customer'), state: 'failed', sent_at: null, last_error: 'the mail Worker answered 422' };
    expect(formatMessage(row, [sent('sales'), failed], labels)).toBe(
      [
        '#3  2026-11-22T10:00:00.000Z  Parts & Accessories',
        '    Ann Lee <ann@example.com>  302-555-0100',
        '    Delivery to the sales inbox: sent 2026-11-22T10:00:01.000Z',
        '    Delivery to the customer: failed after 1 attempt: the mail Worker answered 422',
        '    Message, as typed:',
        '    > Line one',
        '    > Line \ufffd[31mtwo',
        '',
      ].join('\n'),
    );
  });

  it('keeps every value but the message on its line: a stored name with line breaks cannot forge an entry', () => {
    const text = formatMessage(
      {
        ...row,
        interest: 'sales',
        first_name: 'Ann\n\n#999  2026-11-22T11:00:00.000Z  Sales Inquiry\n',
        phone: '302\r555',
        message: 'Hi\n#998  fake',
      },
      [],
      labels,
    );
    expect(text.split('\n').filter((line) => line.startsWith('#'))).toEqual(['#3  2026-11-22T10:00:00.000Z  Sales Inquiry']);
    expect(text).toContain('    Ann\ufffd\ufffd#999');
    expect(text).toContain('302\ufffd555');
    expect(text).toContain('    > #998  fake');
  });

  it('sets the visitor’s text apart from the site’s lines: forged lines are quoted, bidi and zero-width shown', () => {
    const text = formatMessage(
      { ...row, request_summary: 'Test drive · Cart One, $9,995', message: hostileMessage },
      [sent('crm')],
      labels,
    );
    const lines = text.trimEnd().split('\n');
    const start = lines.indexOf('    Message, as typed:');
    expect(lines.slice(start + 1).every((line) => line.startsWith('    > '))).toBe(true);
    const own = lines.slice(0, start);
    expect(own.filter((line) => line.trimStart().startsWith('About:'))).toEqual(['    About: Test drive · Cart One, $9,995']);
    expect(own.filter((line) => line.includes('Rental estimate'))).toEqual([]);
    expect(own.filter((line) => line.includes('Delivery to the CRM'))).toEqual([
      '    Delivery to the CRM (ADF): sent 2026-11-22T10:00:01.000Z',
    ]);
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b\ufeff\u001b]/);
  });
});

describe('deliveryState', () => {
  it.each([
    [sent('crm'), 'sent 2026-11-22T10:00:01.000Z'],
    [{ ...sent('crm'), state: 'pending', attempts: 0, sent_at: null }, 'pending'],
    [
      {
        ...sent('crm'),
        state: 'pending',
        attempts: 2,
        sent_at: null,
        last_error: 'the mail sink answered 503',
        next_at: '2026-11-22T10:05:00.000Z',
      },
      'pending: 2 attempts: the mail sink answered 503; next try after 2026-11-22T10:05:00.000Z',
    ],
    [
      { ...sent('webhook'), state: 'sending', attempts: 3, sent_at: null, next_at: '2026-11-22T10:02:00.000Z' },
      'sending (attempt 3, held until 2026-11-22T10:02:00.000Z)',
    ],
    [
      { ...sent('webhook'), state: 'failed', attempts: 8, sent_at: null, last_error: 'TypeError: fetch failed' },
      'failed after 8 attempts: TypeError: fetch failed',
    ],
    [
      { ...sent('webhook'), state: 'unknown', attempts: 2, unanswered: 2, sent_at: null, last_error: 'no answer within 10 s' },
      'unknown: 2 attempts got no answer (it may have arrived: check): no answer within 10 s',
    ],
  ] as const)('%j -> %s', (delivery, state) => {
    expect(deliveryState(delivery)).toBe(state);
  });
});

describe('the export', () => {
  it('has the message’s columns, then one per destination', () => {
    expect(EXPORT_COLUMNS).toEqual([...MESSAGE_COLUMNS, 'delivery_crm', 'delivery_sales', 'delivery_customer', 'delivery_webhook']);
  });

  it('gives each destination its delivery’s state, or nothing', () => {
    expect(deliveryCells(parseDeliveries(JSON.stringify([sent('sales')])))).toEqual({
      delivery_crm: '',
      delivery_sales: 'sent 2026-11-22T10:00:01.000Z',
      delivery_customer: '',
      delivery_webhook: '',
    });
    expect(parseDeliveries(null)).toEqual([]);
  });
});
