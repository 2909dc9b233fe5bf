/**
 * Comparing carts: at most three at a time, chosen on the inventory's cards or through a vehicle page's
 * link (`/inventory?compare=<id>`), kept in the URL (`compare=a,b,c`) and remembered across pages. A
 * fourth cart is refused, never swapped in silently. The comparison shows each figure side by side and
 * marks the rows whose values differ.
 */
export const COMPARE_LIMIT = 3;

/** A list from its URL or stored form ("a,b,c"): ids trimmed, blanks and repeats dropped, the first three kept. */
export function parseCompare(raw: string | null | undefined): string[] {
  return [...new Set((raw ?? '').split(',').map((id) => id.trim()))].filter(Boolean).slice(0, COMPARE_LIMIT);
}

/** The list as its query value and stored form: "a,b,c" ('' when empty). */
export const compareValue = (ids: readonly string[]): string => ids.join(',');

/**
 * `search` (a query string) with the list's parameter (`param`) set to `ids`, or removed when the list is
 * empty; the other parameters keep their order.
 */
export function withCompare(search: string, ids: readonly string[], param: string): string {
  const params = new URLSearchParams(search);
  if (ids.length) params.set(param, compareValue(ids));
  else params.delete(param);
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

export interface CompareChange {
  ids: string[];
  /** What the change says to the visitor (a polite announcement), when there is something to say. */
  notice?: string;
}

/** Said when a fourth cart is refused. */
export function compareLimitText(name: string): string {
  return `You can compare up to ${COMPARE_LIMIT} carts. Remove one to add the ${name}.`;
}

/** A card's Compare: the cart joins the list while there is room; a cart already in it stays; a fourth is refused. */
export function addToCompare(ids: readonly string[], id: string, name: string): CompareChange {
  if (ids.includes(id)) return { ids: [...ids], notice: `The ${name} is already in your comparison.` };
  if (ids.length >= COMPARE_LIMIT) return { ids: [...ids], notice: compareLimitText(name) };
  const next = [...ids, id];
  return { ids: next, notice: `Added the ${name} to compare (${next.length} of ${COMPARE_LIMIT}).` };
}

/** The tray's and the comparison's Remove. */
export function removeFromCompare(ids: readonly string[], id: string, name: string): CompareChange {
  return { ids: ids.filter((x) => x !== id), notice: `Removed the ${name} from compare.` };
}

export interface CompareOpening extends CompareChange {
  /** Someone's shared comparison (a URL list of two or more carts other than the remembered one): shown at once. */
  shared: boolean;
}

/**
 * The list the inventory opens with. A URL naming two or more carts is a shared comparison, shown as it is
 * (and opened at once unless it is the visitor's own remembered list, as after a reload); a URL naming one
 * cart (a vehicle page's Compare link, or a card's Compare pressed before the tray was loaded) adds it to
 * the remembered list, or is refused when that is full; no URL list keeps the remembered one. Carts the
 * inventory does not list (unknown ids, sold carts) are dropped.
 */
export function openingCompare(
  fromUrl: readonly string[],
  remembered: readonly string[],
  listed: ReadonlyMap<string, { name: string }>,
): CompareOpening {
  const url = fromUrl.filter((id) => listed.has(id));
  const kept = remembered.filter((id) => listed.has(id)).slice(0, COMPARE_LIMIT);
  if (url.length > 1) return { ids: url, shared: compareValue(url) !== compareValue(kept) };
  if (url.length === 0) return { ids: kept, shared: false };
  return { ...addToCompare(kept, url[0]!, listed.get(url[0]!)!.name), shared: false };
}

/** A cart as the comparison shows it: its name and its facts, computed at build time. */
export interface CompareCart {
  id: string;
  name: string;
  /** The cart's page. */
  href: string;
  /**
   * The cart's drawing (its file), which its column shows unless the page has a photo of it: beside the cart's
   * name, it says nothing more to someone who cannot see it (no alt text).
   */
  drawing: string;
  /** The contact form preset to a quote for this cart. */
  quote: string;
  /** What the comparison shows of it: each label's value as shown, in the order of its rows. */
  facts: Record<string, string>;
}

export interface CompareRow {
  label: string;
  /** One value per cart, in the carts' order ("—" when a cart does not state it). */
  values: string[];
  differs: boolean;
}

const NONE = '—';

/**
 * The comparison's rows: every label any of the carts has, in the order they first come, with each cart's
 * value. A row differs when its values are not all the same.
 */
export function compareRows(carts: readonly CompareCart[]): CompareRow[] {
  const labels = [...new Set(carts.flatMap((c) => Object.keys(c.facts)))];
  return labels.map((label) => {
    const values = carts.map((c) => (Object.hasOwn(c.facts, label) ? c.facts[label]! : NONE));
    return { label, values, differs: new Set(values).size > 1 };
  });
}
