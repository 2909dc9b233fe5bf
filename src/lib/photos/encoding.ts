/**
 * How the build encodes a photo, and from what: the encoder settings of each format, and the "master"
 * each photo is decoded into once, from which every file of that photo is cut and resized.
 *
 * AVIF at effort 1 encodes 13 to 22 times faster than sharp's default (4) for files about 20% larger at
 * the same quality setting; WebP at effort 2 about twice as fast as its default for files about 5% larger
 * (the figures and the trade in bench/README.md, "Photo build cost").
 */
import { coverCrop, type Focus, type Rect, type Size } from './focus';

/** The encoder settings per output format (sharp's options). */
export const ENCODERS = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 80, effort: 2 },
  jpeg: { quality: 82, mozjpeg: true },
} as const;
export type PhotoFormat = keyof typeof ENCODERS;

export const isPhotoFormat = (format: unknown): format is PhotoFormat => typeof format === 'string' && format in ENCODERS;

/**
 * A short name of the settings, part of every built file's cache key: a change of settings makes new
 * files instead of reusing those made with the old ones.
 */
export const ENCODER_KEY = Object.entries(ENCODERS)
  .map(([format, options]) => `${format}:${Object.values(options).join('/')}`)
  .join(',');

/**
 * The shorter side of a photo's master: every picture of the site is at most 1280 px wide (a portrait
 * photo 1280 x 1707, a landscape one 1707 x 1280), and the share image 1200 x 630.
 */
export const MASTER_SHORT_SIDE = 1280;

/** The master of an upright photo: scaled down so its shorter side is MASTER_SHORT_SIDE, never up. */
export function masterSize(upright: Size): Size {
  const scale = Math.min(1, MASTER_SHORT_SIDE / Math.min(upright.width, upright.height));
  return { width: Math.round(upright.width * scale), height: Math.round(upright.height * scale) };
}

/** A picture's size when only its width is asked for: the photo's proportions. */
export function targetSize(source: Size, width: number | undefined, height: number | undefined): Size {
  if (width && height) return { width, height };
  if (width) return { width, height: Math.round((width * source.height) / source.width) };
  if (height) return { width: Math.round((height * source.width) / source.height), height };
  return source;
}

/**
 * Where a picture is cut from: the master, unless the master holds fewer pixels than the picture needs
 * from the part it keeps (a share image cut from a panorama), then the original. `crop` is in the
 * coordinates of the image it names.
 */
export function cutFrom(upright: Size, master: Size, target: Size, focus: Focus): { from: 'master' | 'original'; crop: Rect } {
  const fromMaster = coverCrop(master, target, focus);
  const reduced = master.width < upright.width;
  if (!reduced || (fromMaster.width >= target.width && fromMaster.height >= target.height)) return { from: 'master', crop: fromMaster };
  return { from: 'original', crop: coverCrop(upright, target, focus) };
}
