/**
 * Every image in public/ ships as it is, so each must be one a browser can show: a photo (JPEG, PNG,
 * WebP, AVIF) is decoded whole with sharp, a drawing (SVG) parsed. A broken file is a content mistake
 * naming the file, instead of a broken picture on the site or a build that fails without a name.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ContentProblem } from './problems';

const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i;
const IMAGE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** Why the image at `path` cannot be shown, or undefined when it can. */
async function imageProblem(path: string): Promise<string | undefined> {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(path, { failOn: 'warning' });
    // A drawing is checked by parsing it; rendering every SVG would take seconds.
    if (RASTER.test(path)) await image.raw().toBuffer();
    else await image.metadata();
    return undefined;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).split('\n')[0];
  }
}

type Known = Record<string, { stamp: string; problem?: string | undefined }>;

/**
 * A checker of the images in public/ that remembers each file's result until the file changes (in the
 * project's .astro/ folder, so `npm run check:content` too checks again only what an editor replaced).
 */
export function publicImageChecker(): (root: string) => Promise<ContentProblem[]> {
  let known: Known | undefined;
  return async (root) => {
    const cacheFile = join(root, '.astro/content-check/public-images.json');
    if (!known) {
      try {
        known = JSON.parse(readFileSync(cacheFile, 'utf8')) as Known;
      } catch {
        known = {};
      }
    }
    const remembered = known;
    const names = readdirSync(join(root, 'public'), { recursive: true, encoding: 'utf8' }).filter((name) => IMAGE.test(name));
    let changed = false;
    const problems = await Promise.all(
      names.sort().map(async (name) => {
        const file = `public/${name.split('\\').join('/')}`;
        const { mtimeMs, size } = statSync(join(root, file));
        const stamp = `${mtimeMs}:${size}`;
        if (remembered[file]?.stamp !== stamp) {
          remembered[file] = { stamp, problem: await imageProblem(join(root, file)) };
          changed = true;
        }
        const problem = remembered[file]?.problem;
        return problem
          ? [{ file, message: `this image cannot be shown (${problem}): export it again from the original, or replace it` }]
          : [];
      }),
    );
    if (changed) {
      mkdirSync(dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(remembered));
    }
    return problems.flat();
  };
}
