#!/usr/bin/env node
/**
 * Draws the side-view illustration of every catalogue vehicle whose first image is its drawing:
 *   npx node scripts/generate-vehicle-art.mjs   -> public/images/vehicles/<id>.svg
 * The drawing follows the record (`vehicleIllustration` in src/components/art/cart-drawing.ts, the site's
 * one cart drawing). Re-run it after adding a vehicle or changing its seats, name or description; the
 * output is committed, and the drawings test fails while a file is stale.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { vehicleIllustration, stanceOf } from '../src/components/art/cart-drawing.ts';
import { themeColors } from '../src/styles/theme-colors.ts';

/** The ground shadow's colour: the theme's darkest brand green (src/styles/global.css). */
const SHADOW = themeColors(readFileSync('src/styles/global.css', 'utf8'))['brand-900'];
const SRC = 'content/vehicles';
const OUT = 'public/images/vehicles';

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(SRC).filter((f) => f.endsWith('.json'))) {
  const id = file.replace(/\.json$/, '');
  const v = { id, ...JSON.parse(readFileSync(`${SRC}/${file}`, 'utf8')) };
  const target = v.images?.[0];
  if (!target?.startsWith('/images/vehicles/') || !target.endsWith('.svg')) continue;
  writeFileSync(`public${target}`, vehicleIllustration(v, SHADOW));
  console.log(`public${target} (${stanceOf(v)})`);
}
