/**
 * Every image in public/ ships as it is, so each must be one a browser can show: a photo (JPEG, PNG,
 * WebP, AVIF) is decoded whole with sharp, a drawing (SVG) parsed. A broken file is a content mistake
 * naming the file, instead of a broken picture on the site or a build that fails without a name.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ContentProblem } from './problems';

const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i;
const IMAGE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** Why the image at `path` cannot be shown, or undefined when it can. */
export async function imageProblem(path: string): Promise<string | undefined> {
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

/**
 * A checker of the images in public/ that remembers each file's result until the file changes, so the
 * preview checks again only what an editor replaced.
 */
export function publicImageChecker(): (root: string) => Promise<ContentProblem[]> {
  const known = new Map<string, { stamp: string; problem: string | undefined }>();
  return async (root) => {
    const dir = join(root, 'public');
    const names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => IMAGE.test(name))
      .sort();
    const problems = await Promise.all(
      names.map(async (name) => {
        const path = join(dir, name);
        const { mtimeMs, size } = statSync(path);
        const stamp = `${mtimeMs}:${size}`;
        let result = known.get(path);
        if (result?.stamp !== stamp) {
          result = { stamp, problem: await imageProblem(path) };
          known.set(path, result);
        }
        const file = `public/${name.split('\\').join('/')}`;
        return result.problem
          ? [{ file, message: `this image cannot be shown (${result.problem}): export it again from the original, or replace it` }]
          : [];
      }),
    );
    return problems.flat();
  };
}
