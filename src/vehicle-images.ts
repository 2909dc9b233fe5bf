/**
 * A vehicle's pictures as the build makes them.
 * - Photos go through astro:assets with sharp: each is resized to PHOTO_WIDTHS, as AVIF with a WebP
 *   fallback, upright (sharp applies the EXIF orientation) and without metadata (sharp writes none, so
 *   no location data of the original reaches the site). The original file is never published.
 * - Drawings are the SVG files in public/. Where only a raster image will do (the product feed), their
 *   PNG (on white) is rendered at build time (src/pages/images/[...drawing].png.ts).
 */
import { getImage } from 'astro:assets';
import type { Vehicle, VehiclePhoto } from './content';

/** Every photo's widths, from a 360 px phone to a half-page column on a high-density screen. */
export const PHOTO_WIDTHS = [360, 480, 640, 960, 1280];
/** The widths a card's photo needs (a subset, so cards reuse the page's files). */
export const CARD_PHOTO_WIDTHS = [360, 480, 640, 960];
/** A photo's <picture>: AVIF for the browsers that have it, then WebP (every current browser). */
export const PHOTO_FORMATS: ['avif'] = ['avif'];
export const PHOTO_FALLBACK = 'webp';

/**
 * The largest WebP of a photo (the page's own file): the one structured data and the feed name. Only
 * astro:assets reads the photo's metadata: reading it here would mark the original as used, and the
 * build would publish it as it is, location data included.
 */
export async function photoUrl(photo: VehiclePhoto): Promise<string> {
  const image = await getImage({ src: photo.src, widths: PHOTO_WIDTHS, format: PHOTO_FALLBACK });
  const largest = image.srcSet.values.at(-1);
  if (!largest) throw new Error(`no built file for the photo "${photo.alt}"`);
  return largest.url;
}

/** The PNG rendering of an SVG drawing in public/: `/images/vehicles/x.svg` -> `/images/vehicles/x.png`. */
export const drawingPng = (drawing: string) => drawing.replace(/\.svg$/, '.png');

/** The site paths of a vehicle's pictures as raster images: its photos, else its drawing. */
export async function pictureUrls(vehicle: Vehicle): Promise<string[]> {
  if (vehicle.photos.length > 0) return Promise.all(vehicle.photos.map(photoUrl));
  return vehicle.images.slice(0, 1).map(drawingPng);
}
