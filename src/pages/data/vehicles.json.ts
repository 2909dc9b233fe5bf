/**
 * The validated vehicle catalogue, written into the build (`dist/data/vehicles.json`) from the same
 * content collection the pages use. The /api/vehicles functions serve it (see functions/_lib/catalogue.ts):
 * one source for pages and API, checked by the collection's zod schema at build time. A record is the
 * vehicle without its photos: those are images the pages build and show (astro:assets).
 */
import type { APIRoute } from 'astro';
import { getVehicles } from '../../content';
import { catalogueBody } from '../../lib/inventory/catalogue-body';

export const GET: APIRoute = async () =>
  new Response(catalogueBody(await getVehicles()), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
