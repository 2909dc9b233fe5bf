/**
 * Generates Cloudflare Pages' `_redirects` file into the build (files in src/pages starting with
 * "_" are ignored by Astro, so the file name is a route parameter). Permanent redirects from
 * former town slugs (content/municipalities.json `formerSlugs`), e.g.
 * /dover-beach-golf-carts -> /rehoboth-beach-golf-carts.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getMunicipalities } from '../content';
import { formerSlugRedirects, redirectsFile } from '../lib/geo/redirects';

export const getStaticPaths = (() => [{ params: { redirectsFile: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(redirectsFile(formerSlugRedirects(await getMunicipalities())), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
