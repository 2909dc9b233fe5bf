/**
 * The specification's figures against the site (`npm run check:spec`): where a content value, a series
 * computed from the catalogue, a county's number of towns or a figure a built page states differs from
 * the figure the specification gives. A difference is information, never an error: an editor may have
 * changed a price on purpose. Pure: the command reads the files and hands them in.
 */
import { seriesModels, seriesSummary, type CatalogueVehicle } from '../../src/lib/brands/series.ts';
import { statesFigure } from '../../tests/support/page-blocks.ts';

export interface Figures {
  /** A value of a content file, by a dotted path; a path step into a list picks the item with that `id`. */
  content: { what: string; file: string; path: string; value: string | number }[];
  /** A brand series' "Starting at" price and, where given, its number of models. */
  series: { brand: string; category: string; startingPrice: number; modelCount?: number }[];
  /** A county's number of towns and of towns with a rental page. */
  towns: { county: string; towns?: number; rentalTowns?: number }[];
  /** Figures a built page states, each next to the words it belongs to. */
  pages: { path: string; figures: [figure: string, near?: string][] }[];
}

export interface Site {
  /** A content file, parsed; undefined when it is missing or unreadable. */
  json(file: string): unknown;
  /** The published catalogue (drafts left out). */
  catalogue: readonly CatalogueVehicle[];
  /** The published towns. */
  towns: readonly { county: string; offersRentals?: boolean }[];
  /** The text blocks of a built page (tests/support/page-blocks.ts), undefined when it is not built. */
  pageBlocks(path: string): readonly string[] | undefined;
}

export interface Report {
  checked: number;
  /** One line per figure the site differs from: what, the figure, what the site has and where. */
  differences: string[];
  /** Figures that could not be compared (a page not built), with why. */
  unchecked: string[];
}

/** The value at a dotted path; a step into a list picks the item whose `id` is the step. */
export function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const step of path.split('.')) {
    if (Array.isArray(value)) value = value.find((item) => (item as { id?: unknown })?.id === step);
    else if (value && typeof value === 'object') value = (value as Record<string, unknown>)[step];
    else return undefined;
  }
  return value;
}

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

export function specReport(figures: Figures, site: Site): Report {
  const differences: string[] = [];
  const unchecked: string[] = [];
  let checked = 0;

  for (const figure of figures.content) {
    checked += 1;
    const found = valueAt(site.json(figure.file), figure.path);
    if (found !== figure.value)
      differences.push(`${figure.what}: the specification says ${show(figure.value)}, ${figure.file} (${figure.path}) has ${show(found)}`);
  }

  for (const figure of figures.series) {
    checked += 1;
    const summary = seriesSummary(seriesModels(site.catalogue, figure.brand, figure.category));
    const name = `the ${figure.brand} ${figure.category} series`;
    if (!summary)
      differences.push(`${name}: the specification says it starts at ${figure.startingPrice}; the catalogue has no new model in it`);
    else {
      if (summary.startingPrice !== figure.startingPrice)
        differences.push(`${name}: the specification says it starts at ${figure.startingPrice}, the catalogue at ${summary.startingPrice}`);
      if (figure.modelCount !== undefined && summary.modelCount !== figure.modelCount)
        differences.push(`${name}: the specification says ${figure.modelCount} models, the catalogue has ${summary.modelCount}`);
    }
  }

  for (const figure of figures.towns) {
    const inCounty = site.towns.filter((t) => t.county === figure.county);
    const counts = [
      ['towns', figure.towns, inCounty.length],
      ['towns with a rental page', figure.rentalTowns, inCounty.filter((t) => t.offersRentals).length],
    ] as const;
    for (const [noun, expected, found] of counts) {
      if (expected === undefined) continue;
      checked += 1;
      if (found !== expected)
        differences.push(`${figure.county} ${noun}: the specification says ${expected}, content/municipalities.json has ${found}`);
    }
  }

  for (const page of figures.pages) {
    const blocks = site.pageBlocks(page.path);
    if (!blocks) {
      unchecked.push(`${page.path}: ${page.figures.length} figures (the page is not built: run npm run build)`);
      continue;
    }
    for (const [figure, near] of page.figures) {
      checked += 1;
      if (!statesFigure(blocks, figure, near))
        differences.push(`${page.path}: the specification says "${figure}"${near ? ` next to "${near}"` : ''}; the page does not`);
    }
  }
  return { checked, differences, unchecked };
}
