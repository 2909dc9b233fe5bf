#!/usr/bin/env node
/**
 * Renders the default share image (Open Graph / Twitter card) from an HTML and SVG design with
 * headless Chromium, using the brand name, tagline and phone from content/site.json:
 *   npx node scripts/render-share-image.mjs
 * writes public/images/share-default.jpg at the size site.json declares (1200x630).
 * Re-run it after changing the brand name or phone and commit the PNG.
 */
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { logoMarkSvg } from '../src/components/layout/logo-mark.ts';
import { themeColors } from '../src/styles/theme-colors.ts';

const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
const { src, width, height } = site.defaultShareImage;
const out = `public${src}`;
// The theme's colours (src/styles/global.css), as the page's custom properties and for the SVG mark.
const theme = themeColors(readFileSync('src/styles/global.css', 'utf8'));
const themeVars = Object.entries(theme)
  .map(([name, value]) => `--color-${name}: ${value};`)
  .join(' ');
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const cart = `
<svg width="520" height="290" viewBox="0 0 400 220" xmlns="http://www.w3.org/2000/svg">
  <ellipse cx="200" cy="198" rx="150" ry="9" fill="#000" opacity="0.25"/>
  <rect x="77" y="38" width="186" height="10" rx="5" fill="#f4f1e8"/>
  <path d="M87 48V120" stroke="#9ca3af" stroke-width="5" stroke-linecap="round"/>
  <path d="M265 48L253 118" stroke="#9ca3af" stroke-width="5" stroke-linecap="round"/>
  <path d="M261 50L251 114L243 114L253 50Z" fill="#bfe3f2" opacity="0.6"/>
  <rect x="93" y="114" width="48" height="16" rx="6" fill="#2a2f2c"/>
  <rect x="91" y="70" width="15" height="50" rx="7" fill="#2a2f2c" transform="rotate(-9 98 118)"/>
  <rect x="151" y="114" width="48" height="16" rx="6" fill="#2a2f2c"/>
  <rect x="149" y="70" width="15" height="50" rx="7" fill="#2a2f2c" transform="rotate(-9 156 118)"/>
  <path d="M237 128L225 100" stroke="#2a2f2c" stroke-width="4" stroke-linecap="round"/>
  <path d="M71 134H251L265 110H305Q323 112 323 132V160Q323 168 315 168H79Q71 168 71 160Z" fill="var(--color-accent-400)"/>
  <path d="M71 148H323" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>
  <circle cx="313" cy="126" r="6" fill="#fff7e0"/>
  <circle cx="117" cy="170" r="23" fill="var(--color-ink)"/><circle cx="117" cy="170" r="12.6" fill="#d1d5db"/>
  <circle cx="277" cy="170" r="23" fill="var(--color-ink)"/><circle cx="277" cy="170" r="12.6" fill="#d1d5db"/>
</svg>`;

// The brand's cart badge (as in the header), on the accent colour for contrast with the green page.
const mark = logoMarkSvg({ badge: theme['accent-400'], roof: theme['brand-700'], body: '#fff', wheel: theme.ink }, 64);

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  :root { ${themeVars} }
  * { margin: 0; box-sizing: border-box; }
  body { width: ${width}px; height: ${height}px; overflow: hidden; font-family: 'DejaVu Sans', system-ui, sans-serif; color: #fff;
    background: radial-gradient(circle at 85% 15%, color-mix(in srgb, var(--color-accent-400) 35%, transparent), transparent 40%),
      linear-gradient(135deg, var(--color-brand-900), var(--color-brand-700)); }
  .wrap { position: relative; height: 100%; padding: 64px 72px; display: flex; flex-direction: column; }
  .logo, h1, p, .phone { position: relative; z-index: 1; }
  .logo { display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 800; }
  .logo svg { display: block; }
  h1 { margin-top: 48px; font-size: 60px; line-height: 1.05; font-weight: 800; max-width: 700px; letter-spacing: -1px; }
  p { margin-top: 22px; font-size: 28px; color: var(--color-brand-100); max-width: 600px; }
  .phone { margin-top: auto; display: inline-block; align-self: flex-start; background: var(--color-accent-400); color: var(--color-brand-900); font-weight: 800;
    font-size: 32px; padding: 14px 30px; border-radius: 999px; }
  .hill { position: absolute; left: 0; right: 0; bottom: 0; height: 150px; background: var(--color-brand-800); clip-path: ellipse(75% 100% at 80% 100%); }
  .art { position: absolute; right: 40px; bottom: 40px; }
  .sun { position: absolute; right: 130px; top: 70px; width: 130px; height: 130px; border-radius: 50%; background: var(--color-accent-400); opacity: .9; }
</style></head><body><div class="wrap">
  <div class="sun"></div><div class="hill"></div><div class="art">${cart}</div>
  <div class="logo">${mark}${esc(site.brandName)}</div>
  <h1>Electric golf carts for every Delaware town</h1>
  <p>Sales, rentals, service and financing from our Dover showroom.</p>
  <div class="phone">${esc(site.phone.display)}</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width, height } });
await page.setContent(html);
mkdirSync(dirname(out), { recursive: true });
// JPEG for a photo-like gradient: a fraction of the PNG's bytes for social crawlers on slow links.
await page.screenshot(out.endsWith('.png') ? { path: out, type: 'png' } : { path: out, type: 'jpeg', quality: 82 });
await browser.close();
console.log(`wrote ${out} (${width}x${height})`);
