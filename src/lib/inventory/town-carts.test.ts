import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { CART_KINDS_BY_USE, CART_USES, deliveredPrice, townCartTraits, townCarts, type TownCart } from './town-carts';

const cart = (id: string, price: number, over: Partial<Omit<TownCart, 'id' | 'price'>> = {}): TownCart => ({
  id,
  price,
  isNew: true,
  inStock: true,
  streetLegal: false,
  seats: 4,
  payloadLbs: 500,
  allWheelDrive: false,
  ...over,
});

const catalogue = [
  cart('four-cheap', 6000),
  cart('four-dear', 9000),
  cart('two-seat', 5800, { seats: 2, payloadLbs: 400 }),
  cart('utility', 7000, { seats: 2, payloadLbs: 1200 }),
  cart('work-cheap', 6500, { seats: 2, payloadLbs: 800 }),
  cart('six', 9500, { seats: 6 }),
  cart('eight', 12000, { seats: 8, payloadLbs: 1200 }),
  cart('awd', 8500, { allWheelDrive: true }),
  cart('lsv-dear', 15000, { streetLegal: true }),
  cart('lsv-cheap', 8000, { streetLegal: true }),
  cart('lsv-six', 11000, { streetLegal: true, seats: 6 }),
  cart('used', 5500, { isNew: false }),
  cart('used-cheaper-sold', 5000, { isNew: false, inStock: false }),
];
const ids = (list: readonly TownCart[], use: Parameters<typeof townCarts>[1]) => townCarts(list, use).map((c) => c.cart.id);

describe('townCarts: three carts for what carts do in the town, each the lowest-priced of its kind', () => {
  it.each<[Parameters<typeof townCarts>[1], string[]]>([
    ['beach', ['lsv-six', 'lsv-cheap', 'six']],
    ['waterfront', ['awd', 'used', 'work-cheap']],
    ['family', ['six', 'four-cheap', 'used']],
    ['compact', ['two-seat', 'lsv-cheap', 'four-cheap']],
    // the most payload (a tie goes to the lower price), the lowest-priced work cart, all-wheel drive
    ['farm', ['utility', 'work-cheap', 'awd']],
    ['business', ['eight', 'utility', 'lsv-cheap']],
    [undefined, ['used', 'lsv-cheap', 'four-cheap']],
  ])('%s', (use, expected) => {
    expect(ids(catalogue, use)).toEqual(expected);
  });

  it('names the kind each cart was chosen as', () => {
    expect(townCarts(catalogue, 'farm').map((c) => c.kind)).toEqual(CART_KINDS_BY_USE.farm);
  });

  it('never shows a sold cart', () => {
    expect(
      ids(
        catalogue.filter((v) => v.id !== 'used'),
        'waterfront',
      ),
    ).toEqual(['awd', 'work-cheap', 'two-seat']);
  });

  it('fills a kind the catalogue lacks with the next lowest-priced cart, unnamed', () => {
    const noLsv = catalogue.filter((v) => !v.streetLegal);
    expect(townCarts(noLsv, 'beach').map((c) => [c.cart.id, c.kind])).toEqual([
      ['six', 'sixSeats'],
      ['used', undefined],
      ['two-seat', undefined],
    ]);
  });

  it('never shows one cart twice, and shows fewer than three when fewer are for sale', () => {
    expect(ids([cart('a', 1, { streetLegal: true, seats: 6 })], 'beach')).toEqual(['a']);
  });

  it('has three kinds for every use', () => {
    for (const use of CART_USES) expect(new Set(CART_KINDS_BY_USE[use]).size).toBe(3);
  });
});

describe('townCartTraits: what the rule reads of a vehicle', () => {
  cases('%j', townCartTraits, [
    [
      { seatingCapacity: 6, payload: '1,200 lbs', driveType: 'All-wheel drive' },
      { seats: 6, payloadLbs: 1200, allWheelDrive: true },
    ],
    [
      { seatingCapacity: 2, payload: '800 lb', driveType: 'Rear-wheel drive' },
      { seats: 2, payloadLbs: 800, allWheelDrive: false },
    ],
    [
      { seatingCapacity: 4, payload: 'ask us' },
      { seats: 4, payloadLbs: 0, allWheelDrive: false },
    ],
  ]);
});

describe('deliveredPrice: the price and the sales delivery fee on it', () => {
  const terms = { freeWithinMiles: 25, minimumPurchase: 5000, feePerMile: 6 };
  it.each([
    [9000, 10, 0, 9000],
    [9000, 35, 60, 9060],
    [4000, 10, 60, 4060],
  ])('$%i at %i mi: fee $%i, total $%i', (price, miles, fee, total) => {
    expect(deliveredPrice(price, miles, terms)).toEqual({ fee, total });
  });
});
