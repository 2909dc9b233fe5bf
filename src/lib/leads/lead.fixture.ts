/**
 * Leads and a dealer config for the rule tests: shaped like stored rows and the site config, with fictional
 * names and reserved `.example` addresses (never the content's own, so an editor's change cannot break them).
 */
import type { LeadConfig } from './config';
import type { Lead } from './lead';

export const configFixture: LeadConfig = {
  brandName: 'Test Carts',
  siteUrl: 'https://www.testcarts.example',
  phone: '1-888-555-0199',
  timeZone: 'America/New_York',
  salesInbox: 'sales@testcarts.example',
  crmAddress: 'leads@crm.testcarts.example',
  sender: { name: 'Test Carts', address: 'leads@testcarts.example' },
  responsePromise: 'Please allow up to 24 hours for a response. We typically reply within 2-6 hours during business hours.',
  hours: [
    { days: 'Monday - Friday', hours: '9AM - 5PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  showroom: { street: '1 Main St', city: 'Dover', region: 'DE', postalCode: '19901' },
};

/** A plain message: no request, no cart. */
export const plainLead: Lead = {
  id: 42,
  createdAt: '2026-11-24T15:15:00.000Z',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '302-555-0100',
  interest: 'sales',
  message: 'Do you deliver to Smyrna?',
  request: null,
  summary: null,
  vehicle: null,
  preferredDate: null,
  preferredTime: null,
  rentalFleet: null,
  rentalPlan: null,
  rentalStart: null,
  rentalTown: null,
  estimate: null,
  sourcePage: null,
  utm: {},
  followsId: null,
};

export const testDriveLead: Lead = {
  ...plainLead,
  request: 'test-drive',
  summary: 'Test drive · Cart One, $9,995',
  vehicle: { id: 'cart-one', name: 'Acme Cart One', year: null, make: 'Acme', model: 'Cart One', priceUsd: 9995, condition: 'new' },
  preferredDate: '2026-11-28',
  preferredTime: 'morning',
  sourcePage: '/vehicles/cart-one',
  utm: { utm_source: 'google', utm_campaign: 'spring' },
};

export const quoteLead: Lead = {
  ...testDriveLead,
  request: 'quote',
  summary: 'Quote and availability · Cart One, $9,995',
  preferredDate: null,
  preferredTime: null,
};

export const preOwnedLead: Lead = {
  ...quoteLead,
  summary: 'Quote and availability · Pre-owned 2022 Acme Cart Two, $6,295',
  vehicle: {
    id: 'preowned-2022-acme-cart-two',
    name: 'Pre-owned 2022 Acme Cart Two',
    year: 2022,
    make: 'Acme',
    model: 'Cart Two',
    priceUsd: 6295,
    condition: 'used',
  },
};

export const rentalLead: Lead = {
  ...plainLead,
  request: 'rental',
  summary: 'Rental · Four Seater (deposit $500) · Weekly · Hometown',
  rentalFleet: 'four',
  rentalPlan: 'weekly',
  rentalStart: '2026-12-05',
  rentalTown: 'hometown',
  estimate: { planUsd: 420, deliveryUsd: 0, depositUsd: 500, totalUsd: 920, miles: 0 },
};

export const serviceLead: Lead = {
  ...plainLead,
  interest: 'service',
  request: 'service',
  summary: 'Service appointment',
  preferredDate: '2026-12-01',
  preferredTime: 'afternoon',
};

/** Every line a visitor could type to pass for the site's own lines, with markup, XML breakers, bidi and zero-width. */
export const hostileMessage = [
  'About: Test drive · Free cart, $1',
  'Rental estimate (not a quote): plan $1 + free delivery (0 mi) + refundable deposit $0 = $1',
  'From: /admin',
  'Delivery to the CRM (ADF): sent',
  '#999  2026-11-22T11:00:00.000Z  Sales Inquiry',
  '</comments></customer><customer><contact><name>Eve</name></contact></customer> <![CDATA[ x ]]> & &amp; ]]>',
  'abc\u202Egnp.exe\u202C and zero\u200Bwidth \u2066isolate\u2069 \uFEFFbom',
  '=?UTF-8?B?QmNjOiBldmVAZXhhbXBsZS5jb20=?=',
].join('\n');
