/**
 * The CMS's collections, one for each content collection, as its files are written: a folder of JSON
 * files (one record per file, the file name its id), a folder of MDX files (frontmatter and text), one
 * JSON object, or a JSON list of records with ids. Collections are grouped as the editor looks for
 * them; a content collection no group names is listed under the last group, so a new one is never
 * left out.
 */
import { BODY_FIELD } from './mdx-file';
import {
  labelFor,
  objectFields,
  overrideAt,
  summaryFor,
  type CmsField,
  type FieldContext,
  type RefTarget,
  type SchemaNode,
} from './fields';

/** How a content collection is stored. */
export type ContentShape = 'json-folder' | 'mdx-folder' | 'json-object' | 'json-list';

/** A content collection as the CMS needs it. */
export interface ContentCollectionPlan {
  /** The collection's name in src/content.config.ts. */
  name: string;
  /** Its file or folder, from the project root. */
  path: string;
  shape: ContentShape;
  /** The JSON Schema of one record (one file, one MDX frontmatter, one list item). */
  schema: SchemaNode;
  /** Fields the loader adds and the file does not hold (a list record's `position`). */
  computed?: readonly string[];
  /** For MDX: the tags its text may use. */
  tags?: readonly string[];
}

/** Hand-written settings of a collection in the CMS. */
interface CollectionSettings {
  label?: string;
  /** For a folder: what one entry is called. */
  singular?: string;
  /** For a folder: the field that names an entry. */
  identifier?: string;
  /** For a folder: the template of a new entry's file name (its id). */
  slug?: string;
  /** For a folder: what the list of entries shows. */
  summary?: string;
  sortable?: readonly string[];
  /** Shown at the top of the editor. */
  description?: string;
  /** For a folder: the path of an entry's page (`{{slug}}` is its id), for the editor's "view" links and deploy previews. */
  preview?: string;
}

interface GroupSettings {
  name: string;
  label: string;
  description?: string;
  /** Content collections of the group, in the order the editor sees them. */
  collections: readonly string[];
}

export interface CmsPlan {
  /** Folder collections (one entry per file) first, in this order; then the groups of single files. */
  folders: readonly string[];
  groups: readonly GroupSettings[];
  settings: Readonly<Record<string, CollectionSettings>>;
  overrides: FieldContext['overrides'];
}

/**
 * The CMS's file formats for content (registered by the editor page, src/cms/admin.ts): JSON laid out
 * and formatted as the repository writes it, and MDX whose untouched frontmatter lines stay as they are
 * (the CMS takes a format for .mdx files only if its name ends in "-frontmatter").
 */
export const CONTENT_JSON = 'content-json';
export const CONTENT_MDX = 'content-mdx-frontmatter';

/** The name of the list field that holds a list file's records (saved as the file's top level). */
export const LIST_FIELD = 'items';

const ID_FIELD: CmsField = {
  name: 'id',
  label: 'ID',
  widget: 'string',
  hint: 'Lower-case words joined by hyphens, unique in the file: other content names this record by it.',
  pattern: ['^[a-z0-9]+(?:-[a-z0-9]+)*$', 'must be lower-case words joined by hyphens, e.g. "little-creek"'],
};

const ownFields = (plan: ContentCollectionPlan, context: FieldContext) =>
  objectFields(plan.schema, plan.name, context).filter((f) => !plan.computed?.includes(f.name));

/** Where each collection's records are picked from when other content names one. */
export function refTargets(plans: readonly ContentCollectionPlan[], cms: CmsPlan): Record<string, RefTarget> {
  const targets: Record<string, RefTarget> = {};
  for (const plan of plans) {
    const naming = cms.settings[plan.name]?.identifier ?? (plan.schema.properties?.['name'] ? 'name' : 'title');
    if (plan.shape === 'json-folder' || plan.shape === 'mdx-folder') {
      targets[plan.name] = { collection: plan.name, valueField: '{{slug}}', displayFields: [naming] };
    } else if (plan.shape === 'json-list') {
      const group = cms.groups.find((g) => g.collections.includes(plan.name)) ?? cms.groups.at(-1);
      targets[plan.name] = {
        collection: group?.name ?? plan.name,
        file: plan.name,
        valueField: `${LIST_FIELD}.*.id`,
        displayFields: [`${LIST_FIELD}.*.${naming}`],
      };
    }
  }
  return targets;
}

