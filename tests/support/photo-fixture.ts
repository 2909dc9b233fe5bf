/**
 * Test photos made with sharp, as a phone stores them: 4000 x 3000 JPEGs with an EXIF orientation tag
 * and the GPS position where they were taken (no binary is committed; each is made when needed).
 *
 * Each is photo-like, so its compressed size and its encoding time are a photo's, not a flat colour's:
 * light and texture at several scales (value noise, like foliage, gravel or a cloudy sky), a cart in
 * front (the site's own drawing), soft edges and sensor grain; about 2.5 MB
 * at JPEG quality 90, as a phone writes a 12-megapixel photo.
 *
 * Shown upright, red lies top left, green top right and blue across the bottom half (under the cart
 * in the middle), so a test can tell which way up a built file is. Shared by the photo tests,
 * `npm run bench` and `npm run bench:photos`.
 */
import sharp from 'sharp';
import { vehicleIllustration } from '../../src/components/art/cart-drawing.ts';

export const FIXTURE = {
  stored: { width: 4000, height: 3000 },
  upright: { width: 3000, height: 4000 },
  orientation: 6,
  /** Dover, Delaware: where the fixture says it was taken. */
  gps: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 9/1 3480/100', GPSLongitudeRef: 'W', GPSLongitude: '75/1 31/1 2640/100' },
  colors: { topLeft: [220, 40, 40], topRight: [40, 180, 60], bottom: [40, 80, 220] },
} as const;

export interface PhotoOptions {
  /** Photos with different seeds differ in every pixel (their own files, their own cache entries). */
  seed?: number;
  /**
   * `portrait` (the default): held upright, stored on its side with orientation 6 (turn 90° clockwise),
   * shown 3000 x 4000. `landscape`: held upside down, stored turned over with orientation 3, shown
   * 4000 x 3000.
   */
  shape?: 'portrait' | 'landscape';
}

/** A deterministic generator of numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) / 16777216;
  };
}

/** Value noise in [0, 1] on a lattice of `cell` pixels, smoothly interpolated. */
function noiseField(width: number, height: number, cell: number, next: () => number): Float32Array {
  const gw = Math.ceil(width / cell) + 2;
  const lattice = Float32Array.from({ length: gw * (Math.ceil(height / cell) + 2) }, next);
  const out = new Float32Array(width * height);
  const smooth = (t: number) => t * t * (3 - 2 * t);
  for (let y = 0; y < height; y++) {
    const iy = Math.floor(y / cell);
    const sy = smooth(y / cell - iy);
    for (let x = 0; x < width; x++) {
      const ix = Math.floor(x / cell);
      const sx = smooth(x / cell - ix);
      const a = lattice[iy * gw + ix]!;
      const b = lattice[iy * gw + ix + 1]!;
      const c = lattice[(iy + 1) * gw + ix]!;
      const d = lattice[(iy + 1) * gw + ix + 1]!;
      out[y * width + x] = a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
    }
  }
  return out;
}

/** The scene's light and texture, made once at a quarter of the size (photos differ by where they cut it). */
const TEXTURE = { width: 1100, height: 1100, scale: 4 };
let texture: Float32Array | undefined;
function sceneTexture(): Float32Array {
  if (texture) return texture;
  const next = random(7);
  const octaves: [number, number][] = [
    [160, 0.4],
    [60, 0.25],
    [20, 0.15],
    [6, 0.1],
    [2, 0.1],
  ];
  const fields = octaves.map(([cell, amplitude]) => ({ field: noiseField(TEXTURE.width, TEXTURE.height, cell, next), amplitude }));
  texture = new Float32Array(TEXTURE.width * TEXTURE.height);
  for (const { field, amplitude } of fields) for (let i = 0; i < texture.length; i++) texture[i]! += field[i]! * amplitude;
  return texture;
}

/** Sensor grain: small random deviations, the same table for every photo, read from a different place. */
let grain: Int8Array | undefined;
function grainTable(): Int8Array {
  const next = random(3);
  grain ??= Int8Array.from({ length: 65_521 }, () => Math.round((next() - 0.5) * 40));
  return grain;
}

