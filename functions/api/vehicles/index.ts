/**
 * GET /api/vehicles: the whole catalogue, a JSON array of Vehicle records as in content, with each cart's live
 * stock status from the dealer's desk merged over it (../../_lib/live-stock.ts): one D1 read per request.
 */
import { cacheableJson, UNCACHED } from '../../_lib/cacheable';
import { loadLiveCatalogue } from '../../_lib/live-stock';
import { jsonError, wrongMethod } from '../../_lib/respond';

export const ALLOW = ['GET', 'HEAD'] as const;

export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  try {
    const catalogue = await loadLiveCatalogue(env, request.url);
    return cacheableJson(request, catalogue.list, catalogue.live ? undefined : UNCACHED);
  } catch (error) {
    console.error('Vehicle catalogue unavailable:', error);
    return jsonError(503, 'Vehicle catalogue unavailable', { 'Retry-After': '30' });
  }
};
