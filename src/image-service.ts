/**
 * The build's image service (astro.config.mjs `image.service`): Astro's sharp service, made fast for a
 * dealer's catalogue of phone photos (src/lib/photos/encoding.ts):
 * - each photo is decoded once per build, upright and scaled down to its master (a 12-megapixel JPEG is
 *   the costly part to read), and every file of it is cut and resized from that master;
 * - AVIF and WebP are encoded at the settings of ENCODERS, whose name is part of each file's cache key;
 * - a picture of other proportions than the photo (the share image) is cut around the photo's focal point
 *   (`position`, "30% 60%"), as a card's `object-position` shows it.
 * Astro makes at most one photo per core at a time and keeps every file it made in its cache
 * (`node_modules/.astro/assets/`, named from the source file's content hash and the options), so a later
 * build encodes only new or changed photos. Anything else (an SVG, a PNG) goes to Astro's sharp service.
 *
 * IMAGE_ENCODE_LOG=<file> appends one JSON line per decode and per encode to that file: the tests and
 * `npm run bench:photos` count them.
 */
import type { ImageTransform, LocalImageService } from 'astro';
import { baseService } from 'astro/assets';
import sharpService from 'astro/assets/services/sharp';
import { appendFileSync } from 'node:fs';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { ENCODER_KEY, ENCODERS, cutFrom, isPhotoFormat, masterSize, targetSize, type PhotoFormat } from './lib/photos/encoding';
import { parseFocus, type Size } from './lib/photos/focus';

type Config = Parameters<typeof sharpService.transform>[2];

interface Master {
  data: Buffer;
  info: OutputInfo;
  /** The original's size, upright. */
  upright: Size;
}

sharp.cache(false);

function log(entry: object): void {
  const file = process.env['IMAGE_ENCODE_LOG'];
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/**
 * Astro hands every file of one photo the same buffer (it reads the original once per photo), so the
 * master is made at the first file and dropped with the buffer.
 */
const masters = new WeakMap<Uint8Array, Promise<Master>>();

async function makeMaster(input: Uint8Array, src: string, config: Config): Promise<Master> {
  const options = { failOn: 'none' as const, limitInputPixels: config.service.config.limitInputPixels ?? true };
  const meta = await sharp(input, options).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const upright = { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  const size = masterSize(upright);
  const { data, info } = await sharp(input, options)
    .rotate()
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  log({ event: 'decode', src, master: size });
  return { data, info, upright };
}

function masterOf(input: Uint8Array, src: string, config: Config): Promise<Master> {
  let master = masters.get(input);
  if (!master) {
    master = makeMaster(input, src, config);
    masters.set(input, master);
  }
  return master;
}

function encode(image: Sharp, format: PhotoFormat): Sharp {
  if (format === 'avif') return image.avif(ENCODERS.avif);
  if (format === 'webp') return image.webp(ENCODERS.webp);
  return image.jpeg(ENCODERS.jpeg);
}

const photoService: LocalImageService = {
  ...sharpService,
  propertiesToHash: [...(sharpService.propertiesToHash ?? baseService.propertiesToHash ?? []), 'encoder'],
  async validateOptions(options, config, logger) {
    const validated = await sharpService.validateOptions!(options, config, logger);
    return isPhotoFormat(validated.format) ? { ...validated, encoder: ENCODER_KEY } : validated;
  },
  /**
   * Each width's height from the photo's own proportions, so a width is one file whichever picture of the
   * whole photo asks for it (a card's srcset, 960 px at most, and the page's, 1280 px, share theirs);
   * Astro's heights follow the rounded height of each picture's largest width.
   */
  async getSrcSet(options, config, logger) {
    const values = await sharpService.getSrcSet!(options, config, logger);
    const { src, width, height } = options;
    if (typeof src !== 'object' || !isPhotoFormat(options.format) || !width || !height) return values;
    const whole = Math.abs(width / height - src.width / src.height) < 0.01;
    if (!whole) return values;
    return values.map((value) => ({
      ...value,
      transform: { ...value.transform, ...targetSize(src, value.transform.width, undefined) },
    }));
  },
  getHTMLAttributes(options, config, logger) {
    const { encoder: _encoder, ...rest } = options as ImageTransform & { encoder?: string };
    return sharpService.getHTMLAttributes!(rest, config, logger);
  },
  async transform(input, transform, config, logger) {
    const format = transform['format'];
    const svg = /^\s*(<\?xml|<svg)/.test(new TextDecoder().decode(input.subarray(0, 64)));
    if (!isPhotoFormat(format) || svg) return sharpService.transform(input, transform, config, logger);
    const src = String(transform.src);
    const master = await masterOf(input, src, config);
    const size = { width: master.info.width, height: master.info.height };
    const target = targetSize(size, transform['width'], transform['height']);
    const cut = cutFrom(master.upright, size, target, parseFocus(transform['position']));
    const image =
      cut.from === 'master'
        ? sharp(master.data, { raw: master.info })
        : sharp(input, { failOn: 'none', limitInputPixels: config.service.config.limitInputPixels ?? true }).rotate();
    const data = await encode(image.extract(cut.crop).resize(target.width, target.height, { fit: 'fill' }), format).toBuffer();
    log({ event: 'encode', src, format, ...target, from: cut.from });
    return { data, format };
  },
};

export default photoService;
