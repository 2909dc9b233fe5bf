/** An absolute URL for a site path: trailing slashes dropped (the site serves paths without them). */
export function absoluteUrl(path: string, site: string): string {
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  return new URL(clean, site).href;
}
