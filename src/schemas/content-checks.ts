/**
 * Checks a field declares that need all the content: what the field names exists (src/schemas/catalogue-refs.ts),
 * a page title fits search results. A schema stays pure zod: the check is the field's metadata (zod's
 * `.meta()`), and the content check runs it in one pass that receives every collection
 * (src/content-check/references.ts). So is the list of placeholders a part of page copy may name.
 */
import { z } from 'astro/zod';
import { TITLE_MAX } from '../lib/seo/title';

/** What content exists, as the content check read it. */
export interface ContentIndex {
  /** Absolute path of the project root. */
  root: string;
  /** Every record of each collection, with its id, as written in its file (drafts included). */
  records: ReadonlyMap<string, readonly ContentRecord[]>;
  /** Whether drafts are left out (production build, `npm run check:content`). */
  production: boolean;
  /** Records that could not be read (all of a collection, or some ids): naming them is not reported again. */
  unreadable: ReadonlyMap<string, 'all' | readonly string[]>;
}
export interface ContentRecord {
  id: string;
  data: Record<string, unknown>;
}

/** A mistake a check finds, at a path inside the checked value (or at the value itself). */
export interface ReferenceIssue {
  path?: (string | number)[];
  message: string;
}
/** Checks one value against all content; `file` is the entry's file, from the project root. */
type ReferenceCheck = (value: unknown, content: ContentIndex, file: string) => ReferenceIssue[];

/** A schema whose values the content check also checks against all the content. */
export function withContentCheck<T extends z.ZodType>(
  schema: T,
  check: (value: z.output<T>, content: ContentIndex, file: string) => string | ReferenceIssue[] | undefined,
): T {
  const contentCheck: ReferenceCheck = (value, content, file) => {
    // A value of the wrong form is the schema's mistake, reported once, by the schema.
    if (!schema.safeParse(value).success) return [];
    const found = check(value as z.output<T>, content, file);
    return typeof found === 'string' ? [{ message: found }] : (found ?? []);
  };
  return schema.meta({ contentCheck });
}

/** The content check a schema declares, if any. */
export const contentCheckOf = (schema: z.ZodType): ReferenceCheck | undefined =>
  z.globalRegistry.get(schema)?.['contentCheck'] as ReferenceCheck | undefined;

/** Page copy whose strings may name these placeholders, which its page fills in. */
export const withPlaceholderNames = <T extends z.ZodType>(schema: T, names: readonly string[]): T => schema.meta({ placeholders: names });

/** The placeholders a part of page copy may name, if it declares them. */
export const placeholdersOf = (schema: z.ZodType): readonly string[] | undefined =>
  z.globalRegistry.get(schema)?.['placeholders'] as readonly string[] | undefined;

const isDraft = (record: ContentRecord) => record.data['draft'] === true;

/** The records a reference may name: in production, drafts are left out of the site and cannot be named. */
export function published(content: ContentIndex, collection: string): readonly ContentRecord[] {
  const all = content.records.get(collection) ?? [];
  return content.production ? all.filter((r) => !isDraft(r)) : all;
}

/** The longest text a page may put in place of a placeholder of a title. */
function longestValues(content: ContentIndex): Record<string, string> {
  const longest = (collection: string) =>
    published(content, collection)
      .map((r) => String(r.data['name'] ?? ''))
      .reduce((a, b) => (b.length > a.length ? b : a), '');
  const brandName = published(content, 'site')[0]?.data['brandName'];
  return { town: longest('municipalities'), county: longest('counties'), ...(typeof brandName === 'string' ? { brandName } : {}) };
}

/**
 * Text that becomes the page's `<title>` (`template` turns it into the title, e.g. a vehicle's name into
 * "… for Sale in Delaware"): search results cut a title after about 60 characters, so the title a page
 * states, with the longest value of each placeholder, is at most that long. The layout's brand suffix
 * (" | First State Golf Carts") may be cut.
 */
export const pageTitle = <T extends z.ZodType<string>>(schema: T, template: (text: string) => string = (text) => text) =>
  withContentCheck(schema, (text, content) => {
    const values = longestValues(content);
    const title = template(text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder));
    if (title.length <= TITLE_MAX) return undefined;
    return `makes a page title of ${title.length} characters ("${title}"): search results cut it after about ${TITLE_MAX}, so shorten it to ${TITLE_MAX} or fewer`;
  });
