/**
 * A PNG of each vehicle drawing (public/images/**.svg), rendered at build time for the places that
 * take no SVG: the product feed's image links and the structured data's images. 960 px wide, so it is
 * sharp on a listing; the SVG stays what the pages show.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { getVehicles } from '../../content';

export const getStaticPaths = (async () => {
  const drawings = new Set((await getVehicles()).map((v) => v.images[0]!).filter((src) => src.endsWith('.svg')));
  return [...drawings].map((src) => ({ params: { drawing: src.replace(/^\/images\//, '').replace(/\.svg$/, '') }, props: { src } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ src: string }> = async ({ props }) => {
  const svg = await readFile(join(process.cwd(), 'public', props.src));
  const png = await sharp(svg, { density: 192 })
    .resize({ width: 960 })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
