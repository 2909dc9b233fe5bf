import { describe, expect, it } from 'vitest';
import {
  cmsCollections,
  CONTENT_JSON,
  CONTENT_MDX,
  LIST_FIELD,
  optionalFlags,
  refTargets,
  type CmsPlan,
  type ContentCollectionPlan,
} from './collections';

const record = (properties: Record<string, object>, required: string[] = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});

const plans: ContentCollectionPlan[] = [
  {
    name: 'towns',
    path: 'content/towns.json',
    shape: 'json-list',
    schema: record({ position: { type: 'integer' }, name: { type: 'string' }, county: { type: 'string', 'x-ref': 'counties' } }),
    computed: ['position'],
  },
  { name: 'counties', path: 'content/counties.json', shape: 'json-list', schema: record({ name: { type: 'string' } }) },
  {
    name: 'cars',
    path: 'content/cars',
    shape: 'json-folder',
    schema: record({ name: { type: 'string' }, draft: { type: 'boolean' } }, ['name']),
  },
  { name: 'rules', path: 'content/rules', shape: 'mdx-folder', schema: record({ title: { type: 'string' } }), tags: ['Phone', 'Brand'] },
  {
    name: 'site',
    path: 'content/site.json',
    shape: 'json-object',
    schema: record({ phone: { type: 'string' }, sample: { type: 'boolean' } }, ['phone']),
  },
  {
    name: 'home',
    path: 'content/home.json',
    shape: 'json-object',
    schema: record({ featured: { type: 'array', items: { type: 'string', 'x-ref': 'cars' } } }),
  },
];

const plan: CmsPlan = {
  folders: ['rules', 'cars'],
  groups: [
    { name: 'places', label: 'Places', collections: ['towns', 'counties'] },
    { name: 'pages', label: 'Pages', collections: [] },
  ],
  settings: { cars: { singular: 'Car', summary: '{{name}}' } },
  overrides: { 'cars.name': { hint: 'As the maker writes it' } },
};

const collections = cmsCollections(plans, plan);
const byName = (name: string) => collections.find((c) => c['name'] === name)!;
const fileOf = (group: string, name: string) => (byName(group)['files'] as Record<string, unknown>[]).find((f) => f['name'] === name)!;

describe('cmsCollections', () => {
  it('puts the folders first, in the plan order, then the groups of files', () => {
    expect(collections.map((c) => c['name'])).toEqual(['rules', 'cars', 'places', 'pages']);
  });

  it('makes a folder of JSON files a collection whose file name is the id, named from the naming field', () => {
    expect(byName('cars')).toMatchObject({
      folder: 'content/cars',
      extension: 'json',
      format: CONTENT_JSON,
      identifier_field: 'name',
      slug: '{{name}}',
      label_singular: 'Car',
      summary: '{{name}}',
      fields: [
        { name: 'name', hint: 'As the maker writes it' },
        { name: 'draft', widget: 'boolean', required: false },
      ],
    });
  });

  it('makes a folder of MDX files a collection with a text field that lists the tags', () => {
    const rules = byName('rules');
    expect(rules).toMatchObject({ extension: 'mdx', format: CONTENT_MDX, identifier_field: 'title' });
    const body = (rules['fields'] as Record<string, unknown>[]).at(-1)!;
    expect(body).toMatchObject({ name: 'body', widget: 'text' });
    expect(body['hint']).toContain('<Phone>, <Brand>');
  });

  it('edits a list file as one list saved at the top level, each record with its id first and without computed fields', () => {
    const towns = fileOf('places', 'towns');
    expect(towns).toMatchObject({ file: 'content/towns.json', format: CONTENT_JSON });
    const [list] = towns['fields'] as Record<string, unknown>[];
    expect(list).toMatchObject({ name: LIST_FIELD, widget: 'list', root: true, summary: '{{fields.name}}' });
    expect((list!['fields'] as { name: string }[]).map((f) => f.name)).toEqual(['id', 'name', 'county']);
  });

  it('lists a file no group names under the last group', () => {
    expect((byName('pages')['files'] as { name: string }[]).map((f) => f.name)).toEqual(['site', 'home']);
  });

  it('offers the records of the named collection for an id', () => {
    const [list] = fileOf('places', 'towns')['fields'] as Record<string, unknown>[];
    const county = (list!['fields'] as Record<string, unknown>[]).find((f) => f['name'] === 'county');
    expect(county).toMatchObject({
      widget: 'relation',
      collection: 'places',
      file: 'counties',
      value_field: 'items.*.id',
      display_fields: ['items.*.name'],
    });
    const [featured] = fileOf('pages', 'home')['fields'] as Record<string, unknown>[];
    expect(featured).toMatchObject({
      widget: 'relation',
      multiple: true,
      collection: 'cars',
      value_field: '{{slug}}',
      display_fields: ['name'],
    });
  });
});

describe('the plan', () => {
  it('may not override a field the schemas do not have', () => {
    expect(() => cmsCollections(plans, { ...plan, overrides: { ...plan.overrides, 'cars.images': { hint: 'gone' } } })).toThrow(
      'the CMS plan overrides fields the schemas do not have: cars.images',
    );
  });
});

describe('refTargets', () => {
  it('names folders by file name and list records by id', () => {
    expect(refTargets(plans, plan)).toMatchObject({
      cars: { collection: 'cars', valueField: '{{slug}}' },
      rules: { collection: 'rules', displayFields: ['title'] },
      counties: { collection: 'places', file: 'counties', valueField: 'items.*.id' },
    });
  });
});

describe('optionalFlags', () => {
  it('finds every optional on/off field, at any depth', () => {
    expect([...optionalFlags(collections)].sort()).toEqual(['draft', 'sample']);
  });
});
