import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, pageDescription } from '../seo/description';
import { nameWithCondition, vehiclePageDescription } from './page-description';

const PHONE = '1-888-555-0142';
const description =
  'The Evolution D6 Max XT4 is the flagship line with premium seating, a larger touchscreen and the most refined ride Evolution builds. Seats 4, travels up to 50 miles per charge and tops out at 25 mph.';
const cart = { name: 'Evolution D6 Max XT4', price: 15595, description, isNew: true, inStock: true };

describe('nameWithCondition: the condition once', () => {
  it.each([
    [{ name: 'Evolution D6 Max XT4', isNew: true }, 'New Evolution D6 Max XT4'],
    [{ name: 'Pre-owned 2022 Denago EV Nomad', isNew: false }, 'Pre-owned 2022 Denago EV Nomad'],
    [{ name: 'pre-owned 2022 Denago EV Nomad', isNew: false }, 'pre-owned 2022 Denago EV Nomad'],
    [{ name: '2021 Denago EV City', isNew: false }, 'Pre-owned 2021 Denago EV City'],
    [{ name: 'New Horizon 4', isNew: true }, 'New Horizon 4'],
  ])('%j -> %s', (v, expected) => expect(nameWithCondition(v)).toBe(expected));
});

describe('vehiclePageDescription', () => {
  it.each([
    [
      'a new cart: condition, name and price, then the sentences that fit',
      cart,
      'New Evolution D6 Max XT4, $15,595. Seats 4, travels up to 50 miles per charge and tops out at 25 mph.',
    ],
    [
      'a pre-owned cart in stock',
      { ...cart, name: 'Pre-owned 2023 Evolution Classic 4 Plus', price: 5495, isNew: false, description: 'Checked in our shop. Seats 4.' },
      'Pre-owned 2023 Evolution Classic 4 Plus, $5,495. Checked in our shop. Seats 4.',
    ],
    [
      'a sold cart says so instead of a price',
      { ...cart, name: 'Pre-owned 2022 Denago EV Nomad', isNew: false, inStock: false, description: 'Seats 4.' },
      'Pre-owned 2022 Denago EV Nomad, sold. Seats 4.',
    ],
  ])('%s', (_name, v, expected) => expect(vehiclePageDescription(v, PHONE)).toBe(expected));

  it('leaves out a sentence that does not fit, and keeps the order of those that do', () => {
    const long = `${'A long sentence that takes a lot of room '.repeat(3).trim()}.`;
    const text = vehiclePageDescription({ ...cart, description: `Short one. ${long} Short two.` }, PHONE);
    expect(text).toBe('New Evolution D6 Max XT4, $15,595. Short one. Short two.');
  });

  const catalogue = readdirSync('content/vehicles')
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ id: f.slice(0, -5), ...JSON.parse(readFileSync(`content/vehicles/${f}`, 'utf8')) }));
  it.each(catalogue.map((v) => [v.id, v]))('%s: whole sentences the 155-character rule keeps whole', (_id, v) => {
    const text = vehiclePageDescription(v, PHONE);
    const meta = pageDescription(text, PHONE);
    expect(meta).toBe(`${text} Call ${PHONE}.`);
    expect(meta.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text).toMatch(/\.$/);
    expect(text).not.toMatch(/Pre-owned Pre-owned|New New/i);
    // Every sentence after the first is a sentence of the vehicle's own description.
    for (const sentence of text.split(/(?<=\.) /).slice(1)) expect(v.description).toContain(sentence);
  });
});