function folderCollection(plan: ContentCollectionPlan, settings: CollectionSettings, context: FieldContext) {
  const fields = ownFields(plan, context);
  if (plan.shape === 'mdx-folder') {
    const tags = (plan.tags ?? []).map((tag) => `<${tag}>`).join(', ');
    fields.push({
      name: BODY_FIELD,
      label: 'Text',
      widget: 'text',
      hint: `Markdown: ## for a heading, - for a list item, **bold**. Tags fill in facts from the other content${tags ? `: ${tags}` : ''}.`,
      ...overrideAt(context, `${plan.name}.${BODY_FIELD}`),
    });
  }
  const identifier = settings.identifier ?? (fields.some((f) => f.name === 'name') ? 'name' : 'title');
  return {
    name: plan.name,
    label: settings.label ?? labelFor(plan.name),
    ...(settings.singular ? { label_singular: settings.singular } : {}),
    ...(settings.description ? { description: settings.description } : {}),
    folder: plan.path,
    extension: plan.shape === 'mdx-folder' ? 'mdx' : 'json',
    format: plan.shape === 'mdx-folder' ? CONTENT_MDX : CONTENT_JSON,
    identifier_field: identifier,
    slug: settings.slug ?? `{{${identifier}}}`,
    ...(settings.summary ? { summary: settings.summary } : {}),
    ...(settings.sortable ? { sortable_fields: [...settings.sortable] } : {}),
    ...(settings.preview ? { preview_path: settings.preview } : {}),
    create: true,
    delete: true,
    fields,
  };
}

function fileEntry(plan: ContentCollectionPlan, settings: CollectionSettings, context: FieldContext) {
  const base = {
    name: plan.name,
    label: settings.label ?? labelFor(plan.name),
    ...(settings.description ? { description: settings.description } : {}),
    file: plan.path,
    format: CONTENT_JSON,
  };
  if (plan.shape !== 'json-list') return { ...base, fields: ownFields(plan, context) };
  const fields = [ID_FIELD, ...ownFields(plan, context)];
  const summary = summaryFor(fields);
  return {
    ...base,
    fields: [
      {
        name: LIST_FIELD,
        label: settings.label ?? labelFor(plan.name),
        widget: 'list',
        root: true,
        ...(summary ? { summary } : {}),
        fields,
        ...overrideAt(context, `${plan.name}.${LIST_FIELD}`),
      },
    ],
  };
}

/**
 * The CMS's collections for the content collections: folders, then groups of files. An override for
 * a field no schema has any more (renamed, removed) is refused, naming it, rather than left unused.
 */
export function cmsCollections(plans: readonly ContentCollectionPlan[], cms: CmsPlan): Record<string, unknown>[] {
  const context: FieldContext = { overrides: cms.overrides, refs: refTargets(plans, cms), used: new Set() };
  const collections = buildCollections(plans, cms, context);
  const unused = Object.keys(cms.overrides).filter((path) => !context.used?.has(path));
  if (unused.length > 0) {
    throw new Error(
      `the CMS plan overrides fields the schemas do not have: ${unused.join(', ')} (remove or rename them in src/cms/plan.ts)`,
    );
  }
  return collections;
}

function buildCollections(plans: readonly ContentCollectionPlan[], cms: CmsPlan, context: FieldContext): Record<string, unknown>[] {
  const byName = new Map(plans.map((plan) => [plan.name, plan]));
  const folders = plans.filter((p) => p.shape === 'json-folder' || p.shape === 'mdx-folder');
  const orderedFolders = [...folders].sort((a, b) => rank(cms.folders, a.name) - rank(cms.folders, b.name));
  const grouped = new Set(cms.groups.flatMap((g) => g.collections));
  const files = plans.filter((p) => p.shape === 'json-object' || p.shape === 'json-list');
  const ungrouped = files.filter((p) => !grouped.has(p.name)).map((p) => p.name);
  const groups = cms.groups.map((group, index) => ({
    ...group,
    collections: [...group.collections, ...(index === cms.groups.length - 1 ? ungrouped : [])],
  }));
  return [
    ...orderedFolders.map((plan) => folderCollection(plan, cms.settings[plan.name] ?? {}, context)),
    ...groups.map((group) => ({
      name: group.name,
      label: group.label,
      ...(group.description ? { description: group.description } : {}),
      files: group.collections
        .map((name) => byName.get(name))
        .filter((plan): plan is ContentCollectionPlan => plan !== undefined && (plan.shape === 'json-object' || plan.shape === 'json-list'))
        .map((plan) => fileEntry(plan, cms.settings[plan.name] ?? {}, context)),
    })),
  ];
}

function rank(order: readonly string[], name: string): number {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
}

/** The names of the optional on/off fields of every collection (`draft`, `sample`, …): absent means off. */
export function optionalFlags(collections: readonly Record<string, unknown>[]): Set<string> {
  const names = new Set<string>();
  const walk = (fields: unknown) => {
    if (!Array.isArray(fields)) return;
    for (const field of fields as CmsField[]) {
      if (field.widget === 'boolean' && field.required === false) names.add(field.name);
      walk(field['fields']);
      if (field['field']) walk([field['field']]);
      for (const type of (field['types'] as { fields?: unknown }[] | undefined) ?? []) walk(type.fields);
    }
  };
  for (const collection of collections) {
    walk(collection['fields']);
    for (const file of (collection['files'] as { fields?: unknown }[] | undefined) ?? []) walk(file.fields);
  }
  return names;
}
