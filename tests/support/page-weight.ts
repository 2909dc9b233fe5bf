/**
 * What each built page weighs and what it loads, read from `dist/` alone. One implementation for the
 * quality tests (which enforce the byte budgets) and `npm run bench` (which reports them), so the
 * figures in the report are the figures the tests enforce.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BuiltPage } from './built-site.ts';
import { attributes, childOnPathTo, elements, parseHtml, textOf } from './html.ts';
import { ON_DEMAND_DIRECTIVES } from './on-demand-islands.ts';

/** gzip at level 6: what every client and CDN speaks. */
const GZIP_LEVEL = 6;
/** Brotli at quality 5, about what a CDN applies on the fly (quality 11 costs seconds per page). */
export const BROTLI_QUALITY = 5;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export function sizesOf(data: string | Buffer): Sizes {
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  if (buf.length === 0) return { ...ZERO };
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: GZIP_LEVEL }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length,
  };
}

export function addSizes(...all: Sizes[]): Sizes {
  return all.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { ...ZERO });
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

// ---------------------------------------------------------------------------------------------
// Markup checks

export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** The element's text: a script's code, a style sheet. */
  body: string;
}

/** Every element of a tag name, with its attributes and text. */
export function tags(html: string, name: string): Tag[] {
  return elements(html, name).map((e) => ({ name, attrs: attributes(e), body: textOf(e) }));
}

/** A script element that runs code (anything but a data block such as JSON-LD). */
export function isExecutable(t: Tag): boolean {
  const type = (t.attrs['type'] ?? '').trim().toLowerCase();
  return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

export const hasIslands = (html: string) => elements(html, 'astro-island').length > 0;

/** Inline event-handler attributes (`onclick=` and the like): code without a script element. */
export function inlineHandlers(html: string): string[] {
  return parseHtml(html).elements.flatMap((e) => e.attrs.filter((a) => /^on[a-z]+$/.test(a.name)).map((a) => `<${e.tagName} ${a.name}>`));
}

const isNumber = (value: string | undefined) => /^\d+(\.\d+)?$/.test(value ?? '');

/** `<img>` elements lacking a numeric width or height. */
export function imagesWithoutSize(html: string): string[] {
  return tags(html, 'img')
    .filter((t) => !isNumber(t.attrs['width']) || !isNumber(t.attrs['height']))
    .map((t) => `<img src="${t.attrs['src'] ?? ''}" width="${t.attrs['width'] ?? ''}" height="${t.attrs['height'] ?? ''}">`);
}

// ---------------------------------------------------------------------------------------------
// Resources a page loads

export interface Resource {
  kind: 'script' | 'stylesheet' | 'image' | 'font' | 'frame' | 'preload' | 'connect' | 'other';
  url: string;
  /** Where it was found, for messages. */
  via: string;
  /** A script the page loads only when the visitor asks (an island with an on-demand directive). */
  onDemand?: true;
}

interface Candidate {
  url: string;
  /** The `w` descriptor, when the candidate has one. */
  width: number | undefined;
}

function srcset(value: string): Candidate[] {
  return value
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => ({ url: url!, width: descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : undefined }));
}

