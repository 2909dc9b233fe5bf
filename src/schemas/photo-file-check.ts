/**
 * A vehicle photo's file as the photo rules see it (`photoFileProblem`): its size on disk, and its pixels
 * from its header (read synchronously, as every content check runs, from the file's first megabyte,
 * where a JPEG, PNG, WebP or AVIF file states its size).
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';
import { photoFileProblem, MAX_BYTES } from '../lib/photos/photo-file';

const HEADER_BYTES = 1024 * 1024;

/** The mistake of the photo file at `path` (which exists), with its fix, or undefined when it will do. */
export function photoProblemAt(path: string): string | undefined {
  const bytes = statSync(path).size;
  if (bytes > MAX_BYTES) return photoFileProblem({ bytes, width: 0, height: 0 });
  const header = Buffer.alloc(Math.min(bytes, HEADER_BYTES));
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  try {
    const { width, height } = imageSize(header);
    return photoFileProblem({ bytes, width, height });
  } catch {
    return 'the file is not an image the site can read: save it again as a JPEG, PNG, WebP or AVIF file';
  }
}
