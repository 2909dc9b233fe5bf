/**
 * The photo pipeline, built for real: in the fixture build (fixture-site.ts) a vehicle the home page
 * features got two photos, each the test's own fixture (a 4000 x 3000 JPEG lying on its side with an EXIF
 * orientation tag and GPS data, tests/support/photo-fixture.ts). Then:
 * - the vehicle page shows them as responsive AVIF and WebP (360 to 1280 px), sized, the first eager and
 *   fetched first, the second lazy, in a gallery of thumbnail links that needs no JavaScript;
 * - every built file is resized, upright (portrait, the fixture's colours where they belong) and carries
 *   no EXIF at all, and no file anywhere in the build carries GPS or is the original;
 * - the LCP image at 360 px stays in its byte budget;
 * - the structured data, the product feed and a home card use the built photos; the API record has none.
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GOOGLE_NAMESPACE } from '../../../src/lib/inventory/merchant-feed';
import { BUDGET } from '../../support/budgets';
import { filesUnder } from '../../support/files';
import { attributes, elements } from '../../support/html';
import { jsonLdBlocks } from '../../support/page-content';
import { pageWeight } from '../../support/page-weight';
import { FIXTURE, hasGps, photoFixture } from '../../support/photo-fixture';
import { childText, children, parseXml } from '../../support/xml';

const { dir, edits, build } = inject('fixtureSite');
const ID = edits.photos.vehicle;
const PHOTOS = edits.photos.photos;
const WIDTHS = [360, 480, 640, 960, 1280];

type Json = Record<string, unknown>;

interface Candidate {
  url: string;
  width: number;
}
/** The candidates of a srcset; a candidate without a width descriptor has width 0. */
const srcset = (value: string): Candidate[] =>
  value
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, w]) => ({ url: url!, width: Number(w?.replace(/w$/, '') ?? 0) }));

