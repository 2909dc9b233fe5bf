/**
 * What a contact request can be about (vehicles, rental fleets and plans, towns), as this deployment built
 * it: `src/pages/data/request-options.json.ts` -> `dist/data/request-options.json`, from the same content
 * collections and schemas as the pages. Read from the deployment's own static assets (`env.ASSETS`), like
 * the vehicle catalogue (./catalogue.ts), once per isolate; a failed load is not kept, so the next request
 * tries again.
 */
import type { RequestOptions } from '../../src/lib/contact/request-options';

export const REQUEST_OPTIONS_ASSET = '/data/request-options.json';

const loaded = new WeakMap<object, Promise<RequestOptions>>();

async function load(env: Env, origin: string): Promise<RequestOptions> {
  const response = await env.ASSETS.fetch(new URL(REQUEST_OPTIONS_ASSET, origin));
  if (!response.ok) throw new Error(`${REQUEST_OPTIONS_ASSET} answered ${response.status}`);
  const options = (await response.json()) as RequestOptions;
  const lists = [options?.vehicles, options?.fleets, options?.towns];
  if (!lists.every(Array.isArray) || typeof options.timeZone !== 'string')
    throw new Error(`${REQUEST_OPTIONS_ASSET} is not a set of request options`);
  return options;
}

export function loadRequestOptions(env: Env, requestUrl: string): Promise<RequestOptions> {
  let promise = loaded.get(env.ASSETS);
  if (!promise) {
    promise = load(env, new URL(requestUrl).origin);
    loaded.set(env.ASSETS, promise);
    promise.catch(() => loaded.delete(env.ASSETS));
  }
  return promise;
}
