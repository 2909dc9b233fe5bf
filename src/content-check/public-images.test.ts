import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicImageChecker } from './public-images';

const root = mkdtempSync(join(tmpdir(), 'fsgc-images-'));
const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#185a33"/></svg>';
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aa66' } })
    .jpeg()
    .toBuffer();
  mkdirSync(join(root, 'public/images/vehicles'), { recursive: true });
  writeFileSync(join(root, 'public/images/share.jpg'), photo);
  writeFileSync(join(root, 'public/images/vehicles/cart.svg'), drawing);
  writeFileSync(join(root, 'public/_headers'), '/*\n  X-Frame-Options: DENY\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('publicImageChecker: every image in public/ can be shown', () => {
  it('passes whole images and leaves other files alone', async () => {
    expect(await publicImageChecker()(root)).toEqual([]);
  });

  it.each([
    ['a photo cut short', 'public/images/cut.jpg', () => photo.subarray(0, photo.length / 2)],
    ['a text saved as a photo', 'public/images/notes.png', () => Buffer.from('not an image')],
    ['a drawing cut short', 'public/images/vehicles/cut.svg', () => Buffer.from(drawing.slice(0, 60))],
  ])('%s is named with its file', async (_name, file, bytes) => {
    writeFileSync(join(root, file), bytes());
    try {
      const problems = await publicImageChecker()(root);
      expect(problems).toHaveLength(1);
      expect(problems[0]!.file).toBe(file);
      expect(problems[0]!.message).toMatch(/^this image cannot be shown \(.+\): export it again from the original, or replace it$/);
    } finally {
      rmSync(join(root, file));
    }
  });

  it('checks a file again once it changes', async () => {
    const check = publicImageChecker();
    const file = join(root, 'public/images/later.jpg');
    writeFileSync(file, 'broken');
    expect(await check(root)).toHaveLength(1);
    writeFileSync(file, photo);
    expect(await check(root)).toEqual([]);
    rmSync(file);
  });
});
