import { describe, expect, it } from 'vitest';
import { jsonFileText } from './json-format';
import { closestOriginal, jsonLayout, likeness, orderedKeys, SAME_FILE, withoutUnsetFlags } from './json-layout';

const file = (lines: string[]) => `${lines.join('\n')}\n`;

const vehicle = file([
  '{',
  '  "name": "Cart",',
  '  "price": 15000,',
  '  "phone": { "display": "555", "e164": "+1555" },',
  '  "specifications": {',
  '    "topSpeed": "25 mph"',
  '  },',
  '  "features": ["LED lights", "Seat belts"],',
  '  "isNew": true',
  '}',
]);

describe('a file saved by the CMS reads as if edited by hand', () => {
  it.each<[string, (value: Record<string, unknown>) => Record<string, unknown>, string]>([
    ['unchanged', (v) => v, vehicle],
    ['a changed price changes one line', (v) => ({ ...v, price: 14500 }), vehicle.replace('15000', '14500')],
    [
      'fields keep the order the file had, whatever order the CMS hands them in',
      ({ isNew, price, ...rest }) => ({ isNew, ...rest, price }),
      vehicle,
    ],
    [
      'a new field goes after the field it follows in the CMS, a group on one line when it fits',
      (v) => ({ ...v, photos: [{ src: 'cart/front.jpg', alt: 'Front view of the cart' }] }),
      vehicle.replace(
        '  "isNew": true\n',
        '  "isNew": true,\n  "photos": [{ "src": "cart/front.jpg", "alt": "Front view of the cart" }]\n',
      ),
    ],
    [
      'a group written on one line stays on one line',
      (v) => ({ ...v, phone: { display: '556', e164: '+1556' } }),
      vehicle.replace('"display": "555", "e164": "+1555"', '"display": "556", "e164": "+1556"'),
    ],
  ])('%s', async (_name, edit, expected) => {
    const value = JSON.parse(vehicle) as Record<string, unknown>;
    expect(await jsonFileText(edit(value), vehicle)).toBe(expected);
  });

  it('lays out a new record of a list like its neighbours', async () => {
    const towns = file(['[', '  {', '    "id": "a",', '    "coordinates": {', '      "lat": 39', '    }', '  }', ']']);
    const value = JSON.parse(towns) as Record<string, unknown>[];
    const out = await jsonFileText([...value, { id: 'b', coordinates: { lat: 38 } }], towns);
    expect(out).toBe(
      file([
        '[',
        '  {',
        '    "id": "a",',
        '    "coordinates": {',
        '      "lat": 39',
        '    }',
        '  },',
        '  {',
        '    "id": "b",',
        '    "coordinates": {',
        '      "lat": 38',
        '    }',
        '  }',
        ']',
      ]),
    );
  });

  it("keeps a record's layout when records are reordered (records are matched by id)", async () => {
    const list = file(['[', '  { "id": "a", "n": 1 },', '  {', '    "id": "b",', '    "n": 2', '  }', ']']);
    const [a, b] = JSON.parse(list) as object[];
    expect(await jsonFileText([b, a], list)).toBe(
      file(['[', '  {', '    "id": "b",', '    "n": 2', '  },', '  { "id": "a", "n": 1 }', ']']),
    );
  });

  it('breaks a group Prettier finds too long for a line, as it would a hand edit', async () => {
    const long = 'x'.repeat(150);
    expect(await jsonFileText({ a: { b: long } })).toBe(file(['{', '  "a": {', `    "b": "${long}"`, '  }', '}']));
  });
});

describe('jsonLayout', () => {
  it("records the groups written on one line and each group's field order", () => {
    const layout = jsonLayout(vehicle)!;
    expect([...layout.inline]).toEqual(['phone']);
    expect(layout.order.get('')).toEqual(['name', 'price', 'phone', 'specifications', 'features', 'isNew']);
  });

  it('has none for a file that is not JSON', () => {
    expect(jsonLayout('{ "a": ')).toBeUndefined();
  });
});

describe('orderedKeys', () => {
  it.each<[string[], string[] | undefined, string[]]>([
    [['a', 'b', 'c'], undefined, ['a', 'b', 'c']],
    [
      ['c', 'a', 'b'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ],
    [
      ['a', 'x', 'b'],
      ['b', 'a'],
      ['b', 'a', 'x'],
    ],
    [['x', 'a'], ['a'], ['x', 'a']],
    [['a'], ['a', 'gone'], ['a']],
  ])('%j in a file ordered %j -> %j', (keys, previous, expected) => expect(orderedKeys(keys, previous)).toEqual(expected));
});

describe('withoutUnsetFlags', () => {
  const flags = new Set(['draft', 'sample']);
  it.each<[string, unknown, unknown, unknown]>([
    ['an off flag the file did not have stays out', { a: 1, draft: false }, { a: 1 }, { a: 1 }],
    ['an off flag the file had stays', { a: 1, draft: false }, { a: 1, draft: false }, { a: 1, draft: false }],
    ['an on flag is written', { a: 1, draft: true }, { a: 1 }, { a: 1, draft: true }],
    ['another off field is written', { a: 1, inStock: false }, { a: 1 }, { a: 1, inStock: false }],
    [
      'in list records, matched by id',
      [
        { id: 'x', sample: false },
        { id: 'y', sample: false },
      ],
      [{ id: 'y', sample: false }],
      [{ id: 'x' }, { id: 'y', sample: false }],
    ],
    ['a new file', { draft: false, sample: true }, undefined, { sample: true }],
  ])('%s', (_name, value, original, expected) => expect(withoutUnsetFlags(value, original, flags)).toEqual(expected));
});

describe('closestOriginal', () => {
  const cars = ['a', 'b', 'c'].map((id) => ({ value: { id, brand: 'X', price: id.charCodeAt(0) * 100, seats: 4 }, text: id }));
  it('is the file the value was read from, after an edit', () => {
    expect(closestOriginal({ id: 'b', brand: 'X', price: 1, seats: 4 }, cars)?.text).toBe('b');
  });
  it('is none for a new file unlike any', () => {
    expect(closestOriginal({ id: 'z', brand: 'Y', price: 1, seats: 6 }, cars)).toBeUndefined();
  });
  it('measures likeness as the share of equal values by path', () => {
    expect(likeness({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(0.5);
    expect(likeness({ a: [1, 2] }, { a: [1, 2] })).toBe(1);
    expect(SAME_FILE).toBeGreaterThan(0);
  });
});
