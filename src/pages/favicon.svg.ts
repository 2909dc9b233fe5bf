/**
 * The favicon as a file: the brand's cart badge (src/components/layout/logo-mark.ts) in the theme's colours. The
 * home page names it (search engines read a site's icon from the home page's link, as a file); every other page
 * carries the same drawing as a `data:` URL (BaseHead.astro).
 */
import type { APIRoute } from 'astro';
import { brandMarkColors, logoMarkSvg } from '../components/layout/logo-mark';
import { themeColor } from '../styles/theme';

export const GET: APIRoute = () =>
  new Response(logoMarkSvg(brandMarkColors(themeColor), 48), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
