/**
 * The parts every page's copy is made of, declared once: a line of text, the hero, a section heading,
 * a titled block, a closing call to action and the search snippet. Pure zod, so pages, tests and tools
 * can take their types (`z.infer`) without loading the content layer.
 */
import { z } from 'astro/zod';
import { unknownPlaceholders } from '../lib/format/placeholders';
import { staticRoutes } from '../lib/routes';
import { pageTitle, withPlaceholderNames } from './content-checks';

/** A line a visitor reads: never empty. */
export const text = z.string().min(1);

/** The banner at the top of a page: a short eyebrow, the h1 and a sentence or two. */
export const hero = z.object({ eyebrow: text, title: z.string().min(10), lead: z.string().min(20) });

/** A section's h2 and the sentence under it. */
export const heading = z.object({ title: text, intro: z.string().min(10) });

/** A titled paragraph in a grid of cards. */
export const block = z.object({ title: text, description: z.string().min(10) });

/** The closing band of a page: a question or invitation and one sentence. */
export const cta = z.object({ title: text, body: z.string().min(10) });

const routeKeys = Object.keys(staticRoutes) as [keyof typeof staticRoutes, ...(keyof typeof staticRoutes)[]];

/** One of the site's pages, by its key in staticRoutes (src/lib/routes.ts), e.g. "inventory". */
export const routeKey = z.enum(routeKeys, { error: `must be one of the site's pages: ${routeKeys.join(', ')}` });

/** A link to one of the site's pages. */
export const link = z.object({ label: text, route: routeKey });

/** A service the dealer provides in a place, as its structured data names it: "Golf cart rentals in {town}". */
export const areaService = z.object({ name: text, type: text });

/**
 * What search engines show: the title (the layout adds the brand; without one the page gets the
 * default title), the snippet and the keywords.
 */
export const seo = z.object({
  title: pageTitle(text).optional(),
  description: z.string().min(40, 'must be at least 40 characters (it becomes the search-result snippet)'),
  keywords: z.array(text).min(1),
});

/** Every string in a piece of content, with its path (for an error that names the field). */
function* strings(value: unknown, path: (string | number)[] = []): Generator<[(string | number)[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

/**
 * Page copy that names values the page fills in from data, e.g. "from {lowestDaily} a day". Only the
 * listed names may appear, so a typo fails the build on its own field instead of reaching a page.
 */
export function withPlaceholders<T extends z.ZodType>(schema: T, names: readonly string[]) {
  const allowed = names.length > 0 ? `use ${names.map((n) => `{${n}}`).join(', ')}` : 'this page fills in none';
  const checked = schema.superRefine((data, ctx) => {
    for (const [path, value] of strings(data)) {
      for (const name of unknownPlaceholders(value, names)) {
        ctx.addIssue({ code: 'custom', path, message: `unknown placeholder {${name}}: ${allowed}` });
      }
    }
  });
  // Copy outside such a part is shown as written: the content check refuses a placeholder there.
  return withPlaceholderNames(checked, names);
}