describe('vehicle photos, built from a phone-like fixture', () => {
  let fixture: Buffer;

  beforeAll(async () => {
    fixture = await photoFixture();
  });

  const dist = () => join(dir, 'dist');
  const page = () => readFileSync(join(dist(), 'vehicles', `${ID}.html`), 'utf8');
  const builtFile = (url: string) => readFileSync(join(dist(), decodeURIComponent(new URL(url, 'https://x.test').pathname)));
  const gallery = () => {
    const html = page();
    const strip = elements(html, 'figure').filter((f) => /^photo-\d+$/.test(attributes(f)['id'] ?? ''));
    return { html, strip };
  };

  it('the fixture is what a phone writes: on its side, tagged to turn upright, with GPS', async () => {
    const meta = await sharp(fixture).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([FIXTURE.stored.width, FIXTURE.stored.height, FIXTURE.orientation]);
    expect(await hasGps(fixture)).toBe(true);
  });

  it('builds', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
  });

  it('shows the photos as AVIF and WebP from 360 to 1280 px, sized, the first eager and first fetched, the rest lazy', () => {
    const { html, strip } = gallery();
    expect(strip).toHaveLength(PHOTOS.length);
    const pictures = elements(html, 'picture').filter((p) => elements(html, 'figure').some((f) => f.childNodes.includes(p)));
    expect(pictures).toHaveLength(PHOTOS.length);
    pictures.forEach((picture, i) => {
      const [source, img] = picture.childNodes.filter((n) => 'tagName' in n).map((n) => n as (typeof pictures)[number]);
      const s = attributes(source!);
      const m = attributes(img!);
      expect(s['type']).toBe('image/avif');
      expect(srcset(s['srcset']!).map((c) => c.width)).toEqual(WIDTHS);
      expect(srcset(m['srcset']!).map((c) => c.width)).toEqual(WIDTHS);
      expect(srcset(m['srcset']!).every((c) => c.url.endsWith('.webp'))).toBe(true);
      expect(m['alt']).toBe(PHOTOS[i]!.alt);
      // Upright: the page knows the photo is portrait (3000 x 4000 shown), at its largest width.
      expect([Number(m['width']), Number(m['height'])]).toEqual([
        1280,
        Math.round((1280 * FIXTURE.upright.height) / FIXTURE.upright.width),
      ]);
      expect(s['sizes']).toBe(m['sizes']);
      if (i === 0) expect([m['loading'], m['fetchpriority']]).toEqual(['eager', 'high']);
      else expect([m['loading'], m['fetchpriority']]).toEqual(['lazy', undefined]);
    });
  });

  it('lets every photo be reached without JavaScript: a focusable strip and a thumbnail link to each', () => {
    const { html, strip } = gallery();
    const region = elements(html, 'div').find((d) => (attributes(d)['class'] ?? '').includes('vehicle-gallery-strip'))!;
    expect(attributes(region)['tabindex']).toBe('0');
    expect(attributes(region)['aria-label']).toContain('2 photos');
    const links = elements(html, 'a').filter((a) => /^#photo-\d+$/.test(attributes(a)['href'] ?? ''));
    expect(links.map((a) => attributes(a)['href'])).toEqual(strip.map((f) => `#${attributes(f)['id']}`));
  });

  it('every built photo file is resized, upright and without EXIF', async () => {
    const { html } = gallery();
    const urls = new Set(
      [...elements(html, 'source'), ...elements(html, 'img')].flatMap((e) => srcset(attributes(e)['srcset'] ?? '').map((c) => c.url)),
    );
    const photoUrls = [...urls].filter((u) => u.startsWith('/_astro/'));
    expect(photoUrls.length).toBeGreaterThanOrEqual(WIDTHS.length * 2);
    for (const url of photoUrls) {
      const file = builtFile(url);
      const meta = await sharp(file).metadata();
      expect(meta.exif, `${url} has EXIF`).toBeUndefined();
      expect(meta.orientation ?? 1, url).toBe(1);
      expect(meta.width, url).toBeLessThanOrEqual(1280);
      expect(meta.height, `${url} is portrait`).toBeGreaterThan(meta.width);
      const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (fx: number, fy: number) => {
        const i = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * 3;
        return [data[i]!, data[i + 1]!, data[i + 2]!];
      };
      const dominant = (rgb: number[]) => rgb.indexOf(Math.max(...rgb));
      // Red top left, green top right, blue below: as the fixture looks upright.
      expect([dominant(at(0.25, 0.25)), dominant(at(0.75, 0.25)), dominant(at(0.5, 0.75))], url).toEqual([0, 1, 2]);
    }
  });

  it('publishes no GPS and no original anywhere in the build', async () => {
    const images = filesUnder(dist()).filter((f) =>
      ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.tif', '.tiff'].includes(extname(f)),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const file of images) {
      const bytes = readFileSync(file);
      expect(bytes.equals(fixture), `${file} is the original`).toBe(false);
      expect(await hasGps(bytes), `${file} carries GPS`).toBe(false);
    }
  });

  it(`keeps the LCP image under ${BUDGET.lcpImage / 1024} KB as a 360 px phone loads it`, () => {
    const weight = pageWeight(dist(), { path: `/vehicles/${ID}`, file: join(dist(), 'vehicles', `${ID}.html`) });
    expect(weight.lcpImage?.file).toMatch(/\.webp$/);
    expect(weight.lcpImage!.bytes).toBeLessThanOrEqual(BUDGET.lcpImage);
  });

  it('structured data and the feed name the built photos; a home card shows the first; the API record has none', () => {
    const product = jsonLdBlocks(page()).find((b) => (b as Json)['@type'] === 'Product') as { image: string[] };
    expect(product.image).toHaveLength(PHOTOS.length);
    for (const url of product.image) {
      expect(url).toMatch(/^https?:\/\/[^/]+\/_astro\/.+\.webp$/);
      expect(builtFile(url).length).toBeGreaterThan(0);
    }
    const channel = children(parseXml(readFileSync(join(dist(), 'feeds/vehicles.xml'), 'utf8')).documentElement!, null, 'channel')[0]!;
    const item = children(channel, null, 'item').find((i) => childText(i, GOOGLE_NAMESPACE, 'id') === ID)!;
    expect(childText(item, GOOGLE_NAMESPACE, 'image_link')).toBe(product.image[0]);
    expect(children(item, GOOGLE_NAMESPACE, 'additional_image_link').map((e) => e.textContent)).toEqual(product.image.slice(1));
    const home = readFileSync(join(dist(), 'index.html'), 'utf8');
    expect(elements(home, 'img').some((img) => attributes(img)['alt'] === PHOTOS[0]!.alt)).toBe(true);
    const api = JSON.parse(readFileSync(join(dist(), 'data/vehicles.json'), 'utf8')) as Json[];
    const record = api.find((v) => v['id'] === ID)!;
    expect(record).not.toHaveProperty('photos');
    expect(JSON.stringify(api)).not.toContain(dir);
  });
});
