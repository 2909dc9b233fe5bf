/**
 * The photo pipeline, built for real, in the fixture build (fixture-site.ts): a vehicle the home page
 * features got two phone photos made by the tests (tests/support/photo-fixture.ts: 4000 x 3000 JPEGs stored
 * turned, with an EXIF orientation tag and GPS data; the first held upright and given a focal point low in
 * the picture, the second landscape), and a vehicle file was copied under a new id, as "Add a vehicle"
 * says (everyday-edits.ts). Then:
 * - the vehicle page shows the photos as responsive AVIF (every width of PHOTO_WIDTHS) with one WebP fallback, sized, the first eager
 *   and fetched first, the rest lazy, in a gallery of numbered links that needs no JavaScript;
 * - every built file is resized, upright and carries no EXIF, and no file anywhere in the build carries
 *   GPS or is an original; the LCP image at 360 px stays in its byte budget;
 * - each photo is decoded once and each built file encoded once (the build's encode log);
 * - the share image is the first photo cut to 1200 x 630 around its focal point, and a vehicle without
 *   photos shares its drawing's card;
 * - cards (inventory, compare, home, similar carts), structured data and the feed show the photo;
 * - the copied vehicle has its own drawing, and the vehicle it was copied from keeps its own.
 * Vehicles are picked from the copy's content, never by today's ids. That a second build encodes none of
 * it is tests/unit/photo-cache.test.ts.
 */
import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from './fixture-results';
import { vehicleIllustration } from '../../../src/components/art/cart-drawing';
import { CARD_PHOTOS_ID } from '../../../src/components/inventory/card-photos';
import { GOOGLE_NAMESPACE } from '../../../src/lib/inventory/merchant-feed';
import { similarVehicles } from '../../../src/lib/inventory/similar';
import { vehicleDrawingCardPath, vehicleDrawingPath } from '../../../src/lib/routes';
import { vehicle as vehicleSchema, type Vehicle } from '../../../src/schemas/vehicle';
import { themeColors } from '../../../src/styles/theme-colors';
import { BUDGET } from '../../support/budgets';
import { filesUnder } from '../../support/files';
import { attributes, elements, textOf } from '../../support/html';
import { jsonLdBlocks } from '../../support/page-content';
import { pageWeight } from '../../support/page-weight';
import { FIXTURE, hasGps, photoFixture } from '../../support/photo-fixture';
import { childText, children, parseXml } from '../../support/xml';
import { CARD_PHOTO_WIDTHS, PHOTO_WIDTHS } from '../../../src/lib/photos/photo-widths';

const { dir, edits, build } = await fixtureSite();
const ID = edits.photos.vehicle;
const PHOTOS = edits.photos.photos;
const WIDTHS = PHOTO_WIDTHS;
/** "Add a vehicle": a file copied under a new id, its fields edited, the old file's `images` line left in. */
const COPIED = { from: edits.added.source, id: edits.added.vehicle };

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

const IMAGE_TYPES = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.tif', '.tiff'];
const shadow = themeColors(readFileSync(join(dir, 'src/styles/global.css'), 'utf8'))['brand-900']!;
/** The photos' file names without extension (front, side): the names of their built files. */
const PHOTO_NAMES = PHOTOS.map((photo) => basename(photo.src).split('.')[0]!);

