import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { detailChoices, optionsHtml, withoutHeading } from './choices';
import { choiceLabel, describeRequest } from './details';
import { requestOptionsFixture } from './request-options.fixture';

const choices = detailChoices(requestOptionsFixture);
const values = (field: keyof typeof choices) => choices[field].groups.flatMap((g) => g.choices.map((c) => c.value));

describe('detailChoices: the lists of the request details', () => {
  it.each([
    ['request', ['test-drive', 'quote', 'rental', 'service']],
    ['vehicle', ['cart-one', 'cart-two']],
    ['time', ['morning', 'afternoon']],
    ['fleet', ['four', 'six']],
    ['plan', ['daily', 'weekly']],
    ['town', ['hometown', 'faraway']],
  ] as const)('%s offers %j', (field, expected) => {
    expect(values(field)).toEqual(expected);
  });

  it('labels what a visitor compares: vehicles by name (short enough for a phone’s select), the rate card’s plans by name, once (their price is the cart’s)', () => {
    expect(choices.vehicle.groups[0]!.choices[0]).toEqual({ value: 'cart-one', label: 'Cart One' });
    expect(choices.fleet.groups[0]!.choices[1]).toEqual({ value: 'six', label: 'Six Seater' });
    expect(choices.plan.groups).toEqual([
      {
        label: '',
        choices: [
          { value: 'daily', label: 'Daily' },
          { value: 'weekly', label: 'Weekly' },
        ],
      },
    ]);
    expect(choices.town.groups).toEqual([
      {
        label: 'Kent County',
        choices: [
          { value: 'hometown', label: 'Hometown' },
          { value: 'faraway', label: 'Faraway' },
        ],
      },
    ]);
  });

  it('lists carts under their heading by their names without the heading’s words, keeping the whole name for what a request is about', () => {
    const vehicles = [
      { id: 'e-d5', name: 'Evolution D5 Maverick 4 Plus', group: 'Evolution' },
      { id: 'd-city', name: 'Denago EV City', group: 'Denago' },
      { id: 'e-used', name: 'Pre-owned 2023 Evolution Classic 4 Plus', group: 'Pre-owned Evolution' },
      { id: 'e-carrier', name: 'Evolution Carrier 6 Plus', group: 'Evolution' },
    ];
    const list = detailChoices({ ...requestOptionsFixture, vehicles }).vehicle;
    expect(list.groups).toEqual([
      {
        label: 'Evolution',
        choices: [
          { value: 'e-d5', label: 'D5 Maverick 4 Plus', name: 'Evolution D5 Maverick 4 Plus' },
          { value: 'e-carrier', label: 'Carrier 6 Plus', name: 'Evolution Carrier 6 Plus' },
        ],
      },
      { label: 'Denago', choices: [{ value: 'd-city', label: 'EV City', name: 'Denago EV City' }] },
      {
        label: 'Pre-owned Evolution',
        choices: [{ value: 'e-used', label: '2023 Classic 4 Plus', name: 'Pre-owned 2023 Evolution Classic 4 Plus' }],
      },
    ]);
    expect(choiceLabel(list, 'e-used')).toBe('Pre-owned 2023 Evolution Classic 4 Plus');
    expect(describeRequest({ vehicle: 'e-d5' }, { ...choices, vehicle: list })).toBe('Evolution D5 Maverick 4 Plus');
  });

  cases('withoutHeading(%j, %j) is %j', withoutHeading, [
    ['Evolution D5 Maverick 4 Plus', 'Evolution', 'D5 Maverick 4 Plus'],
    ['Pre-owned 2022 Evolution D5 Ranger 4', 'Pre-owned Evolution', '2022 D5 Ranger 4'],
    // Only whole words go, each once; a name that is all heading stays whole.
    ['Evolutionary Cart', 'Evolution', 'Evolutionary Cart'],
    ['Evolution Evolution X', 'Evolution', 'Evolution X'],
    ['Evolution', 'Evolution', 'Evolution'],
  ]);

  it('starts every list with an empty choice (every detail is optional)', () => {
    for (const list of Object.values(choices)) expect(list.empty.length).toBeGreaterThan(0);
  });
});

describe('optionsHtml', () => {
  it('renders the empty choice, then groups as optgroups, marking the selected value', () => {
    expect(optionsHtml(choices.plan, 'weekly')).toBe(
      '<option value="">No rental plan</option><option value="daily">Daily</option><option value="weekly" selected>Weekly</option>',
    );
    expect(optionsHtml(choices.town, 'faraway')).toBe(
      '<option value="">No delivery town</option><optgroup label="Kent County"><option value="hometown">Hometown</option>' +
        '<option value="faraway" selected>Faraway</option></optgroup>',
    );
    expect(optionsHtml(choices.time)).toBe(
      '<option value="" selected>No preference</option><option value="morning">Morning</option><option value="afternoon">Afternoon</option>',
    );
  });

  it('escapes every label and value', () => {
    const list = { empty: '<none>', groups: [{ label: 'A "group"', choices: [{ value: '"><script>', label: '<b>&</b>' }] }] };
    expect(optionsHtml(list)).toBe(
      '<option value="" selected>&lt;none&gt;</option><optgroup label="A &quot;group&quot;"><option value="&quot;&gt;&lt;script&gt;">&lt;b&gt;&amp;&lt;/b&gt;</option></optgroup>',
    );
  });
});
