/**
 * The vehicle page with photos, as the budgets need it measured (no catalogue vehicle has photos yet): a
 * temporary copy of the project (bench/.tmp/photo, never committed) gives one vehicle two photos made
 * from the tests' phone-like fixture (tests/support/photo-fixture.ts: 4000 x 3000, on its side, with GPS)
 * and builds. The bench weighs that page with the other pages and runs Lighthouse on it, served from the
 * copy, as the `vehicle-photo` template.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { photoFixture } from '../../tests/support/photo-fixture.ts';
import { vehiclePath } from '../../src/lib/routes.ts';
import { timedBuild } from './run.mjs';
import { makeCopy } from './scaling.mjs';

/** The featured vehicle of the home page: its page is the one a visitor most often opens. */
const VEHICLE = 'evolution-d6-max-xt4';
export const PHOTO_TEMPLATE = 'vehicle-photo';

export async function buildPhotoCopy(root, log) {
  const dir = resolve(root, 'bench/.tmp/photo');
  makeCopy(root, dir);
  const fixture = await photoFixture();
  const photos = [
    { src: `${VEHICLE}/front.jpg`, alt: 'Front three-quarter view of the cart (benchmark fixture)' },
    { src: `${VEHICLE}/side.jpg`, alt: 'Side view of the cart (benchmark fixture)' },
  ];
  for (const photo of photos) {
    const file = join(dir, 'content/vehicles', photo.src);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, fixture);
  }
  const record = join(dir, `content/vehicles/${VEHICLE}.json`);
  writeFileSync(record, `${JSON.stringify({ ...JSON.parse(readFileSync(record, 'utf8')), photos }, null, 2)}\n`);
  const build = timedBuild(dir);
  log(`  photo copy built in ${build.cpuSeconds.toFixed(1)} s CPU`);
  return { dir, path: vehiclePath({ id: VEHICLE }), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
