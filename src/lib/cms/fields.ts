/**
 * The editor's fields of a content file, derived from the JSON Schema of its zod schema: every
 * field the schema has, with the widget its type calls for, required as the schema requires it, and
 * the schema's own limits and messages (lengths, counts, patterns, choices). Ids of other content
 * are picked from lists (a relation), never typed. A few hand-written overrides, keyed by field path,
 * adjust what a schema cannot say (a label, a longer text box, a photo upload).
 */

/** The part of JSON Schema that `z.toJSONSchema` writes for content schemas, plus the CMS's marks. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** The collection whose ids this string names (a vehicle, a town, a county, a policy). */
  'x-ref'?: string;
  /** The schema's own message for its pattern, shown when the value does not match. */
  'x-pattern-message'?: string;
  /** The pattern's flags; a pattern with flags is left to the content check (the CMS takes none). */
  'x-pattern-flags'?: string;
}

/** A field of the CMS configuration (Sveltia CMS / Decap CMS field options). */
export type CmsField = { name: string; widget: string; label?: string; required?: boolean } & Record<string, unknown>;

/** Where the records a reference names are listed in the CMS: a folder collection, or a list inside a file. */
export interface RefTarget {
  collection: string;
  /** For a list inside a file collection: the file's name in the CMS. */
  file?: string;
  /** The stored value: `{{slug}}` (the file name) or a list item's id (`items.*.id`). */
  valueField: string;
  /** What the editor reads and searches in the list. */
  displayFields: string[];
}

export interface FieldContext {
  /** Hand-written adjustments, keyed by field path (`vehicles.photos.src`; `.*` is a plain list's item). */
  overrides: Readonly<Record<string, Partial<CmsField>>>;
  /** Where each referenced collection's records are picked from. */
  refs: Readonly<Record<string, RefTarget>>;
  /** The override paths applied so far (an override no field takes is a mistake in the plan). */
  used?: Set<string>;
}

/** The override of a path, noted as used. */
export function overrideAt(context: FieldContext, path: string): Partial<CmsField> | undefined {
  const override = context.overrides[path];
  if (override) context.used?.add(path);
  return override;
}

/** Words written in capitals (or their own way) in labels. */
const WORDS: Readonly<Record<string, string>> = {
  seo: 'SEO',
  url: 'URL',
  urls: 'URLs',
  apr: 'APR',
  id: 'ID',
  ids: 'IDs',
  cta: 'Call to action',
  faq: 'FAQ',
  fips: 'FIPS',
  e164: 'E.164',
};

/** A label from a field name: `topSpeed` -> "Top speed", `seo` -> "SEO", `vehicleIds` -> "Vehicle IDs". */
export function labelFor(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What one item of a list is called ("Add Photo", not "Add Photos"): the list's label without its plural "s". */
export const singularOf = (label: string) => (/[^s]s$/.test(label) ? label.slice(0, -1) : label);

/** Text at least this long is written in a text box rather than a one-line input. */
const LONG_TEXT = 20;
/** The fields whose value names the record in a list (its collapsed summary), first found first. */
const SUMMARY_KEYS = ['name', 'title', 'question', 'author', 'label', 'days', 'id'];

const typeOf = (node: SchemaNode): string | undefined => (Array.isArray(node.type) ? node.type[0] : node.type);

/** A union of objects told apart by one key holding a constant (`{ "type": "external", … }`). */
function discriminator(options: readonly SchemaNode[]): string | undefined {
  const [first] = options;
  if (!first?.properties) return undefined;
  return Object.keys(first.properties).find((key) =>
    options.every((option) => option.properties?.[key]?.const !== undefined && option.required?.includes(key)),
  );
}

/** The choices of an enum or a constant, else none. */
function choices(node: SchemaNode): unknown[] | undefined {
  if (node.enum) return node.enum;
  if (node.const !== undefined) return [node.const];
  return undefined;
}

function relation(target: RefTarget, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    widget: 'relation',
    collection: target.collection,
    ...(target.file ? { file: target.file } : {}),
    value_field: target.valueField,
    display_fields: target.displayFields,
    search_fields: target.displayFields,
    ...extra,
  };
}

