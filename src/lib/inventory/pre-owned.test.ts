import { describe, expect, it } from 'vitest';
import { conditionLine, preOwnedRows, warrantyText } from './pre-owned';

const used = (over: object = {}) => ({ isNew: false, year: 2022, specifications: { batteryType: '48V Lithium' }, ...over });

describe('preOwnedRows: the facts the record states, in order, and no others', () => {
  it('a new cart has none', () => {
    expect(preOwnedRows({ ...used({ preOwned: { hours: 3 } }), isNew: true })).toEqual([]);
  });
  it('a used cart without facts shows its model year only', () => {
    expect(preOwnedRows(used())).toEqual([['Model year', '2022']]);
  });
  it('every fact in words', () => {
    const rows = preOwnedRows(
      used({
        preOwned: {
          hours: 1210,
          miles: 1,
          batteryYear: 2023,
          batteryHealth: '92% of rated capacity',
          warranty: 'as-is',
          inspection: ['Brakes', 'Steering'],
        },
      }),
    );
    expect(rows).toEqual([
      ['Model year', '2022'],
      ['Hours', '1,210 hours'],
      ['Miles', '1 mile'],
      ['Battery', '48V Lithium, installed 2023'],
      ['Battery health', '92% of rated capacity'],
      ['Warranty', 'Sold as-is (no warranty)'],
      ['Inspection covered', 'Brakes; Steering'],
    ]);
  });
});

describe('warrantyText', () => {
  it.each([
    ['as-is', 'Sold as-is (no warranty)'],
    ['90-day parts and labor warranty', '90-day parts and labor warranty'],
  ])('%s', (warranty, text) => expect(warrantyText(warranty)).toBe(text));
});

describe('conditionLine: the card’s short form', () => {
  it.each<[object, string | undefined]>([
    [{ isNew: true }, undefined],
    [{ year: undefined }, 'Pre-owned'],
    [{}, 'Pre-owned 2022'],
    [{ preOwned: { hours: 210, warranty: 'as-is' } }, 'Pre-owned 2022 · 210 hours · as-is'],
    [
      { preOwned: { miles: 1450, batteryYear: 2022, warranty: '90-day warranty terms' } },
      'Pre-owned 2022 · 1,450 miles · battery 2022 · written warranty',
    ],
  ])('%o -> %s', (over, line) => {
    expect(conditionLine(used(over))).toBe(line);
  });
});
