import { describe, expect, it } from 'vitest';
import { CENTER } from './focus';
import { cutFrom, ENCODER_KEY, isPhotoFormat, masterSize, targetSize } from './encoding';

describe('masterSize', () => {
  it.each([
    ['a portrait phone photo', { width: 3000, height: 4000 }, { width: 1280, height: 1707 }],
    ['a landscape phone photo', { width: 4000, height: 3000 }, { width: 1707, height: 1280 }],
    ['a photo smaller than the master: as it is', { width: 1000, height: 800 }, { width: 1000, height: 800 }],
    ['a panorama', { width: 8000, height: 2000 }, { width: 5120, height: 1280 }],
  ])('%s', (_name, upright, master) => expect(masterSize(upright)).toEqual(master));
});

describe('targetSize', () => {
  const photo = { width: 1280, height: 1707 };
  it.each([
    ['width and height', 640, 853, { width: 640, height: 853 }],
    ['a width: the photo’s proportions', 360, undefined, { width: 360, height: 480 }],
    ['a height', undefined, 480, { width: 360, height: 480 }],
    ['neither: the photo', undefined, undefined, photo],
  ])('%s', (_name, width, height, size) => expect(targetSize(photo, width, height)).toEqual(size));
});

describe('cutFrom', () => {
  const portrait = { width: 3000, height: 4000 };
  it('cuts every srcset width and the share image of a phone photo from the master', () => {
    const master = masterSize(portrait);
    for (const target of [
      { width: 1280, height: 1707 },
      { width: 360, height: 480 },
      { width: 1200, height: 630 },
    ]) {
      expect(cutFrom(portrait, master, target, CENTER).from).toBe('master');
    }
  });

  it('keeps the whole master for a picture of the same proportions', () => {
    const master = masterSize(portrait);
    expect(cutFrom(portrait, master, { width: 960, height: 1280 }, CENTER).crop).toEqual({ left: 0, top: 0, ...master });
  });

  it('goes back to the original when the master is too small for the part a frame keeps', () => {
    const panorama = { width: 8000, height: 1000 };
    const master = masterSize(panorama);
    expect(master).toEqual(panorama);
    // Not reduced: the master is the original.
    expect(cutFrom(panorama, master, { width: 1200, height: 630 }, CENTER).from).toBe('master');
    const tall = { width: 2000, height: 9000 };
    const tallMaster = masterSize(tall);
    expect(cutFrom(tall, tallMaster, { width: 1280, height: 5760 }, CENTER).from).toBe('master');
    expect(cutFrom(tall, tallMaster, { width: 1600, height: 900 }, CENTER)).toEqual({
      from: 'original',
      crop: { left: 0, top: 3938, width: 2000, height: 1125 },
    });
  });
});

describe('the encoders', () => {
  it('name their settings in the cache key', () => {
    expect(ENCODER_KEY).toMatch(/avif:\d+\/\d+/);
    expect(ENCODER_KEY).toContain('webp:');
    expect(ENCODER_KEY).toContain('jpeg:');
  });
  it.each([
    ['avif', true],
    ['webp', true],
    ['jpeg', true],
    ['svg', false],
    ['png', false],
    [undefined, false],
  ])('%s is a photo format: %s', (format, expected) => expect(isPhotoFormat(format)).toBe(expected));
});
