/**
 * Each vehicle's drawing as a 1200 x 630 PNG on white, for the places that take no SVG: the share image
 * of a vehicle without photos, and its images in the product feed and the structured data.
 */
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { vehicleDrawingCard } from '../../../components/art/cart-drawing';
import type { Vehicle } from '../../../content';
import { vehiclePaths } from '../../../static-paths';
import { DRAWING_SHADOW } from '../../../vehicle-images';

export const getStaticPaths = vehiclePaths;

export const GET: APIRoute<{ vehicle: Vehicle }> = async ({ props }) => {
  const png = await sharp(Buffer.from(vehicleDrawingCard(props.vehicle, DRAWING_SHADOW)))
    .flatten({ background: '#ffffff' })
    .png({ palette: true })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