function counts(node: SchemaNode): Record<string, number> {
  return {
    ...(node.minItems !== undefined && node.minItems > 0 ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
}

function stringOptions(node: SchemaNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (node.format === 'date') return { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
  out['widget'] = (node.minLength ?? 0) >= LONG_TEXT ? 'text' : 'string';
  if (node.format === 'uri') out['type'] = 'url';
  if (node.format === 'email') out['type'] = 'email';
  if (node.minLength !== undefined && node.minLength > 1) out['minlength'] = node.minLength;
  if (node.maxLength !== undefined) out['maxlength'] = node.maxLength;
  // An e-mail address or URL is checked by its input type; a pattern with flags only by the content check.
  if (node.pattern && !node.format && !node['x-pattern-flags']) {
    out['pattern'] = [node.pattern, node['x-pattern-message'] ?? 'is not written the expected way: compare it with the other entries'];
  }
  return out;
}

function numberOptions(node: SchemaNode): Record<string, unknown> {
  const integer = typeOf(node) === 'integer';
  // zod writes the safe-integer range as the limits of an int: no limit for an editor.
  const limit = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
  const min = limit(node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (integer ? 1 : 0) : undefined));
  const max = limit(node.maximum);
  return {
    widget: 'number',
    value_type: integer ? 'int' : 'float',
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/** The summary of a collapsed list item: its first naming field. */
export function summaryFor(fields: readonly CmsField[]): string | undefined {
  const key = SUMMARY_KEYS.find((name) => fields.some((f) => f.name === name));
  return key ? `{{fields.${key}}}` : undefined;
}

/** The widget options of one schema node (without its name, label and required). */
function widgetFor(node: SchemaNode, path: string, context: FieldContext): Record<string, unknown> {
  const ref = node['x-ref'];
  if (ref) {
    const target = context.refs[ref];
    if (target) return relation(target);
  }
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    const key = discriminator(options);
    if (key) {
      return {
        widget: 'object',
        typeKey: key,
        types: options.map((option) => {
          const name = String(option.properties?.[key]?.const);
          const rest = { ...option, properties: Object.fromEntries(Object.entries(option.properties ?? {}).filter(([k]) => k !== key)) };
          return { name, label: labelFor(name), widget: 'object', fields: objectFields(rest, path, context) };
        }),
      };
    }
    const first = options.find((option) => typeOf(option) !== 'null');
    return first ? widgetFor(first, path, context) : { widget: 'string' };
  }
  const list = choices(node);
  if (list) return { widget: 'select', options: list };
  switch (typeOf(node)) {
    case 'string':
      return stringOptions(node);
    case 'number':
    case 'integer':
      return numberOptions(node);
    case 'boolean':
      return { widget: 'boolean' };
    case 'array': {
      const items = node.items ?? {};
      const itemRef = items['x-ref'];
      const target = itemRef ? context.refs[itemRef] : undefined;
      if (target) return relation(target, { multiple: true, ...counts(node) });
      const itemChoices = choices(items);
      if (itemChoices) return { widget: 'select', multiple: true, options: itemChoices, ...counts(node) };
      if (typeOf(items) === 'object' && items.properties) {
        const fields = objectFields(items, path, context);
        const summary = summaryFor(fields);
        return { widget: 'list', ...counts(node), ...(summary ? { summary } : {}), fields };
      }
      return { widget: 'list', ...counts(node), field: field('item', items, true, `${path}.*`, context) };
    }
    case 'object':
      if (!node.properties || Object.keys(node.properties).length === 0) return { widget: 'keyvalue' };
      return { widget: 'object', fields: objectFields(node, path, context) };
    default:
      return { widget: 'string' };
  }
}

/** One field: its widget from the schema, then its override (by path) on top. */
export function field(name: string, node: SchemaNode, required: boolean, path: string, context: FieldContext): CmsField {
  const own = widgetFor(node, path, context);
  const base: CmsField = {
    name,
    label: labelFor(name),
    widget: String(own['widget']),
    ...own,
    ...(required ? {} : { required: false }),
  };
  const override = overrideAt(context, path);
  const result: CmsField = override ? { ...base, ...override, name } : base;
  return result.widget === 'list' ? withItemName(result, override) : result;
}

/** A list says what one item is called ("Add Photo"), and so does its one field, unless overridden. */
function withItemName(list: CmsField, override: Partial<CmsField> | undefined): CmsField {
  const singular = typeof list['label_singular'] === 'string' ? list['label_singular'] : singularOf(list.label ?? list.name);
  const item = list['field'] as CmsField | undefined;
  return {
    ...list,
    label_singular: singular,
    ...(item && item.label === labelFor(item.name) && !override?.['field'] ? { field: { ...item, label: singular } } : {}),
  };
}

/** The fields of an object node, in the schema's order; a field with a default may be left out. */
export function objectFields(node: SchemaNode, path: string, context: FieldContext): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    field(name, child, required.has(name) && child.default === undefined, `${path}.${name}`, context),
  );
}
