/**
 * A build converts only new or changed photos: the site's image service and the vehicle page's picture
 * component (VehiclePicture.astro), built in a one-page Astro project (not a copy of the site, which
 * tests/unit/fixture-build/vehicle-photos.test.ts reads), three times, each build's decodes and encodes counted
 * from IMAGE_ENCODE_LOG:
 * 1. cold: the photo is decoded once and each of its files encoded once;
 * 2. a fresh checkout elsewhere that keeps the image cache (as the deploy workflow restores it): nothing
 *    decoded or encoded, the same files byte for byte;
 * 3. the same file name with another picture in it: encoded again (the cache goes by the file's content).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '../../src/lib/photos/photo-widths';
import { photoFixture } from '../support/photo-fixture';

const ROOT = resolve(import.meta.dirname, '../..');

interface Build {
  status: number | null;
  output: string;
  decodes: number;
  encodes: number;
  /** The built photo files: name -> bytes. */
  files: Map<string, Buffer>;
}

describe('a second build converts no unchanged photo', () => {
  const work = mkdtempSync(join(tmpdir(), 'fsgc-photo-cache-'));
  const cache = join(work, 'image-cache');
  const builds: Build[] = [];

  /** A one-page project showing the photo as the vehicle page does, with the site's image service. */
  function project(name: string, photo: Buffer): string {
    const dir = join(work, name);
    mkdirSync(join(dir, 'src/pages'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(
      join(dir, 'astro.config.mjs'),
      `export default { cacheDir: ${JSON.stringify(cache)}, image: { service: { entrypoint: ${JSON.stringify(join(ROOT, 'src/image-service.ts'))} } } };\n`,
    );
    writeFileSync(join(dir, 'src/front.jpg'), photo);
    writeFileSync(
      join(dir, 'src/pages/index.astro'),
      [
        '---',
        `import VehiclePicture from ${JSON.stringify(join(ROOT, 'src/components/vehicle/VehiclePicture.astro'))};`,
        "import front from '../front.jpg';",
        '---',
        '<VehiclePicture photo={{ src: front, alt: "Front view of the cart" }} sizes="100vw" lcp />',
        '',
      ].join('\n'),
    );
    return dir;
  }

  function build(dir: string): Build {
    const log = join(dir, 'encodes.log');
    rmSync(log, { force: true });
    const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 240_000,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', IMAGE_ENCODE_LOG: log },
    });
    const events = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) : [];
    const count = (event: string) => events.filter((line) => (JSON.parse(line) as { event: string }).event === event).length;
    const assets = join(dir, 'dist/_astro');
    const files = new Map(
      (existsSync(assets) ? readdirSync(assets) : [])
        .filter((f) => /\.(avif|webp)$/.test(f))
        .map((f) => [f, readFileSync(join(assets, f))] as const),
    );
    return {
      status: result.status,
      output: `${result.stdout}\n${result.stderr}`,
      decodes: count('decode'),
      encodes: count('encode'),
      files,
    };
  }

  beforeAll(async () => {
    const [photo, other] = await Promise.all([photoFixture({ seed: 11 }), photoFixture({ seed: 12 })]);
    const first = project('first', photo);
    builds.push(build(first));
    // A deploy runner: a new checkout in another place, the image cache restored.
    const checkout = join(work, 'checkout');
    cpSync(first, checkout, { recursive: true, filter: (src) => !/[/\\](dist|node_modules)$/.test(src) });
    symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'));
    builds.push(build(checkout));
    // The editor replaces the photo, keeping its name.
    writeFileSync(join(checkout, 'src/front.jpg'), other);
    builds.push(build(checkout));
  }, 600_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('builds each time', () => {
    for (const b of builds) expect(b.status, b.output.slice(-3000)).toBe(0);
  });

  it('cold: decodes the photo once and encodes each of its files once', () => {
    const [cold] = builds;
    expect(cold!.decodes).toBe(1);
    // AVIF at every width, and one WebP for a browser without AVIF.
    expect(cold!.files.size).toBe(PHOTO_WIDTHS.length + 1);
    expect(cold!.encodes).toBe(cold!.files.size);
  });

  it('with the cache kept, in a fresh checkout: decodes and encodes nothing, and builds the same files', () => {
    const [cold, warm] = builds;
    expect([warm!.decodes, warm!.encodes]).toEqual([0, 0]);
    expect([...warm!.files.keys()].sort()).toEqual([...cold!.files.keys()].sort());
    for (const [name, bytes] of warm!.files) expect(bytes.equals(cold!.files.get(name)!), name).toBe(true);
  });

  it('a photo replaced under the same name is converted again', () => {
    const [cold, , replaced] = builds;
    expect(replaced!.decodes).toBe(1);
    expect(replaced!.encodes).toBe(PHOTO_WIDTHS.length + 1);
    for (const name of replaced!.files.keys()) expect(cold!.files.has(name), name).toBe(false);
  });
});