/**
 * The upright picture, raw RGB. The three coloured fields lit by the texture and the cart in front are
 * drawn at a quarter of the size and enlarged (the soft edges of a photo), then grain is added to every
 * pixel.
 */
async function uprightPhoto(width: number, height: number, seed: number): Promise<Buffer> {
  const next = random(seed * 7919 + 1);
  const light = sceneTexture();
  const w = width / TEXTURE.scale;
  const h = height / TEXTURE.scale;
  const dx = Math.floor(next() * (TEXTURE.width - w));
  const dy = Math.floor(next() * (TEXTURE.height - h));
  const small = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const n = light[(y + dy) * TEXTURE.width + x + dx]!;
      const base = y >= h / 2 ? FIXTURE.colors.bottom : x < w / 2 ? FIXTURE.colors.topLeft : FIXTURE.colors.topRight;
      const lit = 0.55 + 0.9 * n - 0.25 * (y / h);
      for (let c = 0; c < 3; c++) small[(y * w + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(base[c]! * lit + 30 * (n - 0.5))));
    }
  }
  // The cart across the middle, 90% of the width (red, green and blue stay where a test looks for them);
  // its colour and its seats change with the seed.
  const cartWidth = Math.round(w * 0.9);
  const cartHeight = Math.round((cartWidth * 2) / 3);
  const cart = vehicleIllustration(
    {
      id: `photo-${seed}`,
      name: 'Test cart',
      brand: 'Denago',
      description: seed % 3 === 0 ? 'A lifted cart on knobby tires, for the test photos.' : 'A street cart for the test photos.',
      specifications: { seatingCapacity: 2 + 2 * (seed % 3) },
    },
    '#123524',
  ).replace(/width="\d+" height="\d+"/, `width="${cartWidth}" height="${cartHeight}"`);
  const scene = await sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .composite([{ input: Buffer.from(cart), left: Math.round((w - cartWidth) / 2), top: Math.round((h - cartHeight) / 2) }])
    .removeAlpha()
    .raw()
    .toBuffer();
  // A second pipeline: sharp resizes before it composites, whatever the order of the calls.
  const pixels = await sharp(scene, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const table = grainTable();
  const offset = Math.floor(next() * table.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i]! + table[(i + offset) % table.length]!));
  return pixels;
}

/** A photo as a phone writes it: stored turned, tagged to be turned back, with GPS. */
export async function photoFixture({ seed = 1, shape = 'portrait' }: PhotoOptions = {}): Promise<Buffer> {
  const portrait = shape === 'portrait';
  const { width, height } = portrait ? FIXTURE.upright : FIXTURE.stored;
  return sharp(await uprightPhoto(width, height, seed), { raw: { width, height, channels: 3 } })
    .rotate(portrait ? 270 : 180)
    .withExif({ IFD3: FIXTURE.gps })
    .withMetadata({ orientation: portrait ? FIXTURE.orientation : 3 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Whether an image file carries GPS data: the GPS IFD pointer (tag 0x8825) in its EXIF block. */
export async function hasGps(file: Buffer): Promise<boolean> {
  const { exif } = await sharp(file).metadata();
  if (!exif) return false;
  const tiff = exif.indexOf('MM\0*') >= 0 ? exif.indexOf('MM\0*') : exif.indexOf('II*\0');
  if (tiff < 0) return false;
  const big = exif[tiff] === 0x4d;
  const u16 = (at: number) => (big ? exif.readUInt16BE(at) : exif.readUInt16LE(at));
  const u32 = (at: number) => (big ? exif.readUInt32BE(at) : exif.readUInt32LE(at));
  const ifd0 = tiff + u32(tiff + 4);
  const entries = u16(ifd0);
  for (let n = 0; n < entries; n++) if (u16(ifd0 + 2 + n * 12) === 0x8825) return true;
  return false;
}
