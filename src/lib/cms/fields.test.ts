import { describe, expect, it } from 'vitest';
import { field, labelFor, objectFields, singularOf, summaryFor, type FieldContext, type SchemaNode } from './fields';

const context: FieldContext = {
  overrides: { 'things.photo': { widget: 'image', pattern: undefined }, 'things.tags.*': { hint: 'one word' } },
  refs: {
    vehicles: { collection: 'vehicles', valueField: '{{slug}}', displayFields: ['name'] },
    counties: { collection: 'places', file: 'counties', valueField: 'items.*.id', displayFields: ['items.*.name'] },
  },
};
const of = (node: SchemaNode, required = true, path = 'things.x') => field('x', node, required, path, context);

describe('labelFor', () => {
  it.each([
    ['topSpeed', 'Top speed'],
    ['seo', 'SEO'],
    ['vehicleIds', 'Vehicle IDs'],
    ['e164', 'E.164'],
    ['linkParams', 'Link params'],
    ['freeWithinMiles', 'Free within miles'],
    ['externalUrl', 'External URL'],
  ])('%s -> %s', (name, label) => expect(labelFor(name)).toBe(label));
});

describe('a field from its schema', () => {
  it.each<[string, SchemaNode, Record<string, unknown>]>([
    ['a short string', { type: 'string', minLength: 1 }, { widget: 'string' }],
    ['a long text', { type: 'string', minLength: 40 }, { widget: 'text', minlength: 40 }],
    ['a date', { type: 'string', format: 'date' }, { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' }],
    ['a URL (checked by its type)', { type: 'string', format: 'uri' }, { widget: 'string', type: 'url' }],
    ['an e-mail address (no pattern)', { type: 'string', format: 'email', pattern: '^.+@.+$' }, { widget: 'string', type: 'email' }],
    [
      'a pattern with its message',
      { type: 'string', pattern: '^\\d{5}$', 'x-pattern-message': 'must be 5 digits' },
      { widget: 'string', pattern: ['^\\d{5}$', 'must be 5 digits'] },
    ],
    [
      'a pattern with flags (left to the content check)',
      { type: 'string', pattern: '\\.jpe?g$', 'x-pattern-flags': 'i' },
      { widget: 'string' },
    ],
    ['a choice', { type: 'string', enum: ['standard', 'extended'] }, { widget: 'select', options: ['standard', 'extended'] }],
    ['a constant', { type: 'string', const: 'DE' }, { widget: 'select', options: ['DE'] }],
    [
      'a whole number above 0',
      { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      { widget: 'number', value_type: 'int', min: 1 },
    ],
    [
      'any whole number',
      { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
      { widget: 'number', value_type: 'int' },
    ],
    ['an amount', { type: 'number', minimum: 0 }, { widget: 'number', value_type: 'float', min: 0 }],
    ['an on/off', { type: 'boolean' }, { widget: 'boolean' }],
    ['free keys and values', { type: 'object', additionalProperties: { type: 'string' } }, { widget: 'keyvalue' }],
    [
      'an id of a vehicle',
      { type: 'string', 'x-ref': 'vehicles' },
      { widget: 'relation', collection: 'vehicles', value_field: '{{slug}}', display_fields: ['name'], search_fields: ['name'] },
    ],
    [
      'an id of a county (a list in a file)',
      { type: 'string', 'x-ref': 'counties' },
      { widget: 'relation', collection: 'places', file: 'counties', value_field: 'items.*.id', display_fields: ['items.*.name'] },
    ],
    [
      'a list of vehicle ids',
      { type: 'array', minItems: 1, maxItems: 6, items: { type: 'string', 'x-ref': 'vehicles' } },
      { widget: 'relation', multiple: true, min: 1, max: 6, collection: 'vehicles' },
    ],
    ['a list of choices', { type: 'array', items: { type: 'string', enum: ['Monday', 'Friday'] } }, { widget: 'select', multiple: true }],
  ])('%s', (_name, node, expected) => {
    expect(of(node)).toMatchObject({ name: 'x', label: 'X', ...expected });
  });

  it('is required as the schema says, and optional when it has a default', () => {
    expect(of({ type: 'string' }, true)).not.toHaveProperty('required');
    expect(of({ type: 'string' }, false)).toMatchObject({ required: false });
    const fields = objectFields(
      {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'array', default: [], items: { type: 'string' } } },
        required: ['a', 'b'],
      },
      'things',
      context,
    );
    expect(fields.map((f) => [f.name, f.required])).toEqual([
      ['a', undefined],
      ['b', false],
    ]);
  });

  it('names an unknown reference plainly (a string) rather than failing', () => {
    expect(of({ type: 'string', 'x-ref': 'nowhere' })).toMatchObject({ widget: 'string' });
  });

  it('lists records with their fields, summarized by their naming field', () => {
    const list = of({
      type: 'array',
      minItems: 2,
      items: {
        type: 'object',
        properties: { title: { type: 'string' }, body: { type: 'string', minLength: 20 } },
        required: ['title', 'body'],
      },
    });
    expect(list).toMatchObject({ widget: 'list', min: 2, summary: '{{fields.title}}' });
    expect((list['fields'] as { name: string; widget: string }[]).map((f) => [f.name, f.widget])).toEqual([
      ['title', 'string'],
      ['body', 'text'],
    ]);
  });

  it('lists plain values with one field, whose overrides are keyed "<list>.*"', () => {
    const list = field('tags', { type: 'array', items: { type: 'string' } }, true, 'things.tags', context);
    expect(list).toMatchObject({
      widget: 'list',
      label_singular: 'Tag',
      field: { name: 'item', label: 'Tag', widget: 'string', hint: 'one word' },
    });
  });

  it.each([
    ['Photos', 'Photo'],
    ['Features', 'Feature'],
    ['Business', 'Business'],
    ['Footnote', 'Footnote'],
  ])('calls one item of "%s" "%s"', (label, singular) => expect(singularOf(label)).toBe(singular));

  it('offers each kind of a union told apart by one key', () => {
    const action = of({
      anyOf: [
        { type: 'object', properties: { type: { const: 'external' }, url: { type: 'string', format: 'uri' } }, required: ['type', 'url'] },
        { type: 'object', properties: { type: { const: 'phone' } }, required: ['type'] },
      ],
    });
    expect(action).toMatchObject({
      widget: 'object',
      typeKey: 'type',
      types: [
        { name: 'external', fields: [{ name: 'url', type: 'url' }] },
        { name: 'phone', fields: [] },
      ],
    });
  });

  it('takes the override of its path, keeping its name', () => {
    expect(field('photo', { type: 'string', pattern: 'x' }, true, 'things.photo', context)).toMatchObject({
      name: 'photo',
      widget: 'image',
      pattern: undefined,
    });
  });
});

describe('summaryFor', () => {
  it.each([
    [['id', 'name'], '{{fields.name}}'],
    [['question', 'answer'], '{{fields.question}}'],
    [['opens', 'closes'], undefined],
  ])('%j -> %s', (names, summary) => {
    expect(summaryFor(names.map((name) => ({ name, widget: 'string' })))).toBe(summary);
  });
});
