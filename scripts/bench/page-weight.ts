/**
 * What each built page weighs and what it loads, read from `dist/` alone.
 * One implementation shared by `npm run bench` (report) and the quality tests (budgets), so
 * the figures in the report are the figures the tests enforce.
 *
 * Written as erasable TypeScript: Node 24 runs it directly (bench) and Vitest imports it (tests).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Compressed-size budgets are measured with gzip -6: what every client and CDN speaks (brotli is smaller still). */
export const GZIP_LEVEL = 6;
/** Brotli at quality 5, about what a CDN applies on the fly (quality 11 costs seconds per page and is reported nowhere as a budget). */
export const BROTLI_QUALITY = 5;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export function sizesOf(data: string | Buffer): Sizes {
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  if (buf.length === 0) return { ...ZERO };
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: GZIP_LEVEL }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length,
  };
}

const fileCache = new Map<string, { text: string; sizes: Sizes }>();
/** A file's text and sizes, read and compressed once per process (many pages share the same scripts). */
function fileInfo(file: string): { text: string; sizes: Sizes } {
  let info = fileCache.get(file);
  if (!info) {
    const buf = readFileSync(file);
    info = { text: buf.toString('utf8'), sizes: sizesOf(buf) };
    fileCache.set(file, info);
  }
  return info;
}

export function addSizes(...all: Sizes[]): Sizes {
  return all.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { ...ZERO });
}

// ---------------------------------------------------------------------------------------------
// Pages and the sitemap

export interface BuiltPage {
  /** Site path as served (`trailingSlash: 'never'`, `build.format: 'file'`): `/`, `/inventory`, `/policies/x`. */
  path: string;
  /** Absolute file name in dist/. */
  file: string;
}

/** `index.html` -> `/`, `inventory.html` -> `/inventory`, `a/index.html` -> `/a`. */
export function pathForFile(relativeFile: string): string {
  const p = relativeFile.split(sep).join('/');
  const noExt = p.replace(/\.html$/, '');
  const noIndex = noExt === 'index' ? '' : noExt.replace(/\/index$/, '');
  return `/${noIndex}`;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function assertBuilt(dist: string): void {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/ has no index.html: run \`npm run build\` first`);
}

