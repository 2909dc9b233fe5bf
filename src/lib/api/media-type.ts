/**
 * Content negotiation for POST /api/contact: which body formats are accepted, and whether the
 * answer should be an HTML page (a browser posting the form without JavaScript) or JSON.
 */

export interface MediaType {
  /** Lower-case `type/subtype`. */
  essence: string;
  /** Lower-case parameter names; values unquoted. */
  params: Record<string, string>;
}

/** Parses a Content-Type or similar header; null when absent or not of the form `type/subtype`. */
export function parseMediaType(header: string | null | undefined): MediaType | null {
  if (!header) return null;
  const [head = '', ...rest] = header.split(';');
  const essence = head.trim().toLowerCase();
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(essence)) return null;
  const params: Record<string, string> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim().toLowerCase();
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (name && !(name in params)) params[name] = value;
  }
  return { essence, params };
}

export type BodyKind = 'json' | 'form';

/**
 * The accepted body formats: JSON (`application/json` or any `+json` type) and the plain HTML form
 * encoding. Only UTF-8 is accepted (or no charset, which means UTF-8 for both). Anything else: null (415).
 */
export function bodyKind(contentType: string | null | undefined): BodyKind | null {
  const media = parseMediaType(contentType);
  if (!media) return null;
  const charset = media.params['charset'];
  if (charset !== undefined && charset.toLowerCase() !== 'utf-8' && charset.toLowerCase() !== 'utf8') return null;
  if (media.essence === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(media.essence)) return 'json';
  if (media.essence === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/**
 * Whether to answer with an HTML page: a form post from a browser (it navigates to the answer),
 * unless the client says it only wants JSON (a script posting the form encoding).
 */
export function answersWithHtml(kind: BodyKind | null, accept: string | null | undefined): boolean {
  if (kind !== 'form') return false;
  const types = (accept ?? '')
    .split(',')
    .map((t) => parseMediaType(t)?.essence)
    .filter(Boolean);
  return !(types.length > 0 && types.every((t) => t === 'application/json'));
}
