/**
 * What a vehicle photo's file must be before the build takes it, checked with the rest of the content:
 * big enough to look sharp on the vehicle page (whose largest picture is 1280 px wide), and not so big
 * that it is not a photo as a phone or camera writes one (a 12-megapixel JPEG is 3 to 5 MB).
 */

/** The long side under which a photo looks blurred on a phone's screen. */
export const MIN_LONG_SIDE = 800;
/** A file this big is no ordinary photo (a scan, a RAW or HEIC export, a panorama, a video frame dump). */
export const MAX_BYTES = 20 * 1024 * 1024;

export interface PhotoFile {
  bytes: number;
  /** Pixels as stored (a photo on its side counts the same long side). */
  width: number;
  height: number;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The mistake of a photo file, with its fix, or undefined when the file will do. */
export function photoFileProblem(file: PhotoFile): string | undefined {
  if (file.bytes > MAX_BYTES) {
    return `the photo file is ${mb(file.bytes)}, over the ${mb(MAX_BYTES)} a photo may be: save it again as a JPEG (quality 80 to 90, at most 4000 px on its long side) and use that file`;
  }
  const long = Math.max(file.width, file.height);
  if (long < MIN_LONG_SIDE) {
    return `the photo is ${file.width} x ${file.height} px, too small to look sharp: use a file at least ${MIN_LONG_SIDE} px on its long side (the original from the phone or camera, not a thumbnail, a screenshot or a picture saved from a web page)`;
  }
  return undefined;
}
