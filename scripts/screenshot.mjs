#!/usr/bin/env node
/**
 * Screenshots of built pages for a human to look at:
 *   node scripts/screenshot.mjs <base-url> <out-dir> <path>[,<path>...] [--widths=360,1280] [--open-drawer]
 */
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';

const {
  positionals: [base, outDir, list],
  values: { widths: widthList, 'open-drawer': openDrawer, full },
} = parseArgs({
  allowPositionals: true,
  options: {
    widths: { type: 'string', default: '360,1280' },
    'open-drawer': { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
  },
});
if (!base || !outDir || !list) {
  console.error('usage: screenshot.mjs <base-url> <out-dir> <path,...> [--widths=360,1280] [--open-drawer] [--full]');
  process.exit(2);
}
const widths = widthList.split(',').map(Number);

/**
 * A full-page picture shows the page as a visitor sees it scrolled through: parts the page lays out only when
 * near (`content-visibility: auto`) are drawn, and lazy images below the first screen are loaded first.
 */
async function drawWholePage(page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || !img.checkVisibility()), null, {
    timeout: 15_000,
  });
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const path of list.split(',')) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 780 : 900 } });
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    if (openDrawer) await page.locator('[popovertarget="nav-drawer"]').first().click();
    const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}${openDrawer ? '-drawer' : ''}.png`;
    if (full) await drawWholePage(page);
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: full });
    console.log(`${outDir}/${name}`);
    await page.close();
  }
}
await browser.close();
