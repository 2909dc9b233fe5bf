/**
 * The pages with photos, as the budgets need them measured (no catalogue vehicle has photos yet): a
 * temporary copy of the project (bench/.tmp/photo, never committed) gives every vehicle three phone-like
 * test photos (scripts/bench/photo-catalogue.mjs: 4000 x 3000 JPEGs with an EXIF orientation and GPS,
 * photo-like content), the featured vehicle's portrait one leading (the heaviest first picture), and
 * builds, with an image cache kept in bench/.tmp/photo-cache between runs. The bench weighs those pages
 * with the others and runs Lighthouse on them, served from the copy, as the `*-photo` templates: the
 * vehicle page, the home page, a brand page and the inventory, each held to the photo budgets
 * (PHOTO_BUDGET) on the median of PHOTO_BUDGET.runs runs.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { staticRoutes, vehiclePath } from '../../src/lib/routes.ts';
import { addPhotos, photoSources } from './photo-catalogue.mjs';
import { timedBuild } from './run.mjs';
import { makeCopy } from './scaling.mjs';

/** The home page's first featured vehicle: its page is the one a visitor most often opens. */
const VEHICLE = 'evolution-d6-max-xt4';
const PHOTOS_PER_VEHICLE = 3;

/** Lighthouse budgets of the pages with photos, stricter than the site's: LCP 1.2 s on the median of 5 runs, the LCP image at 360 px at most 50 KB. */
export const PHOTO_BUDGET = { runs: 5, lcpMs: 1200, lcpImageBytes: 50 * 1024 };

export const PHOTO_TEMPLATES = [
  { name: 'vehicle-photo', path: vehiclePath({ id: VEHICLE }) },
  { name: 'home-photo', path: staticRoutes.home },
  { name: 'brand-photo', path: staticRoutes.evolution },
  { name: 'inventory-photo', path: staticRoutes.inventory },
].map((t) => ({ ...t, pages: 1, runCount: PHOTO_BUDGET.runs, lcpMs: PHOTO_BUDGET.lcpMs }));

export async function buildPhotoCopy(root, log) {
  const dir = resolve(root, 'bench/.tmp/photo');
  makeCopy(root, dir);
  const vehicles = readdirSync(join(dir, 'content/vehicles')).filter((f) => f.endsWith('.json')).length;
  const photos = addPhotos(dir, await photoSources(root, vehicles * PHOTOS_PER_VEHICLE, log), { portraitFirst: [VEHICLE] });
  const build = timedBuild(dir, { ASTRO_CACHE_DIR: resolve(root, 'bench/.tmp/photo-cache') });
  const count = [...photos.values()].reduce((n, list) => n + list.length, 0);
  log(`  photo copy (${count} photos) built in ${build.cpuSeconds.toFixed(1)} s CPU, ${build.seconds.toFixed(1)} s wall`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
