import { describe, expect, it } from 'vitest';
import { deskCart, type CatalogueRecord, type StockRow } from './desk-cart';

const TODAY = '2026-11-20';
const used: CatalogueRecord = { id: 'used', name: 'Used Cart', price: 6295, isNew: false, inStock: true, year: 2022, status: 'available' };
const row = (status: string, hold_until: string | null = null): StockRow => ({
  vehicle_id: 'used',
  status,
  hold_until,
  note: 'Deposit, Mr. Reyes',
  version: 3,
  changed_by: 'anna@dealer.example',
  changed_at: '2026-11-20T15:00:00Z',
});

describe('deskCart', () => {
  it('is the build state, version 0, while the desk never changed the cart', () => {
    expect(deskCart(used, null, TODAY)).toEqual({
      id: 'used',
      name: 'Used Cart',
      price: 6295,
      priceText: '$6,295',
      isNew: false,
      year: 2022,
      built: 'available',
      status: 'available',
      holdUntil: null,
      holdUntilText: null,
      note: null,
      version: 0,
      changedBy: null,
      changedAt: null,
    });
    expect(
      deskCart({ id: 'sold', name: 'Sold Cart', price: 5995, isNew: false, inStock: false, status: 'sold' }, null, TODAY),
    ).toMatchObject({
      built: 'sold',
      status: 'sold',
      year: null,
    });
  });

  it.each<[string, StockRow, object]>([
    ['sold', row('sold'), { status: 'sold', holdUntil: null, note: 'Deposit, Mr. Reyes', version: 3, changedBy: 'anna@dealer.example' }],
    [
      'on hold',
      row('on-hold', '2026-11-27'),
      { status: 'on-hold', holdUntil: '2026-11-27', holdUntilText: 'Friday, November 27', note: 'Deposit, Mr. Reyes' },
    ],
    // The hold ended: available, without the hold's note, still at its version (the next change names it).
    ['a hold that ended', row('on-hold', '2026-11-19'), { status: 'available', holdUntil: null, note: null, version: 3 }],
  ])('%s', (_name, stockRow, expected) => {
    expect(deskCart(used, stockRow, TODAY)).toMatchObject({ built: 'available', ...expected });
  });
});