describe('vehicle photos, built from phone-like fixtures', () => {
  const fixtures: Buffer[] = [];

  beforeAll(async () => {
    for (const photo of PHOTOS) fixtures.push(await photoFixture(photo.fixture));
  });

  const dist = () => join(dir, 'dist');
  const html = (path: string) => readFileSync(join(dist(), `${path === '/' ? '/index' : path}.html`), 'utf8');
  const page = () => html(`/vehicles/${ID}`);
  const builtFile = (url: string) => readFileSync(join(dist(), decodeURIComponent(new URL(url, 'https://x.test').pathname)));
  const gallery = () => {
    const text = page();
    const strip = elements(text, 'figure').filter((f) => /^photo-\d+$/.test(attributes(f)['id'] ?? ''));
    return { html: text, strip };
  };
  const contentFile = (id: string) => JSON.parse(readFileSync(join(dir, 'content/vehicles', `${id}.json`), 'utf8')) as Json;
  const contentVehicle = (id: string): Vehicle => ({ ...vehicleSchema.parse(contentFile(id)), id }) as Vehicle;
  const hasPhotos = (id: string) => ((contentFile(id)['photos'] as unknown[] | undefined)?.length ?? 0) > 0;
  /** The vehicles the copy publishes (its drafts left out), from its content. */
  const published = () =>
    filesUnder(join(dir, 'content/vehicles'))
      .filter((f) => extname(f) === '.json')
      .map((f) => contentVehicle(basename(f, '.json')))
      .filter((v) => !v.draft);
  const ogImage = (text: string) => attributes(elements(text, 'meta').find((m) => attributes(m)['property'] === 'og:image')!)['content']!;
  /** The photo files this build made from the fixtures (named after them: front.*, side.*). */
  const photoFiles = () =>
    filesUnder(join(dist(), '_astro')).filter((f) => PHOTO_NAMES.includes(basename(f).split('.')[0]!) && /\.(avif|webp|jpe?g)$/.test(f));

  it('the fixtures are what a phone writes: turned, tagged to turn upright, with GPS', async () => {
    for (const fixture of fixtures) {
      const meta = await sharp(fixture).metadata();
      expect([meta.width, meta.height]).toEqual([FIXTURE.stored.width, FIXTURE.stored.height]);
      expect(meta.orientation).not.toBe(1);
      expect(await hasGps(fixture)).toBe(true);
    }
  });

  it('builds', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
  });

  it('shows the photos as AVIF at every width of PHOTO_WIDTHS with one WebP for a browser without AVIF, sized, the first fetched first, the rest lazy and fetched last', () => {
    const { html: text, strip } = gallery();
    expect(strip).toHaveLength(PHOTOS.length);
    const pictures = elements(text, 'picture').filter((p) => elements(text, 'figure').some((f) => f.childNodes.includes(p)));
    expect(pictures).toHaveLength(PHOTOS.length);
    pictures.forEach((picture, i) => {
      const [source, img] = picture.childNodes.filter((n) => 'tagName' in n).map((n) => n as (typeof pictures)[number]);
      const s = attributes(source!);
      const m = attributes(img!);
      expect(s['type']).toBe('image/avif');
      expect(srcset(s['srcset']!).map((c) => c.width)).toEqual(WIDTHS);
      expect(m['srcset']).toBeUndefined();
      expect(m['src']).toMatch(/\.webp$/);
      expect(m['alt']).toBe(PHOTOS[i]!.alt);
      // Upright: the page knows each photo's proportions as shown, at its largest width.
      const upright = PHOTOS[i]!.portrait ? FIXTURE.upright : FIXTURE.stored;
      expect([Number(m['width']), Number(m['height'])]).toEqual([1280, Math.round((1280 * upright.height) / upright.width)]);
      expect(s['sizes']).toBeTruthy();
      if (i === 0) expect([m['loading'], m['fetchpriority']]).toEqual([undefined, 'high']);
      else expect([m['loading'], m['fetchpriority']]).toEqual(['lazy', 'low']);
    });
  });

  it('lets every photo be reached without JavaScript: a focusable strip and a numbered link to each', () => {
    const { html: text, strip } = gallery();
    const region = elements(text, 'div').find((d) => (attributes(d)['class'] ?? '').includes('vehicle-gallery-strip'))!;
    expect(attributes(region)['tabindex']).toBe('0');
    expect(attributes(region)['aria-label']).toContain(`${PHOTOS.length} photos`);
    const links = elements(text, 'a').filter((a) => /^#photo-\d+$/.test(attributes(a)['href'] ?? ''));
    expect(links.map((a) => attributes(a)['href'])).toEqual(strip.map((f) => `#${attributes(f)['id']}`));
  });

  it('every built photo file is resized, upright and without EXIF', async () => {
    const { html: text } = gallery();
    const pictures = elements(text, 'figure').map((f) => elements(text, 'picture').find((p) => f.childNodes.includes(p)));
    let checked = 0;
    for (const [i, picture] of pictures.entries()) {
      if (!picture) continue;
      const tags = picture.childNodes.filter((n) => 'tagName' in n).map((n) => attributes(n as (typeof pictures)[number] & object));
      const urls = tags.flatMap((t) => [...srcset(t['srcset'] ?? '').map((c) => c.url), ...(t['src'] ? [t['src']] : [])]);
      for (const url of urls) {
        const file = builtFile(url);
        const meta = await sharp(file).metadata();
        expect(meta.exif, `${url} has EXIF`).toBeUndefined();
        expect(meta.orientation ?? 1, url).toBe(1);
        expect(meta.width, url).toBeLessThanOrEqual(1280);
        expect(meta.height > meta.width, `${url} is ${PHOTOS[i]!.portrait ? 'portrait' : 'landscape'}`).toBe(PHOTOS[i]!.portrait);
        const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const at = (fx: number, fy: number) => {
          const p = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * 3;
          return [data[p]!, data[p + 1]!, data[p + 2]!];
        };
        const dominant = (rgb: number[]) => rgb.indexOf(Math.max(...rgb));
        // Red top left, green top right, blue below: as the fixture looks upright.
        expect([dominant(at(0.02, 0.1)), dominant(at(0.98, 0.1)), dominant(at(0.02, 0.95))], url).toEqual([0, 1, 2]);
        checked++;
      }
    }
    expect(checked).toBe(PHOTOS.length * (WIDTHS.length + 1));
  });

  it('publishes no GPS and no original anywhere in the build', async () => {
    const images = filesUnder(dist()).filter((f) => IMAGE_TYPES.includes(extname(f)));
    expect(images.length).toBeGreaterThan(0);
    for (const file of images) {
      const bytes = readFileSync(file);
      for (const fixture of fixtures) expect(bytes.equals(fixture), `${file} is an original`).toBe(false);
      expect(await hasGps(bytes), `${file} carries GPS`).toBe(false);
    }
  });

  it(`keeps the LCP image under ${BUDGET.lcpImage / 1024} KB as a 360 px phone loads it`, () => {
    const weight = pageWeight(dist(), { path: `/vehicles/${ID}`, file: join(dist(), 'vehicles', `${ID}.html`) });
    // The file a current browser loads: the picture's AVIF source.
    expect(weight.lcpImage?.file).toMatch(/\.avif$/);
    expect(weight.lcpImage!.bytes).toBeLessThanOrEqual(BUDGET.lcpImage);
  });

  it('decodes each photo once and encodes each built file once', () => {
    const name = (src: string) => src.split('/').at(-1)!.split('.')[0]!;
    // Other images of the site may come from the kept cache: the log is read for the edited photos.
    const log = build.encodeLog
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { event: string; src: string; format?: string; width?: number; height?: number })
      .filter((e) => PHOTO_NAMES.includes(name(e.src)));
    const decodes = log.filter((e) => e.event === 'decode');
    const encodes = log.filter((e) => e.event === 'encode');
    expect(decodes.map((e) => name(e.src)).sort()).toEqual([...PHOTO_NAMES].sort());
    const outputs = encodes.map((e) => `${e.src} ${e.format} ${e.width}x${e.height}`);
    expect(new Set(outputs).size, 'a file encoded twice').toBe(outputs.length);
    expect(encodes.length).toBe(photoFiles().length);
  });

  it('shares the first photo cut to 1200 x 630 around its focal point, as JPEG without metadata', async () => {
    const url = ogImage(page());
    expect(url).toMatch(new RegExp(`^https?://[^/]+/_astro/${PHOTO_NAMES[0]}\\..+\\.jpe?g$`));
    const file = builtFile(url);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 630, undefined]);
    // The focal point at the bottom keeps the photo's blue lower part, even at the top of the frame
    // (the middle of the photo, red and green above, is what a centred crop would show there).
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const blue = (fx: number, fy: number) => {
      const p = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * 3;
      return data[p + 2]! > data[p]! && data[p + 2]! > data[p + 1]!;
    };
    expect([blue(0.01, 0.03), blue(0.99, 0.03), blue(0.01, 0.97)]).toEqual([true, true, true]);
  });

  it('shares the drawing’s 1200 x 630 card for a vehicle without photos', async () => {
    const id = published().find((v) => !hasPhotos(v.id))!.id;
    const url = ogImage(html(`/vehicles/${id}`));
    expect(new URL(url).pathname).toBe(vehicleDrawingCardPath({ id }));
    const meta = await sharp(builtFile(url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('cards show the first photo: inventory (built, and for its islands: a filtered list, the comparison), home, similar carts', () => {
    const inventory = html('/inventory');
    const photo = elements(inventory, 'img').find((img) => attributes(img)['alt'] === PHOTOS[0]!.alt)!;
    expect(photo, 'the inventory card’s photo').toBeDefined();
    expect(attributes(photo)['class']).toBe('card-photo');
    expect(attributes(photo)['style']).toMatch(/object-position:\s*50% 100%/);
    const avif = attributes(
      elements(inventory, 'source').find((s) => srcset(attributes(s)['srcset'] ?? '')[0]?.url.includes(`/${PHOTO_NAMES[0]}.`))!,
    )['srcset']!;
    expect(srcset(avif).map((c) => c.width)).toEqual(CARD_PHOTO_WIDTHS);
    // A card's widest file is the vehicle page's own: cards add only their narrower width.
    const pageFiles = new Set(elements(page(), 'source').flatMap((s) => srcset(attributes(s)['srcset'] ?? '').map((c) => c.url)));
    const widest = srcset(avif).at(-1)!.url;
    expect(pageFiles.has(widest), widest).toBe(true);
    // The islands (a filtered list, the comparison) read the same photo from the page's data block.
    const block = elements(inventory, 'script').find((e) => attributes(e)['id'] === CARD_PHOTOS_ID)!;
    const photos = JSON.parse(textOf(block)) as Record<string, string>;
    const withPhotos = published()
      .filter((v) => hasPhotos(v.id))
      .map((v) => v.id);
    expect(Object.keys(photos).sort()).toEqual(withPhotos.sort());
    expect(withPhotos).toContain(ID);
    expect(photos[ID]).toContain(srcset(avif)[0]!.url);
    expect(photos[ID]).toContain(`alt="${PHOTOS[0]!.alt}"`);
    const tray = elements(inventory, 'astro-island').find((e) => (attributes(e)['component-url'] ?? '').includes('CompareTray'))!;
    expect(attributes(tray)['props']).toContain(CARD_PHOTOS_ID);
    const home = html('/');
    expect(elements(home, 'img').some((img) => attributes(img)['alt'] === PHOTOS[0]!.alt)).toBe(true);
    const all = published();
    const neighbour = all.find((v) => similarVehicles(v, all).some((s) => s.id === ID))!;
    expect(neighbour, 'a vehicle whose similar carts list the one with photos').toBeDefined();
    expect(elements(html(`/vehicles/${neighbour.id}`), 'img').some((img) => attributes(img)['alt'] === PHOTOS[0]!.alt)).toBe(true);
  });

  it('structured data and the feed name the built photos; the API record has none', () => {
    const product = jsonLdBlocks(page()).find((b) => (b as Json)['@type'] === 'Product') as { image: string[] };
    expect(product.image).toHaveLength(PHOTOS.length);
    for (const url of product.image) {
      expect(PHOTO_NAMES).toContain(basename(new URL(url).pathname).split('.')[0]);
      expect(url).toMatch(/^https?:\/\/[^/]+\/_astro\/.+\.webp$/);
      expect(builtFile(url).length).toBeGreaterThan(0);
    }
    const channel = children(parseXml(readFileSync(join(dist(), 'feeds/vehicles.xml'), 'utf8')).documentElement!, null, 'channel')[0]!;
    const item = children(channel, null, 'item').find((i) => childText(i, GOOGLE_NAMESPACE, 'id') === ID)!;
    expect(childText(item, GOOGLE_NAMESPACE, 'image_link')).toBe(product.image[0]);
    expect(children(item, GOOGLE_NAMESPACE, 'additional_image_link').map((e) => e.textContent)).toEqual(product.image.slice(1));
    const api = JSON.parse(readFileSync(join(dist(), 'data/vehicles.json'), 'utf8')) as Json[];
    const record = api.find((v) => v['id'] === ID)!;
    expect(record).not.toHaveProperty('photos');
    expect(JSON.stringify(api)).not.toContain(dir);
  });

  it('a copied vehicle file gets its own drawing, and the vehicle it was copied from keeps its own', () => {
    const drawing = (id: string) => readFileSync(join(dist(), vehicleDrawingPath({ id })), 'utf8');
    const copy = contentVehicle(COPIED.id);
    const original = contentVehicle(COPIED.from);
    expect(drawing(COPIED.id)).toBe(vehicleIllustration(copy, shadow));
    expect(drawing(COPIED.from)).toBe(vehicleIllustration(original, shadow));
    expect(drawing(COPIED.id)).not.toBe(drawing(COPIED.from));
    // The page leads with the copy's own drawing (the original may be among its similar carts below).
    const lead = elements(html(`/vehicles/${COPIED.id}`), 'img').find((img) => attributes(img)['fetchpriority'] === 'high')!;
    expect(attributes(lead)['src']).toBe(vehicleDrawingPath(copy));
  });
});
