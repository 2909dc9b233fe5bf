/**
 * Content-Security-Policy for the static site, completed after the build.
 *
 * Why a post-build step and not Astro's own `security.csp`: Astro puts its policy in a `<meta>` tag, where
 * `frame-ancestors` is ignored, and a second policy in `_headers` would be enforced on top of it (two
 * policies = both must pass), so the hashes would have to be kept in two places. Hashing the built HTML and
 * writing one complete policy into `dist/_headers` gives a single policy, as a real header, which also
 * covers whatever inline script a future page or island adds: `scripts/csp-headers.mjs` fails the build
 * if a page uses something no hash can allow (an inline event handler or a `javascript:` URL).
 *
 * Dependency-free (only Web Crypto) so the Node script can import this file directly.
 */

/** Script types the browser executes (and CSP governs); JSON-LD and other data blocks are not executed. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

function attributes(tagSource: string): [string, string | undefined][] {
  const out: [string, string | undefined][] = [];
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  // Skip the tag name itself.
  const body = tagSource.replace(/^<\s*[a-zA-Z][^\s/>]*/, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(re)) out.push([m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4]]);
  return out;
}

/** The text of every inline script the browser would execute (no `src`, executable type). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = new Map(attributes(`<script ${m[1] ?? ''}>`));
    if (attrs.has('src')) continue;
    const type = (attrs.get('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    out.push(m[2] ?? '');
  }
  return out;
}

/**
 * Things a hash-based policy cannot allow: inline event-handler attributes (`onclick=...`) and
 * `javascript:` URLs. Script and style contents and comments are skipped before scanning tags.
 */
export function unhashableScripts(html: string): string[] {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi, '$1$2')
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style\s*>)/gi, '$1$2');
  const found: string[] = [];
  for (const tag of stripped.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    for (const [name, value] of attributes(tag)) {
      if (/^on[a-z]+$/.test(name)) found.push(`${name} attribute in ${tag.slice(0, 80)}`);
      else if (value !== undefined && /^\s*javascript:/i.test(value)) found.push(`javascript: URL in ${tag.slice(0, 80)}`);
    }
  }
  return found;
}

/** The CSP source for a script text: `'sha256-<base64>'` of its exact UTF-8 bytes. */
export async function scriptHashSource(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/**
 * Puts the hash sources into the `script-src` directive of every Content-Security-Policy line of a
 * `_headers` file (replacing hashes a previous run put there, so running twice changes nothing).
 * Throws when there is no policy with a script-src to complete.
 */
export function withScriptHashes(headersText: string, hashSources: readonly string[]): string {
  let completed = 0;
  const text = headersText.replace(/^(\s+Content-Security-Policy:\s*)(.*)$/gim, (_line, prefix: string, policy: string) => {
    const directives = policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        if (name.toLowerCase() !== 'script-src') return directive;
        completed += 1;
        const kept = sources.filter((s) => !/^'sha(256|384|512)-/.test(s));
        return [name, ...kept, ...[...new Set(hashSources)].sort()].join(' ');
      });
    return `${prefix}${directives.join('; ')}`;
  });
  if (completed === 0) throw new Error('No Content-Security-Policy with a script-src directive found in _headers');
  return text;
}

/** Cloudflare Pages reads at most 2,000 characters per `_headers` line. */
export const HEADERS_LINE_MAX = 2000;

export function overlongLines(headersText: string): string[] {
  return headersText.split('\n').filter((line) => line.length > HEADERS_LINE_MAX);
}
