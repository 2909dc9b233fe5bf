/**
 * Generates Cloudflare Pages' `_redirects` file into the build (files in src/pages starting with
 * "_" are ignored by Astro, so the file name is a route parameter). Permanent redirects from
 * former town slugs (content/municipalities.json `formerSlugs`), e.g.
 * /dover-beach-golf-carts -> /rehoboth-beach-golf-carts, every vehicle's former address to its page
 * (/vehicle/{id} -> /vehicles/{id}, one rule for every id), and /vehicles, /vehicle -> /inventory.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getMunicipalities } from '../content';
import { formerSlugRedirects, formerVehicleRedirect, redirectsFile, vehicleIndexRedirects } from '../lib/geo/redirects';

export const getStaticPaths = (() => [{ params: { redirectsFile: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(redirectsFile([...formerSlugRedirects(await getMunicipalities()), formerVehicleRedirect(), ...vehicleIndexRedirects()]), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