/** Every HTML page of the build, sorted by path. */
export function builtPages(dist = 'dist'): BuiltPage[] {
  assertBuilt(dist);
  return walk(dist)
    .filter((f) => f.endsWith('.html'))
    .map((file) => ({ path: pathForFile(relative(dist, file)), file }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The absolute URLs of the built sitemap (every `sitemap-N.xml`). */
export function sitemapUrls(dist = 'dist'): string[] {
  const files = readdirSync(dist).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  if (files.length === 0) throw new Error(`${dist}/ has no sitemap-N.xml: run \`npm run build\` first`);
  return files.flatMap((f) => [...readFileSync(join(dist, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.trim()));
}

/** The site paths of the built sitemap, sorted and unique. */
export function sitemapPaths(dist = 'dist'): string[] {
  return [...new Set(sitemapUrls(dist).map((u) => new URL(u).pathname))].sort();
}

/** The dist file that serves a site path, if any. */
export function fileForPath(dist: string, path: string): string | undefined {
  const clean = path.replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  return candidates.map((c) => join(dist, c)).find((f) => existsSync(f));
}

// ---------------------------------------------------------------------------------------------
// Markup scanning (Astro's output is regular: quoted attributes, no `<` inside JSON-LD)

export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Text up to the closing tag, for script and style. */
  body?: string;
}

const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every start tag of a name (script and style with their text). */
export function tags(html: string, name: string): Tag[] {
  const withBody = name === 'script' || name === 'style';
  const re = withBody
    ? new RegExp(`<${name}(\\s[^>]*)?>([\\s\\S]*?)</${name}\\s*>`, 'gi')
    : new RegExp(`<${name}(?=[\\s>/])([^>]*)>`, 'gi');
  return [...html.matchAll(re)].map((m) => {
    const tag: Tag = { name, attrs: parseAttrs(m[1] ?? '') };
    if (withBody) tag.body = m[2] ?? '';
    return tag;
  });
}

/** Markup with the text of script and style elements removed (so attribute scans see tags only). */
export function markupOnly(html: string): string {
  return html.replace(/<(script|style)(\s[^>]*)?>[\s\S]*?<\/\1\s*>/gi, '<$1$2></$1>');
}

export const isJsonLd = (t: Tag) => (t.attrs['type'] ?? '').toLowerCase() === 'application/ld+json';

/** A script element that runs code (anything but a data block such as JSON-LD). */
export function isExecutable(t: Tag): boolean {
  const type = (t.attrs['type'] ?? '').trim().toLowerCase();
  return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

export const hasIslands = (html: string) => /<astro-island[\s>]/i.test(html);

/** Inline event-handler attributes (`onclick=` and the like): code without a script element. */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  for (const m of markupOnly(html).matchAll(/<([a-z][a-z0-9-]*)(\s[^>]*)>/gi)) {
    for (const name of Object.keys(parseAttrs(m[2] ?? ''))) if (/^on[a-z]+$/.test(name)) found.push(`<${m[1]} ${name}>`);
  }
  return found;
}

/** `<img>` tags lacking a numeric width or height. */
export function imagesWithoutSize(html: string): string[] {
  return tags(markupOnly(html), 'img')
    .filter((t) => !/^\d+(\.\d+)?$/.test(t.attrs['width'] ?? '') || !/^\d+(\.\d+)?$/.test(t.attrs['height'] ?? ''))
    .map((t) => `<img src="${t.attrs['src'] ?? ''}" width="${t.attrs['width'] ?? ''}" height="${t.attrs['height'] ?? ''}">`);
}

// ---------------------------------------------------------------------------------------------
// Resources a page loads

export interface Resource {
  kind: 'script' | 'stylesheet' | 'image' | 'font' | 'frame' | 'preload' | 'connect' | 'other';
  url: string;
  /** Where it was found, for messages. */
  via: string;
}

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** Every URL the page's markup and inline CSS make the browser request (or connect to) on load or on request. */
export function pageResources(html: string): Resource[] {
  const markup = markupOnly(html);
  const out: Resource[] = [];
  for (const t of tags(html, 'script')) if (t.attrs['src']) out.push({ kind: 'script', url: t.attrs['src'], via: '<script src>' });
  for (const t of tags(markup, 'link')) {
    const rel = (t.attrs['rel'] ?? '').toLowerCase().split(/\s+/);
    const href = t.attrs['href'];
    if (!href) continue;
    if (rel.includes('stylesheet')) out.push({ kind: 'stylesheet', url: href, via: '<link rel=stylesheet>' });
    else if (rel.includes('icon') || rel.includes('apple-touch-icon')) out.push({ kind: 'image', url: href, via: '<link rel=icon>' });
    else if (rel.includes('modulepreload')) out.push({ kind: 'script', url: href, via: '<link rel=modulepreload>' });
    else if (rel.includes('preload') || rel.includes('prefetch'))
      out.push({ kind: t.attrs['as'] === 'font' ? 'font' : 'preload', url: href, via: `<link rel=${rel.join(' ')}>` });
    else if (rel.includes('preconnect') || rel.includes('dns-prefetch'))
      out.push({ kind: 'connect', url: href, via: `<link rel=${rel[0]}>` });
    else if (rel.includes('manifest')) out.push({ kind: 'other', url: href, via: '<link rel=manifest>' });
  }
  for (const t of tags(markup, 'img')) {
    if (t.attrs['src']) out.push({ kind: 'image', url: t.attrs['src'], via: '<img src>' });
    for (const u of srcsetUrls(t.attrs['srcset'] ?? '')) out.push({ kind: 'image', url: u, via: '<img srcset>' });
  }
  for (const t of tags(markup, 'source')) {
    for (const u of srcsetUrls(t.attrs['srcset'] ?? '')) out.push({ kind: 'image', url: u, via: '<source srcset>' });
    if (t.attrs['src']) out.push({ kind: 'other', url: t.attrs['src'], via: '<source src>' });
  }
  for (const name of ['iframe', 'embed', 'video', 'audio']) {
    for (const t of tags(markup, name)) if (t.attrs['src']) out.push({ kind: 'frame', url: t.attrs['src'], via: `<${name} src>` });
  }
  for (const t of tags(markup, 'object')) if (t.attrs['data']) out.push({ kind: 'frame', url: t.attrs['data'], via: '<object data>' });
  for (const t of tags(markup, 'astro-island')) {
    if (t.attrs['component-url']) out.push({ kind: 'script', url: t.attrs['component-url'], via: '<astro-island component-url>' });
    if (t.attrs['renderer-url']) out.push({ kind: 'script', url: t.attrs['renderer-url'], via: '<astro-island renderer-url>' });
  }
  const css = [...tags(html, 'style').map((t) => t.body ?? ''), ...[...markup.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1] ?? '')].join(
    '\n',
  );
  for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const url = m[2]!;
    if (url.startsWith('data:') || url.startsWith('#')) continue;
    out.push({ kind: /\.(woff2?|ttf|otf)(\?|#|$)/.test(url) ? 'font' : 'image', url, via: 'CSS url()' });
  }
  for (const m of css.matchAll(/@import\s+(?:url\()?\s*['"]?([^'")\s;]+)/g))
    out.push({ kind: 'stylesheet', url: m[1]!, via: 'CSS @import' });
  for (const t of tags(html, 'script').filter((s) => !s.attrs['src'] && isExecutable(s))) {
    for (const spec of moduleSpecifiers(t.body ?? '')) out.push({ kind: 'script', url: spec, via: 'inline script import' });
  }
  return out;
}

/** A URL that leaves the site's origin (protocol-relative or absolute to another host). */
export function isThirdParty(url: string, siteOrigin: string): boolean {
  if (/^(data|blob|about|mailto|tel|javascript):/i.test(url)) return false;
  if (!/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url)) return false;
  return new URL(url, siteOrigin).origin !== new URL(siteOrigin).origin;
}

// ---------------------------------------------------------------------------------------------
// JavaScript: the transitive closure of modules a page may load

/** Static and dynamic import specifiers of an ES module (Vite's minified output included). */
export function moduleSpecifiers(code: string): string[] {
  const out = new Set<string>();
  const patterns = [
    /\bfrom\s*["'`]([^"'`]+)["'`]/g,
    /\bimport\s*["'`]([^"'`]+)["'`]/g,
    /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g,
    // Vite's preload helper lists a dynamic import's dependencies as "_astro/x.js" strings.
    /["'`]((?:\.{0,2}\/)?_astro\/[^"'`]+\.m?js)["'`]/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) out.add(m[1]!);
  return [...out];
}

function localFile(dist: string, url: string, fromUrl: string): string | undefined {
  if (isThirdParty(url, 'http://site.invalid')) return undefined;
  const base = new URL(fromUrl, 'http://site.invalid');
  const resolved = url.startsWith('_astro/') ? new URL(`/${url}`, base) : new URL(url, base);
  const file = join(dist, decodeURIComponent(resolved.pathname));
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export interface ScriptWeight {
  /** Every local JS file the page may load (eagerly or on hydration), as site paths. */
  files: string[];
  /** Inline executable script text. */
  inline: Sizes;
  /** External files (each counted once). */
  external: Sizes;
  total: Sizes;
  /** External scripts that block rendering (classic `<script src>` without async/defer). */
  renderBlocking: string[];
  /** Script URLs that could not be found in dist/ nor are third-party (a broken reference). */
  missing: string[];
}

export function scriptWeight(dist: string, html: string, pagePath = '/'): ScriptWeight {
  const scripts = tags(html, 'script').filter(isExecutable);
  const inline = sizesOf(
    scripts
      .filter((s) => !s.attrs['src'])
      .map((s) => s.body ?? '')
      .join('\n'),
  );
  const renderBlocking = scripts
    .filter((s) => s.attrs['src'] && (s.attrs['type'] ?? '').toLowerCase() !== 'module' && !('async' in s.attrs) && !('defer' in s.attrs))
    .map((s) => s.attrs['src']!);
  const queue = pageResources(html)
    .filter((r) => r.kind === 'script')
    .map((r) => ({ url: r.url, from: pagePath }));
  const seen = new Set<string>();
  const missing: string[] = [];
  let external = { ...ZERO };
  while (queue.length > 0) {
    const { url, from } = queue.shift()!;
    if (isThirdParty(url, 'http://site.invalid')) continue;
    const file = localFile(dist, url, from);
    if (!file) {
      missing.push(url);
      continue;
    }
    const sitePath = `/${relative(dist, file).split(sep).join('/')}`;
    if (seen.has(sitePath)) continue;
    seen.add(sitePath);
    const code = fileInfo(file);
    external = addSizes(external, code.sizes);
    for (const spec of moduleSpecifiers(code.text)) {
      if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('_astro/')) queue.push({ url: spec, from: sitePath });
    }
  }
  return { files: [...seen].sort(), inline, external, total: addSizes(inline, external), renderBlocking, missing: [...new Set(missing)] };
}

// ---------------------------------------------------------------------------------------------
// The whole page

export interface PageWeight {
  path: string;
  islands: boolean;
  /** The HTML document as served (inline CSS, inline scripts and JSON-LD included). */
  html: Sizes;
  /** CSS: the inline `<style>` text (already inside `html`) plus linked stylesheets. */
  cssInline: Sizes;
  cssLinked: Sizes;
  js: Sizes;
  jsFiles: string[];
  images: Sizes;
  imageFiles: string[];
  /** What the first screen needs before it can paint: the document plus linked stylesheets, gzip. */
  firstRoundTripGzip: number;
  /** The document through the end of the hero (head, inline CSS, header, hero), gzip: what paints the first screen. */
  firstScreenGzip: number;
  renderBlockingScripts: string[];
  missingFiles: string[];
}

function posixPath(p: string) {
  return posix.normalize(p);
}

export function pageWeight(dist: string, page: BuiltPage): PageWeight {
  const html = readFileSync(page.file, 'utf8');
  const resources = pageResources(html);
  const missingFiles: string[] = [];
  const sumFiles = (kind: Resource['kind']) => {
    const files = new Set<string>();
    for (const r of resources.filter((x) => x.kind === kind && !isThirdParty(x.url, 'http://site.invalid'))) {
      const f = localFile(dist, r.url, page.path);
      if (f) files.add(posixPath(`/${relative(dist, f).split(sep).join('/')}`));
      else missingFiles.push(r.url);
    }
    const list = [...files].sort();
    return { list, sizes: addSizes(...list.map((f) => fileInfo(join(dist, f)).sizes)) };
  };
  const linked = sumFiles('stylesheet');
  const images = sumFiles('image');
  const js = scriptWeight(dist, html, page.path);
  const htmlSizes = sizesOf(html);
  return {
    path: page.path,
    islands: hasIslands(html),
    html: htmlSizes,
    cssInline: sizesOf(
      tags(html, 'style')
        .map((t) => t.body ?? '')
        .join('\n'),
    ),
    cssLinked: linked.sizes,
    js: js.total,
    jsFiles: js.files,
    images: images.sizes,
    imageFiles: images.list,
    firstRoundTripGzip: htmlSizes.gzip + linked.sizes.gzip,
    firstScreenGzip: firstScreenGzip(html) + linked.sizes.gzip,
    renderBlockingScripts: js.renderBlocking,
    missingFiles: [...new Set([...missingFiles, ...js.missing])],
  };
}

// ---------------------------------------------------------------------------------------------
// Indexing signals

export interface IndexSignals {
  noindex: boolean;
  canonical: string | undefined;
  redirect: boolean;
}

export function indexSignals(html: string): IndexSignals {
  const markup = markupOnly(html);
  const metas = tags(markup, 'meta');
  const robots = metas
    .filter((m) => ['robots', 'googlebot'].includes((m.attrs['name'] ?? '').toLowerCase()))
    .map((m) => (m.attrs['content'] ?? '').toLowerCase());
  const canonical = tags(markup, 'link').find((l) => (l.attrs['rel'] ?? '').toLowerCase().split(/\s+/).includes('canonical'))?.attrs[
    'href'
  ];
  return {
    noindex: robots.some((c) => /\b(noindex|none)\b/.test(c)),
    canonical,
    redirect: metas.some((m) => (m.attrs['http-equiv'] ?? '').toLowerCase() === 'refresh'),
  };
}

/** Same URL for indexing purposes: scheme/host case and a trailing slash do not matter. */
export function sameUrl(a: string, b: string): boolean {
  const norm = (u: string) => {
    const url = new URL(u);
    return `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
  };
  return norm(a) === norm(b);
}

/** JSON-LD blocks of a page, parsed; a block that does not parse is returned as an Error. */
export function jsonLdBlocks(html: string): (unknown | Error)[] {
  return tags(html, 'script')
    .filter(isJsonLd)
    .map((t) => {
      try {
        return JSON.parse(t.body ?? '') as unknown;
      } catch (e) {
        return new Error(`JSON-LD does not parse: ${(e as Error).message}: ${(t.body ?? '').slice(0, 120)}`);
      }
    });
}

/** Visible text of a page (markup, scripts and styles removed; entities decoded), whitespace collapsed. */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)(\s[^>]*)?>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<head[\s>][\s\S]*?<\/head>/i, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/&#8209;/g, '-'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// The first screen

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Where the first screen's markup ends: the end of the child of `<main>` that holds the h1 (the page
 * hero). The document up to there (head with its inline CSS, header, hero) is what the browser needs
 * to paint the first screen; undefined when the page has no main or h1.
 */
export function firstScreenEnd(html: string): number | undefined {
  const mainAt = html.search(/<main[\s>]/i);
  const h1At = html.search(/<h1[\s>]/i);
  if (mainAt < 0 || h1At < 0) return undefined;
  const tag = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>|<(script|style)[\s\S]*?<\/\4\s*>|<!--[\s\S]*?-->/g;
  tag.lastIndex = html.indexOf('>', mainAt) + 1;
  let depth = 0;
  let childStart = -1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m[4] || !m[2]) continue;
    const name = m[2].toLowerCase();
    if (VOID.has(name) || m[3]) continue;
    if (m[1]) {
      if (depth === 0) return undefined; // </main> before finding the hero
      depth--;
      if (depth === 0 && childStart <= h1At && h1At < m.index) return m.index + m[0].length;
    } else {
      if (depth === 0) childStart = m.index;
      depth++;
    }
  }
  return undefined;
}

/** gzip size of the document through the first screen (whole document when it cannot tell). */
export function firstScreenGzip(html: string): number {
  const end = firstScreenEnd(html);
  return sizesOf(end === undefined ? html : html.slice(0, end)).gzip;
}
