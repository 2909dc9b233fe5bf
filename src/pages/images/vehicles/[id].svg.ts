/**
 * Each vehicle's drawing, drawn by the build from its own record (`vehicleIllustration`, the site's one
 * cart drawing) at `/images/vehicles/<id>.svg`: a new vehicle has its drawing with nothing to run, a
 * change to its seats, name or description redraws it, and no vehicle's file can name another's.
 */
import type { APIRoute } from 'astro';
import { vehicleIllustration } from '../../../components/art/cart-drawing';
import type { Vehicle } from '../../../content';
import { vehiclePaths } from '../../../static-paths';
import { DRAWING_SHADOW } from '../../../vehicle-images';

export const getStaticPaths = vehiclePaths;

export const GET: APIRoute<{ vehicle: Vehicle }> = ({ props }) =>
  new Response(vehicleIllustration(props.vehicle, DRAWING_SHADOW), { headers: { 'Content-Type': 'image/svg+xml' } });
