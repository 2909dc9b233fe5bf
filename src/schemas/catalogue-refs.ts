/**
 * Every field that names other content: a vehicle id, a town, a county, a policy, a series' catalogue
 * category, a rental fleet or plan, a file in public/ or beside the entry. In a schema each is a plain
 * string (or object) with the check of what it names (src/schemas/content-checks.ts); the content check
 * runs those checks in one pass over every collection, which hands each check all the content as it is
 * now. A mistake fails on its own field, saying what exists.
 */
import { z } from 'astro/zod';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { published, withContentCheck as reference, type ContentIndex, type ContentRecord } from './content-checks';

const isDraft = (record: ContentRecord) => record.data['draft'] === true;

/** Whether a name may point at a file that could not be read; that file's own mistake is reported instead. */
function unreadable(content: ContentIndex, collection: string, id?: string): boolean {
  const broken = content.unreadable.get(collection);
  if (broken === undefined) return false;
  return broken === 'all' || (id === undefined ? broken.length > 0 : broken.includes(id));
}

/** Edit distance, to suggest the id an editor most likely meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

function closest(id: string, ids: readonly string[]): string | undefined {
  let best: { id: string; d: number } | undefined;
  for (const candidate of ids) {
    const d = distance(id.toLowerCase(), candidate);
    if (!best || d < best.d) best = { id: candidate, d };
  }
  return best && best.d <= Math.max(2, Math.floor(id.length / 4)) ? best.id : undefined;
}

interface RefKind {
  /** "vehicle", "municipality", … */
  noun: string;
  /** Where the ids live, shown in the message. */
  home: (id: string) => string;
  /** List every valid id in the message (short lists only). */
  listAll?: boolean;
  /** A further rule the named record must meet, with the message when it does not. */
  accept?: (record: ContentRecord) => string | undefined;
}

const KINDS = {
  vehicles: { noun: 'vehicle', home: (id: string) => `there is no content/vehicles/${id}.json` },
  municipalities: { noun: 'municipality', home: () => 'it must be an "id" in content/municipalities.json' },
  counties: { noun: 'county', home: () => 'it must be an "id" in content/counties.json', listAll: true },
  policies: {
    noun: 'policy',
    home: (id: string) => `there is no content/policies/${id}.mdx`,
    accept: (record: ContentRecord) =>
      record.data['sameAs']
        ? `it only shows another policy's text ("sameAs: ${String(record.data['sameAs'])}"): name that policy instead`
        : undefined,
  },
} satisfies Record<string, RefKind>;

/**
 * An id of another collection's record. The one helper for every cross-file id: a typo, a removed
 * record or (in production) a draft fails on the field that names it. Its JSON Schema names the
 * collection (`x-ref`), so the CMS offers that collection's records to pick from.
 */
export function contentRef(collection: keyof typeof KINDS) {
  const kind: RefKind = KINDS[collection];
  return reference(z.string(), (id, content) => {
    if (unreadable(content, collection, id)) return undefined;
    const records = published(content, collection);
    const found = records.find((r) => r.id === id);
    if (found) {
      const refused = kind.accept?.(found);
      return refused && `${kind.noun} "${id}": ${refused}`;
    }
    if ((content.records.get(collection) ?? []).some((r) => r.id === id && isDraft(r))) {
      return `${kind.noun} "${id}" is a draft ("draft": true), so the published site leaves it out: publish it or stop naming it here`;
    }
    const ids = records.map((r) => r.id);
    const guess = closest(id, ids);
    const hint = kind.listAll ? `; use one of ${ids.join(', ')}` : guess ? `; did you mean "${guess}"?` : '';
    return `unknown ${kind.noun} id "${id}": ${kind.home(id)}${hint}`;
  }).meta({ 'x-ref': collection });
}

/** A catalogue vehicle id, e.g. "evolution-d5-ranger-4-plus". */
export const vehicleRef = contentRef('vehicles');
/** A municipality id from content/municipalities.json, e.g. "little-creek". */
export const municipalityRef = contentRef('municipalities');
/** A county id from content/counties.json, e.g. "kent-county". */
export const countyRef = contentRef('counties');
/** Another policy, by its file name in content/policies/ without ".mdx". */
export const policyRef = contentRef('policies');

/**
 * A series title on a brand page: the catalogue category whose new vehicles of that brand the
 * series card shows (and counts and prices).
 */
export const seriesCategory = (brand: string) =>
  reference(z.string(), (title, content) => {
    if (unreadable(content, 'vehicles')) return undefined;
    const ofBrand = published(content, 'vehicles').filter((r) => r.data['brand'] === brand && r.data['isNew'] === true);
    if (ofBrand.some((r) => r.data['category'] === title)) return undefined;
    const categories = [...new Set(ofBrand.map((r) => String(r.data['category'])))].sort();
    return `no new ${brand} vehicle in content/vehicles has "category": "${title}", so this series would show no models: use one of ${categories.map((c) => `"${c}"`).join(', ')}, or add the vehicles`;
  });

interface FleetRecord {
  id: string;
  plans?: { id: string }[];
}
const fleets = (content: ContentIndex): FleetRecord[] =>
  (published(content, 'rentals')[0]?.data['fleets'] as FleetRecord[] | undefined) ?? [];
const quoted = (ids: readonly string[]) => ids.map((id) => `"${id}"`).join(', ');

/** A rental fleet of content/rentals.json, e.g. "4-seater". */
export const rentalFleetRef = reference(z.string(), (id, content) => {
  if (unreadable(content, 'rentals')) return undefined;
  const ids = fleets(content).map((f) => f.id);
  return ids.includes(id) ? undefined : `unknown rental fleet "${id}": use one of ${quoted(ids)} (the fleets in content/rentals.json)`;
});

/** A rental plan of one fleet of content/rentals.json: { fleet: "4-seater", plan: "weekly" }. */
export const rentalPlanRef = reference(z.object({ fleet: rentalFleetRef, plan: z.string() }), ({ fleet, plan }, content) => {
  const ofFleet = fleets(content).find((f) => f.id === fleet);
  if (!ofFleet) return undefined;
  const ids = (ofFleet.plans ?? []).map((p) => p.id);
  return ids.includes(plan)
    ? undefined
    : [{ path: ['plan'], message: `unknown plan "${plan}" for the ${fleet} fleet: use one of ${quoted(ids)}` }];
});

/** A file in public/ named by its site path, e.g. "/images/share-default.jpg". */
export const publicFile = reference(
  z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with "/", e.g. "/images/share-default.jpg"'),
  (path, content) =>
    existsSync(join(content.root, 'public', decodeURI(path)))
      ? undefined
      : `there is no file public${path}: add the file or correct the path`,
);

/**
 * A file named from the entry's own folder, e.g. a vehicle's photo "denago-ev-city/front.jpg"; when it
 * exists, `fileProblem` (if given) says what is wrong with the file itself.
 */
export const fileBesideEntry = <T extends z.ZodType>(schema: T, fileProblem?: (path: string) => string | undefined) =>
  reference(schema, (src, content, file) => {
    if (typeof src !== 'string' || /^(https?:)?\/\//.test(src)) return undefined;
    const path = join(content.root, dirname(file), src);
    return existsSync(path)
      ? fileProblem?.(path)
      : `there is no image file "${src}" (looked for ${relative(content.root, path)}): add it or correct the path`;
  });

/** A list of distinct ids: the same vehicle or town twice in one list is an editing slip. */
export const distinct = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).superRefine((ids, ctx) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i], message: `lists "${id}" twice: remove one` });
      seen.add(id);
    });
  });
