/**
 * A test photo made with sharp, as a phone stores one: a 4000 x 3000 JPEG lying on its side with an
 * EXIF orientation tag (6: turn 90° clockwise to show it) and the GPS position where it was taken.
 * Shown upright it is 3000 x 4000: red top left, green top right, blue bottom half, with the grain of
 * a real photo (so its compressed size is a photo's, not a flat colour's). Shared by the photo tests
 * and `npm run bench`.
 */
import sharp from 'sharp';

export const FIXTURE = {
  stored: { width: 4000, height: 3000 },
  upright: { width: 3000, height: 4000 },
  orientation: 6,
  /** Dover, Delaware: where the fixture says it was taken. */
  gps: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 9/1 3480/100', GPSLongitudeRef: 'W', GPSLongitude: '75/1 31/1 2640/100' },
  colors: { topLeft: [220, 40, 40], topRight: [40, 180, 60], bottom: [40, 80, 220] },
} as const;

/** The upright picture, raw RGB with a deterministic grain. */
function uprightPixels(): Buffer {
  const { width, height } = FIXTURE.upright;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const color = y >= height / 2 ? FIXTURE.colors.bottom : x < width / 2 ? FIXTURE.colors.topLeft : FIXTURE.colors.topRight;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        // A soft gradient plus sensor-like grain of ±16.
        const grain = ((seed >>> 16) % 33) - 16 + Math.round(12 * Math.sin((x + y) / 90));
        pixels[i + c] = Math.max(0, Math.min(255, color[c]! + grain));
      }
    }
  }
  return pixels;
}

/** The fixture as a phone writes it: rotated 90° counter-clockwise, tagged to be turned back, with GPS. */
export async function photoFixture(): Promise<Buffer> {
  const { width, height } = FIXTURE.upright;
  return sharp(uprightPixels(), { raw: { width, height, channels: 3 } })
    .rotate(270)
    .withExif({ IFD3: FIXTURE.gps })
    .withMetadata({ orientation: FIXTURE.orientation })
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
