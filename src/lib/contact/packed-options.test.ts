import { describe, expect, it } from 'vitest';
import { detailChoices } from './choices';
import { packForm, packRows, unpackForm } from './packed-options';
import { requestOptionsFixture } from './request-options.fixture';

const vehicles = [
  { id: 'e-d5', name: 'Evolution D5 Maverick 4 Plus', price: 9995, group: 'Evolution' },
  { id: 'e-used', name: 'Pre-owned 2023 Evolution Classic 4 Plus', price: 5495, group: 'Pre-owned Evolution' },
  { id: 'odd', name: 'Odd & "Cart"', price: 1, group: 'Other <brand>' },
];
const options = { ...requestOptionsFixture, vehicles };

describe('packForm / unpackForm: the lists and figures the island is sent', () => {
  const lists = unpackForm(packForm(options));

  it('gives back every list as the server labels it (./choices.ts)', () => {
    expect(lists.choices).toEqual(detailChoices(options));
  });

  it('gives back the rate card and each town’s delivery fee, as the server worked them out', () => {
    expect(lists.rates.fleets).toEqual(
      options.fleets.map((f) => ({ id: f.id, deposit: f.deposit, plans: f.plans.map((p) => ({ id: p.id, price: p.price })) })),
    );
    expect(lists.rates.towns).toEqual(options.towns.map((t) => ({ id: t.id, delivery: t.delivery })));
    expect(lists.rates.towns.map((t) => t.delivery.free)).toEqual([true, false]);
    expect([lists.timeZone, lists.showroomCity]).toEqual([options.timeZone, options.showroomCity]);
  });

  it('writes a whole name that is the heading and the label as one mark, and any other in full', () => {
    expect(packForm(options).lists.vehicle).toBe(
      'No particular vehicle;Evolution|e-d5|D5 Maverick 4 Plus|+;Pre-owned Evolution|e-used|2023 Classic 4 Plus|Pre-owned 2023 Evolution Classic 4 Plus;Other <brand>|odd|Odd & "Cart"|',
    );
  });

  it('refuses content holding a separator, naming it', () => {
    expect(() => packRows([['a|b']])).toThrow('"a|b"');
    expect(() => packForm({ ...options, towns: [{ ...options.towns[0]!, name: 'Semi;colon' }] })).toThrow('"Semi;colon"');
  });
});
