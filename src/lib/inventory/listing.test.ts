import { describe, expect, it } from 'vitest';
import { excerpt } from '../format/excerpt';
import { summaryFixture } from './summary.fixture';
import { CARD_TEXT_MAX, browsedCart, listedVehicles, toSummary, type VehicleSummary } from './listing';

const cart = (id: string, isNew: boolean, inStock: boolean): VehicleSummary & { features: string[] } => ({
  ...summaryFixture(id, { name: `Cart ${id}`, inStock, isNew, streetLegal: false, year: isNew ? undefined : 2022 }),
  features: ['Lithium battery'],
});

describe('listedVehicles: the carts a visitor can buy, in the order given', () => {
  it.each<[[string, boolean, boolean][], string[]]>([
    [[], []],
    [
      [
        ['new-on-lot', true, true],
        ['new-to-order', true, false],
        ['used', false, true],
        ['sold', false, false],
      ],
      ['new-on-lot', 'new-to-order', 'used'],
    ],
    [[['sold', false, false]], []],
  ])('%j -> %j', (carts, ids) => {
    expect(listedVehicles(carts.map(([id, isNew, inStock]) => cart(id, isNew, inStock))).map((v) => v.id)).toEqual(ids);
  });
});

describe('toSummary: what the list needs of a vehicle', () => {
  it('leaves out what the list does not show', () => {
    const summary = toSummary(cart('a', true, true));
    expect(summary).not.toHaveProperty('features');
    expect(Object.keys(summary).sort()).toEqual(
      // status: the live stock's (on hold, sold) for the card's badge; none for a built record.
      [
        'brand',
        'category',
        'description',
        'id',
        'inStock',
        'isNew',
        'name',
        'price',
        'specifications',
        'status',
        'streetLegal',
        'year',
      ].sort(),
    );
  });
});

describe('a card’s text: whole sentences or whole words within CARD_TEXT_MAX', () => {
  const sentence = (n: number) => `${'word '.repeat(n).trim()}.`;
  it.each<[string, string, string]>([
    ['a short description, whole', 'A cart for the neighborhood.', 'A cart for the neighborhood.'],
    ['the first sentence when the whole is too long', `${sentence(20)} ${sentence(30)}`, sentence(20)],
    ['whole words and an ellipsis when the first sentence is too long', sentence(40), `${'word '.repeat(32).trim()}…`],
  ])('%s', (_name, description, shown) => {
    expect(excerpt(description, CARD_TEXT_MAX)).toBe(shown);
    expect(excerpt(description, CARD_TEXT_MAX).replace(/…$/, '').length).toBeLessThanOrEqual(CARD_TEXT_MAX);
  });
});

describe('browsedCart: what the inventory island gets of a listed cart', () => {
  it('keeps what the list reads (seats, range, battery type among the specifications), not the year or the other specifications', () => {
    expect(browsedCart(toSummary(cart('used', false, true)))).toEqual({
      id: 'used',
      name: 'Cart used',
      brand: 'Denago',
      category: 'EV City',
      price: 8995,
      description: 'A cart.',
      inStock: true,
      isNew: false,
      streetLegal: false,
      specifications: { range: '40 miles', seatingCapacity: 4, batteryType: '48V Lithium' },
    });
  });
  it('leaves out a fact the cart does not have, and keeps one it has (a live status)', () => {
    expect(browsedCart(toSummary(cart('a', true, true)))).not.toHaveProperty('status');
    expect(browsedCart({ ...toSummary(cart('a', false, true)), status: 'on-hold' }).status).toBe('on-hold');
  });
});
