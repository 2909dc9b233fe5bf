import { normalizePath } from '../routes';

/** An absolute URL for a site path, as visitors see it (no `.html`, no trailing slash). */
export function absoluteUrl(path: string, site: string): string {
  return new URL(normalizePath(path), site).href;
}
