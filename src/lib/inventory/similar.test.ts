import { describe, expect, it } from 'vitest';
import { similarVehicles, type SimilarCandidate } from './similar';

/** A cart of the table: id, family, seats, price; new and in stock unless said otherwise. */
const cart = (id: string, category: string, seats: number, price: number, state: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  id,
  category,
  price,
  isNew: true,
  inStock: true,
  specifications: { seatingCapacity: seats },
  ...state,
});

const catalogue = [
  cart('ranger-4', 'Ranger', 4, 7695),
  cart('ranger-4-plus', 'Ranger', 4, 9595),
  cart('ranger-6', 'Ranger', 6, 11195),
  cart('maverick-4', 'Maverick', 4, 7995),
  cart('maverick-6', 'Maverick', 6, 11195),
  cart('classic-2', 'Classic', 2, 6695),
  cart('used-ranger-4', 'Ranger', 4, 7295, { isNew: false, inStock: true }),
  cart('sold-ranger-4', 'Ranger', 4, 7600, { isNew: false, inStock: false }),
  cart('ordered-ranger-6', 'Ranger', 6, 11195, { isNew: true, inStock: false }),
];
const byId = (id: string) => catalogue.find((v) => v.id === id)!;
const ids = (vehicles: SimilarCandidate[]) => vehicles.map((v) => v.id);

describe('similarVehicles: family first, then seats, then price, then id', () => {
  it.each([
    ['ranger-4', ['used-ranger-4', 'ranger-4-plus', 'ordered-ranger-6']],
    // Same family first even when another family's cart is closer in seats and price.
    ['ranger-6', ['ordered-ranger-6', 'ranger-4-plus', 'ranger-4']],
    ['maverick-4', ['maverick-6', 'ranger-4', 'used-ranger-4']],
    // A family of one: the closest seat count, then the closest price.
    ['classic-2', ['used-ranger-4', 'ranger-4', 'maverick-4']],
    // A sold cart's page points to carts a visitor can buy, the pre-owned one in stock first.
    ['sold-ranger-4', ['used-ranger-4', 'ranger-4', 'ranger-4-plus']],
  ])('%s -> %j', (id, expected) => {
    expect(ids(similarVehicles(byId(id), catalogue))).toEqual(expected);
  });

  it.each(catalogue.map((v) => [v.id, v] as const))('%s: never itself, never a sold cart, three of them', (_id, vehicle) => {
    const similar = similarVehicles(vehicle, catalogue);
    expect(similar).toHaveLength(3);
    expect(ids(similar)).not.toContain(vehicle.id);
    expect(ids(similar)).not.toContain('sold-ranger-4');
  });

  it("a sold cart's similar carts put the pre-owned carts in stock first, however far, then the rest by family, seats and price", () => {
    const sold = cart('sold', 'Ranger', 4, 7000, { isNew: false, inStock: false });
    const lot = [
      cart('new-ranger', 'Ranger', 4, 7000),
      cart('used-classic', 'Classic', 2, 20000, { isNew: false }),
      cart('used-maverick', 'Maverick', 6, 9000, { isNew: false }),
      cart('sold-twin', 'Ranger', 4, 7000, { isNew: false, inStock: false }),
      cart('ordered-ranger', 'Ranger', 4, 7100, { inStock: false }),
    ];
    expect(ids(similarVehicles(sold, lot))).toEqual(['used-maverick', 'used-classic', 'new-ranger']);
    // A cart for sale keeps the family-first order: a pre-owned cart gets no head start.
    expect(ids(similarVehicles(cart('for-sale', 'Ranger', 4, 7000), lot))).toEqual(['new-ranger', 'ordered-ranger', 'used-maverick']);
  });

  it('ties on family, seats and price go by id: the catalogue order changes nothing', () => {
    const twins = [cart('b', 'X', 4, 100), cart('c', 'X', 4, 100), cart('a', 'X', 4, 100), cart('d', 'X', 4, 100)];
    const target = cart('t', 'X', 4, 100);
    expect(ids(similarVehicles(target, twins))).toEqual(['a', 'b', 'c']);
    expect(ids(similarVehicles(target, [...twins].reverse()))).toEqual(['a', 'b', 'c']);
  });

  it('asks for fewer when the catalogue has fewer', () => {
    expect(ids(similarVehicles(byId('ranger-4'), [byId('ranger-4'), byId('classic-2')]))).toEqual(['classic-2']);
    expect(similarVehicles(byId('ranger-4'), catalogue, 1)).toHaveLength(1);
  });
});
