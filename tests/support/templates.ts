/**
 * The page templates the budgets name, each resolved to a real page of the build: candidates come from
 * the route builders and the content records, are kept only if the built sitemap lists them, and the
 * heaviest (compressed HTML) stands for its template, so the benchmark measures the worst case.
 * A template with no page in the sitemap resolves to `undefined`: reported as MISSING, never skipped.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { countyPath, policyPath, staticRoutes, townRentalPath, townSalesPath, vehiclePath } from '../../src/lib/routes.ts';
import { builtPages, sitemapPaths } from './built-site.ts';
import { pageWeight } from './page-weight.ts';

export const TEMPLATE_NAMES = [
  'home',
  'inventory',
  'vehicle',
  'county',
  'town',
  'rental',
  'policy',
  'contact',
  'eco-impact',
  'financing',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export interface Template {
  name: TemplateName;
  /** The page measured, or undefined when the sitemap has none yet. */
  path: string | undefined;
  /** How many sitemap pages share the template. */
  pages: number;
}

interface Town {
  slug: string;
  routeQualifier?: string;
  offersRentals?: boolean;
}

const json = <T>(root: string, file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
const ids = (dir: string, ext: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(ext))
        .map((f) => f.slice(0, -ext.length))
    : [];

/** Candidate paths per template, from the route builders and the content records. */
export function templateCandidates(root = '.'): Record<TemplateName, string[]> {
  const towns = json<Town[]>(root, 'content/municipalities.json');
  const counties = json<{ id: string }[]>(root, 'content/counties.json');
  return {
    home: [staticRoutes.home],
    inventory: [staticRoutes.inventory],
    vehicle: ids(join(root, 'content/vehicles'), '.json').map((id) => vehiclePath({ id })),
    county: counties.map(countyPath),
    town: towns.map(townSalesPath),
    rental: towns.filter((t) => t.offersRentals).map(townRentalPath),
    policy: ids(join(root, 'content/policies'), '.mdx').map((id) => policyPath({ id })),
    contact: [staticRoutes.contact],
    'eco-impact': [staticRoutes.ecoImpact],
    financing: [staticRoutes.financing],
  };
}

export function resolveTemplates(dist = 'dist', root = '.'): Template[] {
  const listed = new Set(sitemapPaths(dist));
  const built = new Map(builtPages(dist).map((p) => [p.path, p]));
  const candidates = templateCandidates(root);
  return TEMPLATE_NAMES.map((name) => {
    const present = candidates[name].filter((p) => listed.has(p) && built.has(p));
    const heaviest = present
      .map((p) => ({ p, gzip: pageWeight(dist, built.get(p)!).html.gzip }))
      .sort((a, b) => b.gzip - a.gzip || a.p.localeCompare(b.p))[0];
    return { name, path: heaviest?.p, pages: present.length };
  });
}
