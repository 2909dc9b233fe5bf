import { describe, expect, it } from 'vitest';
import { MAX_BYTES, MIN_LONG_SIDE, photoFileProblem } from './photo-file';

const MB = 1024 * 1024;

describe('photoFileProblem', () => {
  it.each([
    ['a phone photo', { bytes: 4 * MB, width: 4000, height: 3000 }],
    ['a phone photo on its side', { bytes: 3 * MB, width: 3000, height: 4000 }],
    ['exactly the smallest long side', { bytes: 200_000, width: MIN_LONG_SIDE, height: 450 }],
    ['a small side under 800 px, its long side enough', { bytes: 500_000, width: 1600, height: 400 }],
    ['exactly the largest file', { bytes: MAX_BYTES, width: 8000, height: 6000 }],
  ])('takes %s', (_name, file) => expect(photoFileProblem(file)).toBeUndefined());

  it.each([
    [
      'a thumbnail',
      { bytes: 40_000, width: 640, height: 480 },
      'the photo is 640 x 480 px, too small to look sharp: use a file at least 800 px on its long side',
    ],
    ['one pixel short', { bytes: 90_000, width: 799, height: 600 }, 'the photo is 799 x 600 px'],
    ['a portrait thumbnail', { bytes: 40_000, width: 480, height: 640 }, 'the photo is 480 x 640 px'],
  ])('reports %s, with the fix', (_name, file, message) => {
    const problem = photoFileProblem(file);
    expect(problem).toContain(message);
    expect(problem).toContain('the original from the phone or camera');
  });

  it.each([
    ['just over 20 MB', { bytes: MAX_BYTES + 1, width: 8000, height: 6000 }, 'the photo file is 20.0 MB, over the 20.0 MB a photo may be'],
    ['a 45 MB scan', { bytes: 45 * MB, width: 12000, height: 9000 }, 'the photo file is 45.0 MB'],
    ['a huge file of a tiny picture: the size is what is refused', { bytes: 30 * MB, width: 100, height: 100 }, '30.0 MB'],
  ])('refuses %s, saying how to make it smaller', (_name, file, message) => {
    const problem = photoFileProblem(file);
    expect(problem).toContain(message);
    expect(problem).toContain('save it again as a JPEG');
  });
});
