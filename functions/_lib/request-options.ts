/**
 * What a contact request can be about (vehicles, rental fleets and plans, towns), as this deployment built
 * it: `src/pages/data/request-options.json.ts` -> `dist/data/request-options.json`, from the same content
 * collections and schemas as the pages. Read from the deployment's own static assets (`env.ASSETS`), like
 * the vehicle catalogue (./catalogue.ts), once per isolate (./built-asset.ts).
 */
import type { RequestOptions } from '../../src/lib/contact/request-options';
import { builtAsset } from './built-asset';

export const REQUEST_OPTIONS_ASSET = '/data/request-options.json';

function parse(text: string): RequestOptions {
  const options = JSON.parse(text) as RequestOptions;
  const lists = [options?.vehicles, options?.fleets, options?.towns];
  if (!lists.every(Array.isArray) || typeof options.timeZone !== 'string')
    throw new Error(`${REQUEST_OPTIONS_ASSET} is not a set of request options`);
  return options;
}

export const loadRequestOptions = builtAsset(REQUEST_OPTIONS_ASSET, parse);
