import { describe, expect, it } from 'vitest';
import { liveStockKey, mergeLiveStock, stateInForce, type LiveStock, type StockRecord } from './live-stock';

const TODAY = '2026-11-20';
type Row = StockRecord & { name: string; price: number };
const newCart: Row = { id: 'new-cart', name: 'New Cart', price: 9995, inStock: true, isNew: true, status: 'available' };
const orderable: Row = { id: 'orderable', name: 'Ordered Cart', price: 11995, inStock: false, isNew: true, status: 'available' };
const used: Row = { id: 'used-cart', name: 'Used Cart', price: 6295, inStock: true, isNew: false, status: 'available' };
const usedSold: Row = { id: 'used-sold', name: 'Sold Cart', price: 5995, inStock: false, isNew: false, status: 'sold' };
const catalogue = [newCart, orderable, used, usedSold];

const live = (vehicleId: string, status: LiveStock['status'], holdUntil: string | null = null): LiveStock => ({
  vehicleId,
  status,
  holdUntil,
});

describe('stateInForce', () => {
  it.each([
    ['available', null, { status: 'available' }],
    ['sold', null, { status: 'sold' }],
    ['on-hold', '2026-11-25', { status: 'on-hold', holdUntil: '2026-11-25' }],
    ['on-hold', TODAY, { status: 'on-hold', holdUntil: TODAY }],
    // The day after its last day, a hold has ended.
    ['on-hold', '2026-11-19', { status: 'available' }],
    ['on-hold', null, { status: 'available' }],
  ] as const)('%s until %s -> %j', (status, holdUntil, expected) => {
    expect(stateInForce({ status, holdUntil }, TODAY)).toEqual(expected);
  });
});

describe('mergeLiveStock', () => {
  it.each<[string, LiveStock[], Partial<Record<string, Partial<Row>>>]>([
    ['no live state: every record as built', [], {}],
    ['a pre-owned cart sold', [live('used-cart', 'sold')], { 'used-cart': { status: 'sold', inStock: false } }],
    ['a new cart sold (the last one on the lot)', [live('new-cart', 'sold')], { 'new-cart': { status: 'sold', inStock: false } }],
    [
      'a pre-owned cart on hold',
      [live('used-cart', 'on-hold', '2026-11-30')],
      { 'used-cart': { status: 'on-hold', holdUntil: '2026-11-30' } },
    ],
    [
      'a sold cart back on the lot (the sale fell through)',
      [live('used-sold', 'available')],
      { 'used-sold': { status: 'available', inStock: true } },
    ],
    [
      'a sold cart held for a buyer',
      [live('used-sold', 'on-hold', '2026-12-01')],
      { 'used-sold': { status: 'on-hold', inStock: true, holdUntil: '2026-12-01' } },
    ],
    ['a new cart to order stays not in stock when available', [live('orderable', 'available')], {}],
    [
      'a new cart to order held keeps its inStock',
      [live('orderable', 'on-hold', TODAY)],
      { orderable: { status: 'on-hold', holdUntil: TODAY } },
    ],
    [
      'an ended hold reads as available',
      [live('used-sold', 'on-hold', '2026-11-01')],
      { 'used-sold': { status: 'available', inStock: true } },
    ],
    ['a state for an id the catalogue does not have changes nothing', [live('gone-cart', 'sold')], {}],
  ])('%s', (_, states, changes) => {
    const merged = mergeLiveStock(catalogue, states, TODAY);
    expect(merged).toEqual(catalogue.map((record) => ({ ...record, ...changes[record.id] })));
    expect(merged.map((r) => r.id)).toEqual(catalogue.map((r) => r.id));
    // Only a cart on hold carries holdUntil.
    for (const record of merged) expect('holdUntil' in record).toBe(record.status === 'on-hold');
  });

  it('keeps a record the live state does not change byte for byte (the ETag stays the build one)', () => {
    const states = [live('new-cart', 'available'), live('used-cart', 'available'), live('orderable', 'available')];
    expect(JSON.stringify(mergeLiveStock(catalogue, states, TODAY))).toBe(JSON.stringify(catalogue));
  });

  it('keeps the key order of a changed record, with holdUntil last', () => {
    const [merged] = mergeLiveStock([used], [live('used-cart', 'on-hold', '2026-11-30')], TODAY);
    expect(Object.keys(merged!)).toEqual([...Object.keys(used), 'holdUntil']);
  });

  it('drops a hold the record had once the live state is not a hold', () => {
    const held = { ...used, status: 'on-hold' as const, holdUntil: '2026-11-30' };
    expect(mergeLiveStock([held], [live('used-cart', 'sold')], TODAY)[0]).toEqual({ ...used, status: 'sold', inStock: false });
  });
});

describe('liveStockKey', () => {
  it('is the same for states that merge alike, whatever their order', () => {
    const a = [live('a', 'sold'), live('b', 'on-hold', '2026-11-30')];
    expect(liveStockKey(a, TODAY)).toBe(liveStockKey([...a].reverse(), TODAY));
    // An ended hold merges as available.
    expect(liveStockKey([live('a', 'on-hold', '2026-11-01')], TODAY)).toBe(liveStockKey([live('a', 'available')], TODAY));
  });

  it.each([
    [[live('a', 'sold')], [live('a', 'available')]],
    [[live('a', 'on-hold', '2026-11-30')], [live('a', 'on-hold', '2026-12-01')]],
    [[live('a', 'sold')], [live('b', 'sold')]],
    [[], [live('a', 'sold')]],
  ])('differs for %j and %j', (a, b) => {
    expect(liveStockKey(a, TODAY)).not.toBe(liveStockKey(b, TODAY));
  });

  it('changes on the day after a hold ends', () => {
    const states = [live('a', 'on-hold', TODAY)];
    expect(liveStockKey(states, TODAY)).not.toBe(liveStockKey(states, '2026-11-21'));
  });
});
