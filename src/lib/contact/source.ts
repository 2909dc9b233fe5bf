/**
 * Where a request came from: the site page the visitor opened the contact page from, and the UTM
 * parameters of the campaign link the visit landed on. The API reads them (no cookie, no storage, no
 * third party) from two addresses: the contact page's own, which the browser sends with the post
 * (`Referer`: the site's referrer policy keeps the whole address for its own pages), and the page before
 * it, which the form island sends as `referrer` (its document.referrer). Only addresses of this site
 * count. Pages without an island run no script, so a campaign is seen when its link leads to the contact
 * page (then even without JavaScript) or to the page the visitor opens it from.
 */
import { cleanLine, hasLoneSurrogate } from './text';

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** The body field carrying the page the contact page was opened from (the island's document.referrer). */
export const REFERRER_FIELD = 'referrer';
/**
 * The body field carrying the contact page's address when the post does not come from the contact page
 * itself: the page a plain form post gets back shows its form again with it, so a corrected post keeps
 * the campaign of the first.
 */
export const CONTACT_PAGE_FIELD = 'contactPage';

export type RequestSource = Partial<Record<'sourcePage' | (typeof UTM_FIELDS)[number], string>>;

/** A stored source page is at most this long (a path and its query), a UTM value at most UTM_MAX. */
export const SOURCE_PAGE_MAX = 300;
export const UTM_MAX = 100;

/** An address of this site (`origin`), or undefined for anything else. */
function siteUrl(value: unknown, origin: string): URL | undefined {
  if (typeof value !== 'string' || !value.startsWith(`${origin}/`)) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Text that came from an address, made fit to store: one clean line, cut to `max` characters, or nothing. */
function storable(text: string, max: number): string | undefined {
  if (hasLoneSurrogate(text)) return undefined;
  return Array.from(cleanLine(text).trim()).slice(0, max).join('').trim() || undefined;
}

/**
 * The source of a request posted from the contact page at `contactPage` (the post's Referer header) that
 * the visitor opened from `referrer`, on the site at `origin`: the referring page when it is another page
 * of the site (its path and query), and the UTM parameters of the contact page's address when it has
 * any, or else of the referring page's. What is not an address of the site is ignored: nothing here ever
 * refuses a message, as the visitor did not type it.
 */
export function requestSource(referrer: unknown, contactPage: string | null, origin: string): RequestSource {
  const here = siteUrl(contactPage, origin);
  const from = siteUrl(referrer, origin);
  const source: RequestSource = {};
  const page = from && from.pathname !== here?.pathname ? storable(from.pathname + from.search, SOURCE_PAGE_MAX) : undefined;
  if (page) source.sourcePage = page;
  const landed = UTM_FIELDS.some((field) => here?.searchParams.has(field)) ? here : from;
  for (const field of UTM_FIELDS) {
    const value = landed?.searchParams.get(field);
    const kept = value ? storable(value, UTM_MAX) : undefined;
    if (kept) source[field] = kept;
  }
  return source;
}
