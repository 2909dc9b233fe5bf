/**
 * What a visitor has asked the inventory for, and its place in the URL. The four base filters (search,
 * brand, category, price) keep their rules; category also takes the catalogue's other model families
 * (categories.ts), and seats and condition (refine.ts) combine with them by AND. The sort orders the result.
 *
 * URL query (defaults left out): q, brand, category, price, seats (2, 4, 6, 8 = 8+), condition (new,
 * pre-owned) and sort (featured, price-asc, price-desc, range, seats).
 */
import { matchesCategoryValue } from './categories';
import { DEFAULT_FILTERS, filtersFromQuery, matchesBrand, matchesPrice, matchesSearch, pickOption, type FilterState } from './filters';
import { CONDITION_VALUES, SEATS_VALUES, matchesCondition, matchesSeats, type ConditionFilter, type SeatsFilter } from './refine';
import { SORT_VALUES, sortVehiclesBy, type SortKey } from './sort';

export interface BrowseState extends Omit<FilterState, 'category'> {
  /** `all`, one of the five category terms or a family's value. */
  category: string;
  seats: SeatsFilter;
  condition: ConditionFilter;
  sort: SortKey;
}

export const DEFAULT_BROWSE: BrowseState = { ...DEFAULT_FILTERS, seats: 'all', condition: 'all', sort: 'featured' };

/** The filters the "Filters" button folds away (the search box stays in sight), in URL order. */
const FOLDED = ['brand', 'category', 'price', 'seats', 'condition'] as const;
/** The query parameters of a browse state, in URL order: search, the folded filters, the sort. */
export const BROWSE_FIELDS = ['q', ...FOLDED, 'sort'] as const;

type Browsable = Parameters<typeof matchesSearch>[0] &
  Parameters<typeof matchesBrand>[0] &
  Parameters<typeof matchesPrice>[0] &
  Parameters<typeof sortVehiclesBy>[0][number] & { category: string };

export function matchesBrowse(v: Browsable, s: BrowseState): boolean {
  return (
    matchesSearch(v, s.q) &&
    matchesBrand(v, s.brand) &&
    matchesCategoryValue(v, s.category) &&
    matchesPrice(v, s.price) &&
    matchesSeats(v, s.seats) &&
    matchesCondition(v, s.condition)
  );
}

/** The vehicles that match every filter, in the chosen order. */
export function browseVehicles<T extends Browsable>(vehicles: readonly T[], s: BrowseState): T[] {
  return sortVehiclesBy(
    vehicles.filter((v) => matchesBrowse(v, s)),
    s.sort,
  );
}

const isDefault = (s: BrowseState, field: (typeof BROWSE_FIELDS)[number]) =>
  field === 'q' ? !s.q.trim() : s[field] === DEFAULT_BROWSE[field];

/** How many of the folded filters are set: the count the "Filters" button shows. */
export function activeFilterCount(s: BrowseState): number {
  return FOLDED.filter((field) => !isDefault(s, field)).length;
}

/** No filter set (the sort may be any). */
export function isUnfiltered(s: BrowseState): boolean {
  return ['q', ...FOLDED].every((field) => isDefault(s, field as (typeof BROWSE_FIELDS)[number]));
}

/** Browse state from a query string; `category` must be one of `categories` (the list's values). Unknown values fall back to the default. */
export function browseFromQuery(search: string, categories: readonly string[]): BrowseState {
  const params = new URLSearchParams(search);
  const category = (params.get('category') ?? '').trim().toLowerCase();
  return {
    ...filtersFromQuery(params),
    category: categories.includes(category) ? category : 'all',
    seats: pickOption(SEATS_VALUES, params.get('seats')),
    condition: pickOption(CONDITION_VALUES, params.get('condition')),
    sort: pickOption(SORT_VALUES, params.get('sort')),
  };
}

/**
 * The query string of a browse state, defaults left out: `""` or `"?seats=6&sort=range"`. The parameters of
 * `current` (the URL's query) that are not browse fields stay, after them: a compare list, a campaign's UTM.
 */
export function browseToQuery(s: BrowseState, current: string): string {
  const params = new URLSearchParams();
  for (const field of BROWSE_FIELDS) if (!isDefault(s, field)) params.set(field, s[field]);
  for (const [name, value] of new URLSearchParams(current))
    if (!(BROWSE_FIELDS as readonly string[]).includes(name)) params.append(name, value);
  // A comma needs no escaping in a query; a searched "a,b" stays readable.
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}
