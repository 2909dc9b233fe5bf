/** The favicon: the brand's cart badge (src/components/layout/logo-mark.ts) in the theme's colours. */
import type { APIRoute } from 'astro';
import { brandMarkColors, logoMarkSvg } from '../components/layout/logo-mark';
import { themeColor } from '../styles/theme';

export const GET: APIRoute = () =>
  new Response(logoMarkSvg(brandMarkColors(themeColor), 48), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
