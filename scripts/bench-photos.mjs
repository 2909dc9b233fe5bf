#!/usr/bin/env node
/**
 * `npm run bench:photos`: what photos cost the build. For each photo count (0, 50 and 200 by default) a
 * temporary copy of the project (bench/.tmp/photos/) gets that many phone-like test photos
 * (scripts/bench/photo-catalogue.mjs) and builds twice:
 *   - cold: an empty image cache, as a first deploy;
 *   - warm: a fresh copy of the same content with the cache the cold build left, as the next deploy
 *     after the workflow restored it (or the next local build).
 * Each build is timed (wall and CPU seconds) with the host's load, and its decodes and encodes are
 * counted (IMAGE_ENCODE_LOG, src/image-service.ts). Seconds per new photo: (cold with n photos - cold
 * with none) / n; per unchanged photo: the same of the warm builds; the targets are judged on CPU
 * seconds (see below). Writes bench/report.photos.md and .json and exits 1 when a target is missed.
 * Options: --counts=0,50,200 (the first is the baseline) --keep (leave the copies)
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addPhotos, photoSources } from './bench/photo-catalogue.mjs';
import { timedBuild } from './bench/run.mjs';
import { makeCopy } from './bench/scaling.mjs';

/** The targets, on the 2-core test machine. */
export const TARGETS = { newPhotoSeconds: 1.5, unchangedPhotoSeconds: 0.05, catalogue: { photos: 360, seconds: 600 } };

const { values } = parseArgs({ options: { counts: { type: 'string', default: '0,50,200' }, keep: { type: 'boolean', default: false } } });
const counts = values.counts.split(',').map(Number);
const root = resolve('.');
const work = join(root, 'bench/.tmp/photos');
const log = (...m) => console.log(...m);
const load = () => loadavg()[0];

function countEvents(file) {
  const lines = existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  return { decodes: lines.filter((l) => l.event === 'decode').length, encodes: lines.filter((l) => l.event === 'encode').length };
}

/** One build of a fresh copy holding `sources` as photos, with the given image cache. */
function build(name, sources, cache) {
  const dir = join(work, name);
  makeCopy(root, dir);
  const photos = addPhotos(dir, sources);
  const events = join(work, `${name}.log`);
  rmSync(events, { force: true });
  const before = load();
  const result = timedBuild(dir, { ASTRO_CACHE_DIR: cache, IMAGE_ENCODE_LOG: events });
  const vehicles = [...photos.values()].filter((p) => p.length > 0).length;
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
  return { ...result, ...countEvents(events), vehicles, load: [before, load()] };
}

const s = (n) => n.toFixed(1);

log(`Photo build cost: ${counts.join(', ')} photos, cold and warm, ${cpus().length} cores`);
const sources = await photoSources(root, Math.max(...counts), log);
const runs = [];
for (const count of counts) {
  const cache = join(work, `cache-${count}`);
  rmSync(cache, { recursive: true, force: true });
  const photos = sources.slice(0, count);
  log(`${count} photos: cold build...`);
  const cold = build(`cold-${count}`, photos, cache);
  log(
    `  ${s(cold.seconds)} s wall, ${s(cold.cpuSeconds)} s CPU, ${cold.decodes} decodes, ${cold.encodes} encodes (load ${s(cold.load[0])})`,
  );
  log(`${count} photos: warm build (a fresh copy, the cache kept)...`);
  const warm = build(`warm-${count}`, photos, cache);
  log(
    `  ${s(warm.seconds)} s wall, ${s(warm.cpuSeconds)} s CPU, ${warm.decodes} decodes, ${warm.encodes} encodes (load ${s(warm.load[0])})`,
  );
  if (!values.keep) rmSync(cache, { recursive: true, force: true });
  runs.push({ photos: count, cold, warm });
}

