#!/usr/bin/env node
/**
 * `npm run build`: builds the site into a fresh folder (.build/next/), completes its security headers
 * (scripts/csp-headers.mjs) and only then puts it in place of dist/. A build that fails at any step
 * leaves the last good dist/ exactly as it was, so `npm start`, the tests and a deploy never see a
 * half-built or half-deleted site. Then the image cache drops the files no page uses any more. Extra
 * arguments go to `astro build` (e.g. `-- --force`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = join(root, '.build');
const next = join(work, 'next');
const previous = join(work, 'previous');
const dist = join(root, 'dist');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

function run(args) {
  return spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

function fail(status, step) {
  rmSync(next, { recursive: true, force: true });
  console.error(`\n${step} failed: dist/ is unchanged${existsSync(dist) ? ' (the last good build)' : ''}.`);
  process.exit(status);
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const built = run(['node_modules/astro/bin/astro.mjs', 'build', '--outDir', next, ...process.argv.slice(2)]);
if (built !== 0) fail(built, 'The build');

const headers = run(['scripts/csp-headers.mjs', next]);
if (headers !== 0) fail(headers, 'The security headers step');

// Two renames on one disk: dist/ is never missing for longer than an instant, and never partial.
if (existsSync(dist)) renameSync(dist, previous);
renameSync(next, dist);
rmSync(work, { recursive: true, force: true });
console.log('dist/ now holds this build.');

// The image cache keeps the files this build made and nothing else: a photo replaced or removed leaves
// no file behind in it, so the cache a deploy keeps between runs stays the size of the site's photos.
const imageCache = join(
  process.env.ASTRO_CACHE_DIR ? resolve(root, process.env.ASTRO_CACHE_DIR) : join(root, 'node_modules/.astro'),
  'assets',
);
const used = new Set(existsSync(join(dist, '_astro')) ? readdirSync(join(dist, '_astro')) : []);
const stale = existsSync(imageCache) ? readdirSync(imageCache).filter((name) => !used.has(name)) : [];
for (const name of stale) rmSync(join(imageCache, name), { force: true });
if (stale.length > 0) console.log(`Image cache: ${stale.length} file(s) no page uses any more removed.`);
