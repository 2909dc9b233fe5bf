/**
 * The vehicle catalogue as the API serves it.
 *
 * One source: the build writes the catalogue, validated by the same content collection and zod schema
 * the pages are built from (`src/pages/data/vehicles.json.ts` -> `dist/data/vehicles.json`), and the
 * functions read that file from the deployment's own static assets (`env.ASSETS`). Functions cannot use
 * `astro:content`, and generating a module for them would mean a second build path with its own copy
 * of the validation; reading the built file keeps pages and API on the very same bytes of one deploy.
 * The parsed catalogue, its bodies and ETags are computed once per isolate (a deploy starts new ones).
 */
import { strongEtag } from '../../src/lib/api/etag';
import { builtAsset } from './built-asset';

export const CATALOGUE_ASSET = '/data/vehicles.json';

export interface Representation {
  body: string;
  etag: string;
}

export interface Catalogue {
  list: Representation;
  byId: Map<string, Representation>;
}

type Vehicle = { id: string } & Record<string, unknown>;

async function build(text: string): Promise<Catalogue> {
  const vehicles: unknown = JSON.parse(text);
  if (!Array.isArray(vehicles) || !vehicles.every((v): v is Vehicle => typeof v === 'object' && v !== null && typeof v.id === 'string')) {
    throw new Error(`${CATALOGUE_ASSET} is not an array of vehicles with ids`);
  }
  const listBody = JSON.stringify(vehicles);
  const byId = new Map<string, Representation>();
  for (const vehicle of vehicles) {
    const body = JSON.stringify(vehicle);
    byId.set(vehicle.id, { body, etag: await strongEtag(body) });
  }
  return { list: { body: listBody, etag: await strongEtag(listBody) }, byId };
}

/** The catalogue of this deployment. */
export const loadCatalogue = builtAsset(CATALOGUE_ASSET, build);