const [base, ...rest] = runs;
const perPhoto = rest.map((r) => ({
  photos: r.photos,
  newPhoto: (r.cold.seconds - base.cold.seconds) / r.photos,
  newPhotoCpu: (r.cold.cpuSeconds - base.cold.cpuSeconds) / r.photos,
  unchangedPhoto: (r.warm.seconds - base.warm.seconds) / r.photos,
  unchangedPhotoCpu: (r.warm.cpuSeconds - base.warm.cpuSeconds) / r.photos,
}));
// The targets are judged on CPU seconds: on a shared host the wall clock measures the neighbours (a load
// of 20 on 2 cores leaves the build a tenth of the machine), while the build's own CPU time is what the
// photos cost it with one core to itself; encoding is all CPU, and Astro converts one photo per core at a
// time, so two cores take about half. The wall clock is reported beside it, with the load.
const largest = perPhoto.at(-1);
const catalogue = largest
  ? {
      cpu: base.cold.cpuSeconds + TARGETS.catalogue.photos * largest.newPhotoCpu,
      wall: base.cold.seconds + TARGETS.catalogue.photos * largest.newPhoto,
    }
  : undefined;
const failures = [];
for (const p of perPhoto) {
  if (p.newPhotoCpu > TARGETS.newPhotoSeconds)
    failures.push(`${p.photos} photos: ${p.newPhotoCpu.toFixed(2)} s of CPU per new photo > ${TARGETS.newPhotoSeconds} s`);
  if (p.unchangedPhotoCpu > TARGETS.unchangedPhotoSeconds)
    failures.push(
      `${p.photos} photos: ${p.unchangedPhotoCpu.toFixed(3)} s of CPU per unchanged photo > ${TARGETS.unchangedPhotoSeconds} s`,
    );
}
for (const r of runs) if (r.warm.encodes > 0) failures.push(`${r.photos} photos: the warm build encoded ${r.warm.encodes} files`);
if (catalogue && catalogue.cpu > TARGETS.catalogue.seconds)
  failures.push(`${TARGETS.catalogue.photos} photos from cold: ${s(catalogue.cpu)} s of CPU > ${TARGETS.catalogue.seconds} s`);

const row = (...cells) => `| ${cells.join(' | ')} |`;
const lines = [
  '# Photo build cost',
  '',
  `${new Date().toISOString()} · ${cpus().length} cores (${availableParallelism()} usable) · \`npm run bench:photos -- --counts=${counts.join(',')}\``,
  '',
  row('photos', 'vehicles with photos', 'build', 'wall s', 'CPU s', 'decodes', 'encodes', 'load before / after'),
  row(...Array(8).fill('---')),
  ...runs.flatMap((r) =>
    ['cold', 'warm'].map((kind) =>
      row(
        r.photos,
        r[kind].vehicles,
        kind,
        s(r[kind].seconds),
        s(r[kind].cpuSeconds),
        r[kind].decodes,
        r[kind].encodes,
        r[kind].load.map(s).join(' / '),
      ),
    ),
  ),
  '',
  row('photos', 'per new photo, wall s', 'CPU s', 'per unchanged photo, wall s', 'CPU s'),
  row(...Array(5).fill('---')),
  ...perPhoto.map((p) =>
    row(p.photos, p.newPhoto.toFixed(2), p.newPhotoCpu.toFixed(2), p.unchangedPhoto.toFixed(3), p.unchangedPhotoCpu.toFixed(3)),
  ),
  '',
  catalogue
    ? `${TARGETS.catalogue.photos} photos from cold (the build without photos plus ${TARGETS.catalogue.photos} x the largest run's figure per new photo): ${s(catalogue.cpu)} s of CPU (${s(catalogue.wall)} s of wall clock at this load).`
    : '',
  '',
  'Targets are judged on CPU seconds (what the photos cost the build with one core to itself; two cores take about half): on a shared host the wall clock measures the neighbours.',
  '',
  failures.length === 0
    ? `**Targets met**: ≤ ${TARGETS.newPhotoSeconds} s per new photo, ≤ ${TARGETS.unchangedPhotoSeconds} s per unchanged photo, ${TARGETS.catalogue.photos} photos within ${TARGETS.catalogue.seconds / 60} minutes from cold (CPU seconds), no encode in a warm build.`
    : `**${failures.length} target(s) missed:**\n${failures.map((f) => `- ${f}`).join('\n')}`,
];
writeFileSync(join(root, 'bench/report.photos.md'), `${lines.join('\n')}\n`);
writeFileSync(
  join(root, 'bench/report.photos.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs, perPhoto, catalogue, failures }, null, 2)}\n`,
);
log(`\n${lines.slice(4).join('\n')}\n\nWrote bench/report.photos.md and bench/report.photos.json`);
if (failures.length > 0) process.exit(1);
