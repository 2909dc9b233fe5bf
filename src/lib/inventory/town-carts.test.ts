import { describe, expect, it } from 'vitest';
import { deliveredPrice, townCarts } from './town-carts';

const cart = (id: string, price: number, over: Partial<{ isNew: boolean; inStock: boolean; streetLegal: boolean }> = {}) => ({
  id,
  price,
  isNew: true,
  inStock: true,
  streetLegal: false,
  ...over,
});

describe('townCarts: one for each kind of buyer, at its lowest price', () => {
  const catalogue = [
    cart('new-cheap', 6000),
    cart('new-dear', 9000),
    cart('lsv-dear', 15000, { streetLegal: true }),
    cart('lsv-cheap', 9500, { streetLegal: true }),
    cart('used', 7000, { isNew: false }),
    cart('used-cheaper-sold', 5000, { isNew: false, inStock: false }),
  ];
  it.each<[string, ReturnType<typeof cart>[], string[]]>([
    ['pre-owned in stock, LSV, new golf cart', catalogue, ['used', 'lsv-cheap', 'new-cheap']],
    ['a sold cart is never shown', catalogue.filter((v) => v.id !== 'used'), ['lsv-cheap', 'new-cheap', 'new-dear']],
    ['no LSV: the next cheapest fills in', catalogue.filter((v) => !v.streetLegal), ['used', 'new-cheap', 'new-dear']],
    ['fewer than three carts for sale', [cart('a', 1), cart('b', 2, { isNew: false, inStock: false })], ['a']],
  ])('%s', (_name, list, ids) => {
    expect(townCarts(list).map((v) => v.id)).toEqual(ids);
  });
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
