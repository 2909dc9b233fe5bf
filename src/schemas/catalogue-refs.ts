/**
 * Reference checks for content that names records of other collections (vehicles, towns). The ids
 * are read from the content files themselves, so a typo fails the build on its own field, saying
 * which id is unknown and where the valid ones live.
 */
import { z } from 'astro/zod';
import { readFileSync, readdirSync } from 'node:fs';

const contentDir = new URL('../../content/', import.meta.url);

/** Ids of the vehicle catalogue: one file per vehicle in content/vehicles/. */
export const vehicleIds: ReadonlySet<string> = new Set(
  readdirSync(new URL('vehicles/', contentDir))
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length)),
);

/** Ids of the municipality records in content/municipalities.json. */
export const municipalityIds: ReadonlySet<string> = new Set(
  (JSON.parse(readFileSync(new URL('municipalities.json', contentDir), 'utf8')) as { id: string }[]).map((m) => m.id),
);

/** A catalogue vehicle id, e.g. "evolution-d5-ranger-4-plus". */
export const vehicleRef = z.string().refine((id) => vehicleIds.has(id), {
  error: (issue) => `unknown vehicle id "${String(issue.input)}": there is no content/vehicles/${String(issue.input)}.json`,
});

/** A municipality id from content/municipalities.json, e.g. "little-creek". */
export const municipalityRef = z.string().refine((id) => municipalityIds.has(id), {
  error: (issue) => `unknown municipality id "${String(issue.input)}": it must be an "id" in content/municipalities.json`,
});

/** A list of distinct ids: the same vehicle or town twice in one list is an editing slip. */
export const distinct = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).refine((ids) => new Set(ids).size === ids.length, { error: 'lists the same id twice' });
