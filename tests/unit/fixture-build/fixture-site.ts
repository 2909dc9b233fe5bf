/**
 * Vitest global setup of the `fixture` project: the one build of a project copy in a test run. A copy of
 * the project (its tests included) gets every README everyday edit (everyday-edits.ts), passes
 * `npm run check:content` and is built with `npm run build`; then one more build, made to fail by a
 * mistake, must leave that dist/ as it was. The build's photos are converted cold (their files are taken
 * out of the kept image cache first) and its image service logs each decode and encode.
 *
 * The builds run in the background while the run's other projects start (a build keeps one core busy: the
 * other runs tests meanwhile); the setup provides where their outcome will be written, and the tests of
 * tests/unit/fixture-build/ wait for it with `fixtureSite()` (fixture-results.ts). The copy is removed after the run.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { makeEverydayEdits, type EditedSite } from './everyday-edits';

interface Run {
  status: number | null;
  output: string;
}

export interface FixtureSite {
  /** The copy's folder: its dist/ is the build of the edited content. */
  dir: string;
  edits: EditedSite;
  check: Run;
  /**
   * The build, whether it left its work folder (.build/) behind, and the image service's log of it
   * (IMAGE_ENCODE_LOG: one JSON line per decode and per encode).
   */
  build: Run & { leftover: boolean; encodeLog: string };
  /** The later build with a mistake in a vehicle's price, and dist/ before and after it. */
  failedBuild: Run & { mistakeFile: string; before: Record<string, string>; after: Record<string, string> };
}

/** What the setup writes when the builds are done: the fixture site, or why it could not be made. */
export type FixtureOutcome = { site: FixtureSite } | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file the fixture site's outcome (FixtureOutcome, JSON) is written to once its builds are done. */
    fixtureOutcome: string;
  }
}

/** Files of dist/ that any build rewrites, by a hash of their bytes. */
const DIST_FILES = ['index.html', 'inventory.html', 'sitemap-0.xml', 'data/vehicles.json', '_headers'];

async function buildFixtureSite(copy: ProjectCopy, edits: EditedSite, encodeLog: string): Promise<FixtureSite> {
  const check = await copy.npmInBackground('check:content');
  const built =
    check.status === 0 ? await copy.npmInBackground('build') : { status: null, output: 'not built: npm run check:content failed' };
  const build = {
    ...built,
    leftover: existsSync(join(copy.dir, '.build')),
    encodeLog: existsSync(encodeLog) ? readFileSync(encodeLog, 'utf8') : '',
  };
  rmSync(encodeLog, { force: true });

  const fingerprint = () =>
    Object.fromEntries(
      DIST_FILES.map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(copy.dir, 'dist', file)))
          .digest('hex'),
      ]),
    );
  const mistakeFile = `content/vehicles/${edits.price.vehicle}.json`;
  const valid = copy.read(mistakeFile);
  const before = build.status === 0 ? fingerprint() : {};
  copy.write(mistakeFile, valid.replace(/"price": \d+/, '"price": "$15,000"'));
  const failed = await copy.npmInBackground('build');
  copy.write(mistakeFile, valid);
  const after = build.status === 0 ? fingerprint() : {};
  return { dir: copy.dir, edits, check, build, failedBuild: { ...failed, mistakeFile, before, after } };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Astro's cache (optimized images above all) is kept between runs, as the project's own build keeps its;
  // the edited photos' files are taken out of it, so that this build converts them.
  const cacheDir = resolve(import.meta.dirname, '../../../node_modules/.cache/fixture-build');
  const encodeLog = join(tmpdir(), `fsgc-encodes-${process.pid}.log`);
  const outcomeFile = join(tmpdir(), `fsgc-fixture-${process.pid}.json`);
  rmSync(encodeLog, { force: true });
  rmSync(outcomeFile, { force: true });
  const copy = copyProject({ withTests: true, cacheDir, env: { IMAGE_ENCODE_LOG: encodeLog } });
  const edits = await makeEverydayEdits(copy);
  const photoNames = new Set(edits.photos.photos.map((photo) => basename(photo.src).split('.')[0]!));
  const cachedImages = join(cacheDir, 'assets');
  if (existsSync(cachedImages))
    for (const file of readdirSync(cachedImages)) if (photoNames.has(file.split('.')[0]!)) rmSync(join(cachedImages, file));

  // Written whole, then renamed: a test never reads half an outcome.
  const write = (outcome: FixtureOutcome) => {
    writeFileSync(`${outcomeFile}.part`, JSON.stringify(outcome));
    renameSync(`${outcomeFile}.part`, outcomeFile);
  };
  const done = buildFixtureSite(copy, edits, encodeLog).then(
    (site) => write({ site }),
    (error: unknown) => write({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
  project.provide('fixtureOutcome', outcomeFile);
  return async () => {
    await done;
    copy.remove();
    rmSync(encodeLog, { force: true });
    rmSync(outcomeFile, { force: true });
  };
}
