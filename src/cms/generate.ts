/**
 * The CMS configuration, generated from the content collections (src/content.config.ts): each
 * collection's file or folder and the JSON Schema of its zod schema become a CMS collection and its
 * fields (src/lib/cms/), with the small hand-written plan (src/cms/plan.ts) on top. The backend's
 * repository and sign-in address are filled in on the page (src/cms/admin.ts).
 */
import { z } from 'astro/zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceOf, type CheckableCollection } from '../content-check/check';
import { cmsCollections, type ContentCollectionPlan, type ContentShape } from '../lib/cms/collections';
import { contentJsonSchema } from './json-schema';
import { cmsPlan } from './plan';

/** Where `npm run cms:config` writes the configuration, from the project root. */
export const CMS_CONFIG_FILE = 'src/cms/config.generated.json';

/** The same for every deployment: the GitHub backend with its editorial workflow, and how files are written. */
const STATIC_CONFIG = {
  app_title: 'Content editor',
  backend: {
    name: 'github',
    branch: 'main',
    auth_endpoint: 'api/cms/auth',
    auth_methods: ['oauth'],
    preview_context: 'preview',
  },
  publish_mode: 'editorial_workflow',
  // The preview pane would show field values, not the page: View Preview opens the page itself.
  editor: { preview: false },
  media_folder: 'public/images',
  public_folder: '/images',
  // Files keep web-safe names ("IMG 1234.JPG" becomes "img-1234.jpg"), up to the content check's 20 MB for a photo; no stock-photo services.
  media_libraries: { all: { slugify_filename: true, max_file_size: 20 * 1024 * 1024 }, stock_assets: false },
  output: { omit_empty_optional_fields: true },
  slug: { encoding: 'ascii', clean_accents: true },
} as const;

function shapeOf(root: string, path: string, hasTags: boolean): ContentShape {
  if (path.endsWith('.json')) {
    const value: unknown = JSON.parse(readFileSync(join(root, path), 'utf8'));
    return Array.isArray(value) ? 'json-list' : 'json-object';
  }
  return hasTags ? 'mdx-folder' : 'json-folder';
}

/** `image()` of a schema as the file holds it: a path. */
const imageAsPath = { image: () => z.string() };

/** What the CMS needs of each content collection: its file or folder, how it is stored and its JSON Schema. */
function collectionPlans(root: string, collections: Record<string, CheckableCollection>): ContentCollectionPlan[] {
  return Object.entries(collections).map(([name, collection]) => {
    const source = sourceOf(collection);
    if (!source) throw new Error(`collection "${name}" has no content source the CMS can read`);
    const schema = typeof collection.schema === 'function' ? collection.schema(imageAsPath) : collection.schema;
    const tags = source.tagSchemas ? Object.keys(source.tagSchemas) : undefined;
    return {
      name,
      path: source.path,
      shape: shapeOf(root, source.path, tags !== undefined),
      schema: contentJsonSchema(schema as z.ZodType),
      ...(source.positions ? { computed: ['position'] } : {}),
      ...(tags ? { tags } : {}),
    };
  });
}

/** The whole CMS configuration but what only the page knows. */
export function cmsConfig(root: string, collections: Record<string, CheckableCollection>) {
  return { ...STATIC_CONFIG, collections: cmsCollections(collectionPlans(root, collections), cmsPlan) };
}
