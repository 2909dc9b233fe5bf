/**
 * What a contact request can be about (vehicles, rental fleets and plans, delivery terms, towns with their
 * distance from the showroom), written into the build (`dist/data/request-options.json`) from the same
 * content the pages use. /api/contact validates request details against this file (functions/_lib/request-options.ts),
 * and the contact page gives the same object to its form: one source, checked by the content schemas.
 */
import type { APIRoute } from 'astro';
import { getRequestOptions } from '../../content';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await getRequestOptions()), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
