/**
 * A vehicle's pictures as the build makes them.
 * - Photos go through astro:assets and the build's image service (src/image-service.ts): each is
 *   resized to PHOTO_WIDTHS, as AVIF with a WebP fallback, upright and without metadata (sharp writes
 *   none, so no location data of the original reaches the site). The original file is never published.
 * - The drawing is the build's, from the vehicle's own record (src/pages/images/vehicles/[id].svg.ts);
 *   where only a raster image will do (share image, product feed, structured data) its 1200 x 630 PNG
 *   card ([id].png.ts).
 */
import { getImage } from 'astro:assets';
import type { Vehicle, VehiclePhoto } from './content';
import { drawingAlt } from './lib/inventory/drawing-alt';
import type { CardPicture } from './lib/photos/card-picture';
import { focusPosition } from './lib/photos/focus';
import { CARD_PHOTO_WIDTHS, PHOTO_FALLBACK, PHOTO_FORMATS, PHOTO_WIDTHS } from './lib/photos/photo-widths';
import { vehicleDrawingCardPath } from './lib/routes';
import { themeColor } from './styles/theme';
import { SHARE_FRAME } from './components/art/cart-drawing';

/** A drawing's ground shadow: the theme's darkest green. */
export const DRAWING_SHADOW = themeColor('brand-900');

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

/**
 * A photo's width over its height, read from a copy of its metadata (Astro's `clone`): reading the
 * metadata itself would mark the original as used, and the build would publish it (see photoUrl).
 */
export function photoRatio(photo: VehiclePhoto): number {
  const { width, height } = (photo.src as typeof photo.src & { clone?: typeof photo.src }).clone ?? photo.src;
  return width / height;
}

/** The site paths of a vehicle's pictures as raster images: its photos, else its drawing's card. */
export async function pictureUrls(vehicle: Vehicle): Promise<string[]> {
  if (vehicle.photos.length > 0) return Promise.all(vehicle.photos.map(photoUrl));
  return [vehicleDrawingCardPath(vehicle)];
}

/** A card's picture of a photo: its card widths as AVIF and WebP (files the vehicle page shares). */
export async function cardPicture(photo: VehiclePhoto): Promise<CardPicture> {
  const widest = CARD_PHOTO_WIDTHS.at(-1)!;
  const [avif, webp] = await Promise.all(
    [PHOTO_FORMATS[0], PHOTO_FALLBACK].map((format) => getImage({ src: photo.src, width: widest, widths: CARD_PHOTO_WIDTHS, format })),
  );
  const largest = webp!.srcSet.values.at(-1)!;
  return {
    avif: avif!.srcSet.attribute,
    webp: webp!.srcSet.attribute,
    src: largest.url,
    width: Number(webp!.attributes['width']),
    height: Number(webp!.attributes['height']),
    alt: photo.alt,
    position: focusPosition(photo.focus),
  };
}

/** The card pictures of the vehicles that have photos, by id (the others show their drawing). */
export async function cardPictures(vehicles: readonly Vehicle[]): Promise<Record<string, CardPicture>> {
  const withPhotos = vehicles.filter((v) => v.photos[0]);
  return Object.fromEntries(await Promise.all(withPhotos.map(async (v) => [v.id, await cardPicture(v.photos[0]!)] as const)));
}

export interface ShareImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * A vehicle's share image (`og:image`, 1200 x 630): its first photo cut to the frame around its focal
 * point, as JPEG (what every site that shows links reads), else its drawing's card.
 */
export async function shareImage(vehicle: Vehicle): Promise<ShareImage> {
  const photo = vehicle.photos[0];
  if (!photo) return { src: vehicleDrawingCardPath(vehicle), ...SHARE_FRAME, alt: drawingAlt(vehicle.name) };
  const image = await getImage({ src: photo.src, ...SHARE_FRAME, fit: 'cover', position: focusPosition(photo.focus), format: 'jpeg' });
  return { src: image.src, ...SHARE_FRAME, alt: photo.alt };
}
