/**
 * robots.txt, generated at build time so the sitemap address follows the site URL
 * (`SITE_URL` at build time, else `siteUrl` in content/site.json).
 * Everything is crawlable: pages that must stay out of search results say so with
 * `<meta name="robots" content="noindex">`, which a crawler can only read if it may fetch the page.
 */
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('robots.txt needs `site` in astro.config.mjs');
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap-index.xml', site).href}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
