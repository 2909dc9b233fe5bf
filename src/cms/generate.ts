/**
 * The CMS configuration, generated from the content collections (src/content.config.ts): each
 * collection's file or folder and the JSON Schema of its zod schema become a CMS collection and its
 * fields (src/lib/cms/), with the small hand-written plan (src/cms/plan.ts) on top. The backend's
 * repository and sign-in address are filled in on the page (src/cms/admin.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaOf } from '../content-check/check';
import { collections } from '../content.config';
import { sourceOf } from '../content-loaders';
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

/** What the CMS needs of each content collection: its file or folder, how it is stored and its JSON Schema. */
function collectionPlans(root: string): ContentCollectionPlan[] {
  return Object.entries(collections).map(([name, collection]) => {
    const source = sourceOf(collection);
    // `image()` of a schema is what the file holds: a path.
    const schema = schemaOf(collection.schema);
    if (!source || !schema) throw new Error(`collection "${name}" has no content source and schema the CMS can read`);
    const tags = source.tags ? Object.keys(source.tags) : undefined;
    return {
      name,
      path: source.path,
      shape: shapeOf(root, source.path, tags !== undefined),
      schema: contentJsonSchema(schema),
      ...(source.positions ? { computed: ['position'] } : {}),
      ...(tags ? { tags } : {}),
    };
  });
}

/** The whole CMS configuration but what only the page knows, for the project at `root` (a folder path ending in "/"). */
export function cmsConfig(root: string) {
  return { ...STATIC_CONFIG, collections: cmsCollections(collectionPlans(root), cmsPlan) };
}
