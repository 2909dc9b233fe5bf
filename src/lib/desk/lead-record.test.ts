import { describe, expect, it } from 'vitest';
import { leadDetail, leadSummary, type LeadRow } from './lead-record';

const row: LeadRow = {
  id: 12,
  created_at: '2026-11-20T14:03:07.512Z',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '302-555-0100',
  interest: 'sales',
  message: '\nCan I drive it Saturday?\nThanks',
  request: 'test-drive',
  request_summary: 'Test drive: Evolution D5 Maverick 4 Plus, $9,995',
  vehicle_id: 'evolution-d5-maverick-4-plus',
  preferred_date: '2026-11-28',
  preferred_time: 'morning',
  source_page: '/vehicles/evolution-d5-maverick-4-plus',
  utm_source: 'newsletter',
  status: null,
  version: null,
  changed_by: null,
  changed_at: null,
};

describe('leadSummary', () => {
  it('is a line of the inbox; a lead without a status row is new, version 0', () => {
    expect(leadSummary(row)).toEqual({
      id: 12,
      createdAt: '2026-11-20T14:03:07.512Z',
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '302-555-0100',
      kind: 'test-drive',
      about: 'Test drive: Evolution D5 Maverick 4 Plus, $9,995',
      status: 'new',
      version: 0,
    });
  });

  it.each<[string, LeadRow, object]>([
    [
      'a plain message is about its first line',
      { request_summary: null, request: null, interest: 'general' },
      { about: 'Can I drive it Saturday?', kind: 'general' },
    ],
    ['a long first line is cut', { request_summary: null, message: 'x'.repeat(200) }, { about: `${'x'.repeat(139)}\u2026` }],
    ['a status row', { status: 'contacted', version: 2 }, { status: 'contacted', version: 2 }],
    ['an unknown stored status reads as new', { status: 'archived', version: 2 }, { status: 'new' }],
  ])('%s', (_name, changes, expected) => {
    expect(leadSummary({ ...row, ...changes })).toMatchObject(expected);
  });
});

describe('leadDetail', () => {
  it('has every detail the visitor gave, in the dealer words', () => {
    const lead = leadDetail({
      ...row,
      status: 'contacted',
      version: 1,
      changed_by: 'bo@dealer.example',
      changed_at: '2026-11-20T15:00:00Z',
    });
    expect(lead).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      interest: 'Sales Inquiry',
      message: '\nCan I drive it Saturday?\nThanks',
      vehicleId: 'evolution-d5-maverick-4-plus',
      vehiclePath: '/vehicles/evolution-d5-maverick-4-plus',
      phoneHref: 'tel:3025550100',
      status: 'contacted',
      changedBy: 'bo@dealer.example',
      changedAt: '2026-11-20T15:00:00Z',
    });
    expect(lead.details).toEqual([
      'About: Test drive: Evolution D5 Maverick 4 Plus, $9,995',
      'Preferred: Sat, Nov 28, 2026, morning',
      'From: /vehicles/evolution-d5-maverick-4-plus  utm_source=newsletter',
    ]);
  });
});
