import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { adfInterest, deliveryRecipient, leadDestinations, leadFromRow, vehicleFacts } from './lead';
import { configFixture, testDriveLead } from './lead.fixture';

describe('where a stored message goes', () => {
  it.each([
    ['a test drive', { request: 'test-drive', interest: 'sales' }, 'test-drive', ['crm', 'sales', 'customer']],
    ['a quote', { request: 'quote', interest: 'sales' }, 'buy', ['crm', 'sales', 'customer']],
    ['a quote sent as a general question', { request: 'quote', interest: 'general' }, 'buy', ['crm', 'sales', 'customer']],
    ['a sales message about nothing in particular', { request: null, interest: 'sales' }, 'buy', ['crm', 'sales', 'customer']],
    ['a rental', { request: 'rental', interest: 'sales' }, undefined, ['sales', 'customer']],
    ['a service request', { request: 'service', interest: 'service' }, undefined, ['sales', 'customer']],
    ['a general question', { request: null, interest: 'general' }, undefined, ['sales', 'customer']],
    ['a parts question', { request: null, interest: 'parts' }, undefined, ['sales', 'customer']],
  ])('%s', (_what, lead, interest, destinations) => {
    expect(adfInterest(lead)).toBe(interest);
    expect(leadDestinations(lead, false)).toEqual(destinations);
    expect(leadDestinations(lead, true)).toEqual([...destinations, 'webhook']);
  });

  it.each([
    ['crm', 'leads@crm.testcarts.example'],
    ['sales', 'sales@testcarts.example'],
    ['customer', 'ann@example.com'],
    ['webhook', null],
  ] as const)('the %s delivery goes to %s', (destination, recipient) => {
    expect(deliveryRecipient(destination, 'ann@example.com', configFixture)).toBe(recipient);
  });
});

describe('vehicleFacts: the cart as the lead records it', () => {
  cases('%j', vehicleFacts, [
    [
      { id: 'a', name: 'Evolution D5 Maverick 4 Plus', brand: 'Evolution', price: 9995, isNew: true },
      {
        name: 'Evolution D5 Maverick 4 Plus',
        year: null,
        make: 'Evolution',
        model: 'D5 Maverick 4 Plus',
        priceUsd: 9995,
        condition: 'new',
      },
    ],
    [
      { id: 'b', name: 'Pre-owned 2022 Denago EV Nomad', brand: 'Denago', price: 6295, isNew: false, year: 2022 },
      { name: 'Pre-owned 2022 Denago EV Nomad', year: 2022, make: 'Denago', model: 'EV Nomad', priceUsd: 6295, condition: 'used' },
    ],
    [
      { id: 'c', name: 'Turfman 200', brand: 'Evolution', price: 6795, isNew: true, year: 2026 },
      { name: 'Turfman 200', year: 2026, make: 'Evolution', model: 'Turfman 200', priceUsd: 6795, condition: 'new' },
    ],
    [
      { id: 'd', name: 'Denago', brand: 'Denago', price: 1, isNew: true },
      { name: 'Denago', year: null, make: 'Denago', model: 'Denago', priceUsd: 1, condition: 'new' },
    ],
  ]);
});

describe('leadFromRow', () => {
  it('reads a stored row into a lead, absent details as null', () => {
    const lead = leadFromRow({
      id: 42,
      created_at: '2026-11-24T15:15:00.000Z',
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '302-555-0100',
      interest: 'sales',
      message: 'Do you deliver to Smyrna?',
      request: 'test-drive',
      request_summary: 'Test drive · Cart One, $9,995',
      vehicle_id: 'cart-one',
      vehicle_name: 'Acme Cart One',
      vehicle_year: null,
      vehicle_make: 'Acme',
      vehicle_model: 'Cart One',
      vehicle_price_usd: 9995,
      vehicle_condition: 'new',
      preferred_date: '2026-11-28',
      preferred_time: 'morning',
      rental_fleet: null,
      estimate_total_usd: null,
      source_page: '/vehicles/cart-one',
      utm_source: 'google',
      utm_medium: null,
      utm_campaign: 'spring',
      follows_id: null,
    });
    expect(lead).toEqual(testDriveLead);
  });

  it('reads an estimate and the message a correction follows', () => {
    const lead = leadFromRow({
      id: 3,
      created_at: 'x',
      estimate_plan_usd: 420,
      estimate_delivery_usd: 72,
      estimate_deposit_usd: 500,
      estimate_total_usd: 992,
      estimate_miles: 12,
      follows_id: 2,
    });
    expect(lead.estimate).toEqual({ planUsd: 420, deliveryUsd: 72, depositUsd: 500, totalUsd: 992, miles: 12 });
    expect(lead.followsId).toBe(2);
    expect(lead.vehicle).toBeNull();
  });
});
