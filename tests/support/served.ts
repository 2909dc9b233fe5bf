/**
 * What Cloudflare Pages answers for a path of the built site, read from `dist/` alone: a `_redirects` rule
 * first (exact paths, `:name` placeholders and a trailing `*` splat; the first rule that matches wins), then
 * a built file (`/a` is `a.html` or `a/index.html`, as `build.format: 'file'` writes pages), and `/api/*`
 * is the Pages Functions'. Shared by the tests that check links and addresses without a server.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export type Answer =
  { kind: 'file'; file: string } | { kind: 'redirect'; to: string; status: number } | { kind: 'function' } | { kind: 'missing' };

/** The rules of a `_redirects` file: `from to [status]` a line, `#` comments and blank lines skipped. */
export function parseRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status] = line.split(/\s+/);
      return { from, to, status: Number(status ?? 302) };
    });
}

/** Where a rule sends `path`, its placeholders and splat filled in; undefined when it does not match. */
export function redirectTarget(rule: Redirect, path: string): string | undefined {
  const names: string[] = [];
  const pattern = rule.from
    .split('/')
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const match = new RegExp(`^${pattern}/?$`).exec(path);
  if (!match) return undefined;
  return names.reduce((to, name, i) => to.replaceAll(`:${name}`, match[i + 1]!), rule.to);
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** What the host answers for `path` (no query, no fragment). */
export function answerFor(path: string, dist = 'dist', rules = readRedirects(dist)): Answer {
  for (const rule of rules) {
    const to = redirectTarget(rule, path);
    if (to !== undefined) return { kind: 'redirect', to, status: rule.status };
  }
  if (path === '/api' || path.startsWith('/api/')) return { kind: 'function' };
  const local = decodeURIComponent(path).replace(/\/+$/, '');
  const candidates = local === '' ? ['index.html'] : [local, `${local}.html`, `${local}/index.html`];
  const file = candidates.map((c) => join(dist, c)).find(isFile);
  return file ? { kind: 'file', file } : { kind: 'missing' };
}

export function readRedirects(dist = 'dist'): Redirect[] {
  const file = join(dist, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : [];
}

/**
 * Where a link leads once redirects are followed (at most 5, as a browser's request would): the built
 * file, or why it does not resolve. A query and a fragment do not change what the host serves.
 */
export function resolveLink(href: string, dist = 'dist', rules = readRedirects(dist)): { file?: string; problem?: string } {
  let path = new URL(href, 'https://site.invalid').pathname;
  for (let hops = 0; hops <= 5; hops++) {
    const answer = answerFor(path, dist, rules);
    if (answer.kind === 'file') return { file: answer.file };
    if (answer.kind === 'missing') return { problem: `${path} is neither a built file nor a redirect (404)` };
    if (answer.kind === 'function') return { problem: `${path} is answered by a Pages Function: a page links it only with a browser test` };
    if (!answer.to.startsWith('/')) return {};
    path = new URL(answer.to, 'https://site.invalid').pathname;
  }
  return { problem: `${href}: more than 5 redirects` };
}
