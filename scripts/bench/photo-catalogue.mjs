/**
 * A dealer's catalogue of phone photos, for the benchmarks: test photos made with sharp
 * (tests/support/photo-fixture.ts: 4000 x 3000 JPEGs of about 4 MB with an EXIF orientation and GPS,
 * photo-like content, each seed its own picture, one in three held upright) are kept in
 * bench/.tmp/photo-sources/ between runs (never committed), and written into a copy of the project,
 * dealt over its vehicles in turn.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { photoFixture } from '../../tests/support/photo-fixture.ts';

/** Bumped when the test photos change: older ones are not reused. */
const GENERATION = 'v1';

const shapeOf = (seed) => (seed % 3 === 0 ? 'portrait' : 'landscape');

/** Test photos 1..count (`{ file, shape }`), made now where missing (as many at once as there are cores). */
export async function photoSources(root, count, log) {
  const dir = resolve(root, `bench/.tmp/photo-sources/${GENERATION}`);
  mkdirSync(dir, { recursive: true });
  const sources = Array.from({ length: count }, (_, i) => ({ file: join(dir, `photo-${i + 1}.jpg`), seed: i + 1, shape: shapeOf(i + 1) }));
  const missing = sources.filter(({ file }) => !existsSync(file));
  if (missing.length > 0) {
    log(`  making ${missing.length} test photos (kept in ${dir} for the next runs)...`);
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const { file, seed } = missing[next++];
        writeFileSync(file, await photoFixture({ seed, shape: shapeOf(seed) }));
      }
    };
    await Promise.all(Array.from({ length: availableParallelism() }, worker));
    log(`  made in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return sources;
}

/**
 * Gives the copy's vehicles the photos, dealt in turn (the first photo to the first vehicle, the second
 * to the second, ...), each listed in its vehicle's file with a description; the vehicles of
 * `portraitFirst` lead with a portrait photo when they have one. Returns the photos per vehicle id.
 */
export function addPhotos(dir, sources, { portraitFirst = [] } = {}) {
  const vehiclesDir = join(dir, 'content/vehicles');
  const ids = readdirSync(vehiclesDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  const photos = new Map(ids.map((id) => [id, []]));
  sources.forEach((source, i) => {
    const id = ids[i % ids.length];
    const list = photos.get(id);
    const src = `${id}/photo-${list.length + 1}.jpg`;
    mkdirSync(join(vehiclesDir, id), { recursive: true });
    writeFileSync(join(vehiclesDir, src), readFileSync(source.file));
    list.push({ src, alt: `Benchmark photo ${list.length + 1} of this cart, a test picture made for the benchmark`, shape: source.shape });
  });
  for (const [id, list] of photos) {
    if (list.length === 0) continue;
    const portrait = list.findIndex((p) => p.shape === 'portrait');
    if (portraitFirst.includes(id) && portrait > 0) list.unshift(...list.splice(portrait, 1));
    const file = join(vehiclesDir, `${id}.json`);
    const listed = list.map(({ src, alt }) => ({ src, alt }));
    writeFileSync(file, `${JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), photos: listed }, null, 2)}\n`);
  }
  return photos;
}
