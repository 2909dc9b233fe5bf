/**
 * GET /api/vehicles/{id}: one vehicle with its live stock status merged over it (../../_lib/live-stock.ts), or
 * 404 {"error":"Vehicle not found"}.
 */
import { cacheableJson, UNCACHED } from '../../_lib/cacheable';
import { loadLiveCatalogue } from '../../_lib/live-stock';
import { jsonError, wrongMethod } from '../../_lib/respond';

export const ALLOW = ['GET', 'HEAD'] as const;

export const onRequest: PagesFunction<Env, 'id'> = async ({ request, env, params }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  let catalogue;
  try {
    catalogue = await loadLiveCatalogue(env, request.url);
  } catch (error) {
    console.error('Vehicle catalogue unavailable:', error);
    return jsonError(503, 'Vehicle catalogue unavailable', { 'Retry-After': '30' });
  }
  const id = Array.isArray(params.id) ? params.id.join('/') : params.id;
  const vehicle = catalogue.byId.get(id);
  // A missing id may exist after the next deploy: cache the miss briefly only.
  if (!vehicle) return jsonError(404, 'Vehicle not found', { 'Cache-Control': 'public, max-age=60' });
  return cacheableJson(request, vehicle, catalogue.live ? undefined : UNCACHED);
};
