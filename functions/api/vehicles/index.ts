/** GET /api/vehicles: the whole catalogue, a JSON array of Vehicle objects exactly as in content. */
import { cacheableJson } from '../../_lib/cacheable';
import { loadCatalogue } from '../../_lib/catalogue';
import { jsonError, wrongMethod } from '../../_lib/respond';

export const ALLOW = ['GET', 'HEAD'] as const;

export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return wrongMethod(request.method, ALLOW);
  try {
    return cacheableJson(request, (await loadCatalogue(env, request.url)).list);
  } catch (error) {
    console.error('Vehicle catalogue unavailable:', error);
    return jsonError(503, 'Vehicle catalogue unavailable', { 'Retry-After': '30' });
  }
};