/** Every URL the page's markup and inline CSS make the browser request (or connect to) on load or on request. */
export function pageResources(html: string): Resource[] {
  const out: Resource[] = [];
  const scripts = tags(html, 'script');
  for (const t of scripts) if (t.attrs['src']) out.push({ kind: 'script', url: t.attrs['src'], via: '<script src>' });
  for (const t of tags(html, 'link')) {
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
  for (const t of tags(html, 'img')) {
    if (t.attrs['src']) out.push({ kind: 'image', url: t.attrs['src'], via: '<img src>' });
    for (const c of srcset(t.attrs['srcset'] ?? '')) out.push({ kind: 'image', url: c.url, via: '<img srcset>' });
  }
  for (const t of tags(html, 'source')) {
    for (const c of srcset(t.attrs['srcset'] ?? '')) out.push({ kind: 'image', url: c.url, via: '<source srcset>' });
    if (t.attrs['src']) out.push({ kind: 'other', url: t.attrs['src'], via: '<source src>' });
  }
  for (const name of ['iframe', 'embed', 'video', 'audio']) {
    for (const t of tags(html, name)) if (t.attrs['src']) out.push({ kind: 'frame', url: t.attrs['src'], via: `<${name} src>` });
  }
  for (const t of tags(html, 'object')) if (t.attrs['data']) out.push({ kind: 'frame', url: t.attrs['data'], via: '<object data>' });
  for (const t of tags(html, 'astro-island')) {
    const onDemand = ON_DEMAND_DIRECTIVES.includes(t.attrs['client'] ?? '') ? { onDemand: true as const } : {};
    if (t.attrs['component-url'])
      out.push({ kind: 'script', url: t.attrs['component-url'], via: '<astro-island component-url>', ...onDemand });
    if (t.attrs['renderer-url'])
      out.push({ kind: 'script', url: t.attrs['renderer-url'], via: '<astro-island renderer-url>', ...onDemand });
  }
  const inlineStyles = parseHtml(html).elements.flatMap((e) => e.attrs.filter((a) => a.name === 'style').map((a) => a.value));
  const css = [...tags(html, 'style').map((t) => t.body), ...inlineStyles].join('\n');
  for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const url = m[2]!;
    if (url.startsWith('data:') || url.startsWith('#')) continue;
    out.push({ kind: /\.(woff2?|ttf|otf)(\?|#|$)/.test(url) ? 'font' : 'image', url, via: 'CSS url()' });
  }
  for (const m of css.matchAll(/@import\s+(?:url\()?\s*['"]?([^'")\s;]+)/g))
    out.push({ kind: 'stylesheet', url: m[1]!, via: 'CSS @import' });
  for (const t of scripts.filter((s) => !s.attrs['src'] && isExecutable(s))) {
    for (const spec of moduleSpecifiers(t.body)) out.push({ kind: 'script', url: spec, via: 'inline script import' });
  }
  // A `data:` URL (an icon that comes with the page) is part of the document, not a request.
  return out.filter((r) => !/^data:/i.test(r.url));
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

const SITE = 'http://site.invalid';

/** The dist file a same-site URL (relative to the page or module at `fromUrl`) names, if it exists. */
function localFile(dist: string, url: string, fromUrl: string): string | undefined {
  if (isThirdParty(url, SITE)) return undefined;
  const base = new URL(fromUrl, SITE);
  const resolved = url.startsWith('_astro/') ? new URL(`/${url}`, base) : new URL(url, base);
  const file = join(dist, decodeURIComponent(resolved.pathname));
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

const sitePath = (dist: string, file: string) => `/${relative(dist, file).split(sep).join('/')}`;

interface ScriptWeight {
  /** Every local JS file the page loads by itself (eagerly or on hydration), as site paths. */
  files: string[];
  /** Inline executable script text plus those files (each counted once). */
  total: Sizes;
  /** What the page's on-demand islands add when the visitor asks for them: files not already in `files`. */
  onDemand: { files: string[]; total: Sizes };
  /** External scripts that block rendering (classic `<script src>` without async/defer). */
  renderBlocking: string[];
  /** Script URLs that are neither in dist/ nor third-party (a broken reference). */
  missing: string[];
}

function scriptWeight(dist: string, html: string, pagePath: string): ScriptWeight {
  const scripts = tags(html, 'script').filter(isExecutable);
  const inline = sizesOf(
    scripts
      .filter((s) => !s.attrs['src'])
      .map((s) => s.body)
      .join('\n'),
  );
  const renderBlocking = scripts
    .filter((s) => s.attrs['src'] && (s.attrs['type'] ?? '').toLowerCase() !== 'module' && !('async' in s.attrs) && !('defer' in s.attrs))
    .map((s) => s.attrs['src']!);
  const scriptResources = pageResources(html).filter((r) => r.kind === 'script');
  const seen = new Set<string>();
  const missing: string[] = [];
  /** The files reached from `urls` through imports, skipping those already seen, with their sizes. */
  const closure = (urls: string[]) => {
    const queue = urls.map((url) => ({ url, from: pagePath }));
    const files: string[] = [];
    let sizes = { ...ZERO };
    while (queue.length > 0) {
      const { url, from } = queue.shift()!;
      if (isThirdParty(url, SITE)) continue;
      const file = localFile(dist, url, from);
      if (!file) {
        missing.push(url);
        continue;
      }
      const path = sitePath(dist, file);
      if (seen.has(path)) continue;
      seen.add(path);
      files.push(path);
      const code = fileInfo(file);
      sizes = addSizes(sizes, code.sizes);
      for (const spec of moduleSpecifiers(code.text)) {
        if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('_astro/')) queue.push({ url: spec, from: path });
      }
    }
    return { files: files.sort(), total: sizes };
  };
  const eager = closure(scriptResources.filter((r) => !r.onDemand).map((r) => r.url));
  const onDemand = closure(scriptResources.filter((r) => r.onDemand).map((r) => r.url));
  return { files: eager.files, total: addSizes(inline, eager.total), onDemand, renderBlocking, missing: [...new Set(missing)] };
}

// ---------------------------------------------------------------------------------------------
// The first screen

/**
 * Where the first screen's markup ends: the end of the child of `<main>` that holds the h1 (the page
 * hero). The document up to there (head with its inline CSS, header, hero) is what the browser needs
 * to paint the first screen; undefined when the page has no main, or no h1 inside it.
 */
export function firstScreenEnd(html: string): number | undefined {
  const { elements: all } = parseHtml(html);
  const main = all.find((e) => e.tagName === 'main');
  const h1 = all.find((e) => e.tagName === 'h1');
  const hero = main && h1 ? childOnPathTo(main, h1) : undefined;
  return hero?.sourceCodeLocation?.endOffset;
}

/** gzip size of the document through the first screen (the whole document when it cannot tell). */
function firstScreenGzip(html: string): number {
  return sizesOf(html.slice(0, firstScreenEnd(html))).gzip;
}

/**
 * The page's LCP image as a 360 px wide phone loads it: the image marked `fetchpriority="high"`, or, when
 * it sits in a `<picture>`, that picture's first `<source>` (what every current browser picks), at the
 * smallest `srcset` width of 360 or more (the largest when none reaches 360), else its `src`.
 */
export function lcpImageUrl(html: string): string | undefined {
  const img = elements(html, 'img').find((e) => (attributes(e)['fetchpriority'] ?? '').toLowerCase() === 'high');
  if (!img) return undefined;
  const parent = img.parentNode && 'tagName' in img.parentNode ? img.parentNode : undefined;
  const source = parent?.tagName === 'picture' ? parent.childNodes.find((n) => 'tagName' in n && n.tagName === 'source') : undefined;
  const attrs = attributes(img);
  const candidates = source && 'tagName' in source ? (attributes(source)['srcset'] ?? '') : (attrs['srcset'] ?? '');
  const widths = srcset(candidates)
    .filter((c) => c.width !== undefined)
    .sort((a, b) => a.width! - b.width!);
  return (widths.find((c) => c.width! >= 360) ?? widths.at(-1))?.url ?? attrs['src'];
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
  /** The JavaScript the page loads by itself. */
  js: Sizes;
  jsFiles: string[];
  /** The JavaScript its on-demand islands add when the visitor asks for them (see ON_DEMAND_DIRECTIVES). */
  jsOnDemand: Sizes;
  jsOnDemandFiles: string[];
  images: Sizes;
  imageFiles: string[];
  /** The LCP image (see `lcpImageUrl`) as a site path, and its bytes as stored. */
  lcpImage: { file: string; bytes: number } | undefined;
  /** The whole document plus linked stylesheets, gzip. */
  firstRoundTripGzip: number;
  /** The document through the end of the hero (head, inline CSS, header, hero) plus linked stylesheets, gzip: what paints the first screen. */
  firstScreenGzip: number;
  renderBlockingScripts: string[];
  missingFiles: string[];
}

export function pageWeight(dist: string, page: BuiltPage): PageWeight {
  const html = readFileSync(page.file, 'utf8');
  const resources = pageResources(html);
  const missingFiles: string[] = [];
  const sumFiles = (kind: Resource['kind']) => {
    const files = new Set<string>();
    for (const r of resources.filter((x) => x.kind === kind && !isThirdParty(x.url, SITE))) {
      const f = localFile(dist, r.url, page.path);
      if (f) files.add(sitePath(dist, f));
      else missingFiles.push(r.url);
    }
    const list = [...files].sort();
    return { list, sizes: addSizes(...list.map((f) => fileInfo(join(dist, f)).sizes)) };
  };
  const linked = sumFiles('stylesheet');
  const images = sumFiles('image');
  const js = scriptWeight(dist, html, page.path);
  const htmlSizes = sizesOf(html);
  const lcpUrl = lcpImageUrl(html);
  const lcpFile = lcpUrl === undefined ? undefined : localFile(dist, lcpUrl, page.path);
  return {
    path: page.path,
    islands: hasIslands(html),
    html: htmlSizes,
    cssInline: sizesOf(
      tags(html, 'style')
        .map((t) => t.body)
        .join('\n'),
    ),
    cssLinked: linked.sizes,
    js: js.total,
    jsFiles: js.files,
    jsOnDemand: js.onDemand.total,
    jsOnDemandFiles: js.onDemand.files,
    images: images.sizes,
    imageFiles: images.list,
    lcpImage: lcpFile === undefined ? undefined : { file: sitePath(dist, lcpFile), bytes: fileInfo(lcpFile).sizes.raw },
    firstRoundTripGzip: htmlSizes.gzip + linked.sizes.gzip,
    firstScreenGzip: firstScreenGzip(html) + linked.sizes.gzip,
    renderBlockingScripts: js.renderBlocking,
    missingFiles: [...new Set([...missingFiles, ...js.missing])],
  };
}
