/**
 * The inventory's filters and sort: what a visitor can ask the list for, the rule of each, and its place in
 * the URL. The filters combine by AND:
 * - search: what a shopper types about street use, condition, battery and seats is read as those facts
 *   (`matchesBrowse` with the words of search-words.ts: "street legal" or "LSV", "used" or "pre-owned", "new",
 *   "4 seater" or "6 seats" set those filters; "lithium" is found in the battery type),
 *   and the rest of the words, if any, must be in the name or the description (case and outer spaces ignored);
 * - brand: equality, case-insensitive;
 * - category: the five category terms (ranger, maverick, forester, turfman, rover) match every vehicle whose
 *   category contains the term, case-insensitively; every model family of the catalogue none of them matches
 *   gets an option of its own, matched by equality of its URL value (the family's name in lower case, words
 *   joined by hyphens: "D6 Max" -> "d6-max"). The list is computed from the catalogue, so a new family shows
 *   by itself;
 * - price: bands at 15,000 and 25,000, the middle band inclusive;
 * - seats: 2, 4 and 6 match that many seats exactly; 8 means eight or more;
 * - condition: new, or pre-owned (every cart that is not new);
 * - use: street-legal LSVs, or golf carts for private property and golf courses (the vehicle's `streetLegal`).
 * The sort orders the result: featured is the catalogue order (new carts first, then by brand, then by price);
 * the others sort by price either way, range (longest first) or seats (most first), and fall back to the
 * catalogue order on a tie.
 *
 * URL query (defaults left out): q, brand, category, price, seats (2, 4, 6, 8 = 8+), condition (new,
 * pre-owned), use (street-legal, golf-cart) and sort (featured, price-asc, price-desc, range, seats). Each filter's values come with the
 * words the form shows for them, apart: parsing a URL needs the values alone.
 */
export interface Option<T extends string = string> {
  value: T;
  label: string;
}

/** A select's options: each value with its words, in the values' order. */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The value the raw query value names (case and spaces ignored); the first value otherwise. */
export function pickOption<T extends string>(values: readonly T[], raw: string | null): T {
  const value = (raw ?? '').trim().toLowerCase();
  return values.find((v) => v === value) ?? values[0]!;
}

// ---------------------------------------------------------------------------------------------
// Each filter's values (`all`, no filter, first) and words

export const BRAND_VALUES = ['all', 'denago', 'evolution'] as const;
export const CATEGORY_TERMS = ['all', 'ranger', 'maverick', 'forester', 'turfman', 'rover'] as const;
export const PRICE_VALUES = ['all', 'under-15000', '15000-25000', 'over-25000'] as const;
export const SEATS_VALUES = ['all', '2', '4', '6', '8'] as const;
export const CONDITION_VALUES = ['all', 'new', 'pre-owned'] as const;
export const USE_VALUES = ['all', 'street-legal', 'golf-cart'] as const;
export const SORT_VALUES = ['featured', 'price-asc', 'price-desc', 'range', 'seats'] as const;

export type BrandFilter = (typeof BRAND_VALUES)[number];
export type CategoryTerm = (typeof CATEGORY_TERMS)[number];
export type PriceFilter = (typeof PRICE_VALUES)[number];
export type SeatsFilter = (typeof SEATS_VALUES)[number];
export type ConditionFilter = (typeof CONDITION_VALUES)[number];
export type UseFilter = (typeof USE_VALUES)[number];
export type SortKey = (typeof SORT_VALUES)[number];

const BRAND_LABELS: Record<BrandFilter, string> = { all: 'All Brands', denago: 'Denago', evolution: 'Evolution' };
const CATEGORY_LABELS: Record<CategoryTerm, string> = {
  all: 'All Categories',
  ranger: 'Ranger',
  maverick: 'Maverick',
  forester: 'Forester',
  turfman: 'Turfman',
  rover: 'Rover',
};
const PRICE_LABELS: Record<PriceFilter, string> = {
  all: 'All Prices',
  'under-15000': 'Under $15,000',
  '15000-25000': '$15,000 - $25,000',
  'over-25000': 'Over $25,000',
};
const SEATS_LABELS: Record<SeatsFilter, string> = { all: 'All Seats', 2: '2 seats', 4: '4 seats', 6: '6 seats', 8: '8+ seats' };
const CONDITION_LABELS: Record<ConditionFilter, string> = { all: 'All Conditions', new: 'New', 'pre-owned': 'Pre-owned' };
const USE_LABELS: Record<UseFilter, string> = {
  all: 'Any Street Use',
  'street-legal': 'Street-legal LSVs',
  'golf-cart': 'Golf Carts Only',
};
const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  range: 'Longest Range',
  seats: 'Most Seats',
};

// ---------------------------------------------------------------------------------------------
// The filters' rules

/** Price bands at 15000 and 25000. */
const PRICE_BAND_LOW = 15000;
const PRICE_BAND_HIGH = 25000;
/** The seat count from which the last seats option counts ("8+"). */
const MOST_SEATS = 8;

type Searchable = {
  name: string;
  description: string;
  isNew: boolean;
  streetLegal: boolean;
  specifications: { seatingCapacity: number; batteryType: string };
};

/** The words of a search, any case, in the name, the description or the battery type ("lithium"). */
export function matchesSearch(v: Searchable, q: string): boolean {
  const text = q.trim().toLowerCase();
  return !text || [v.name, v.description, v.specifications.batteryType].some((field) => field.toLowerCase().includes(text));
}

export function matchesBrand(v: { brand: string }, brand: BrandFilter): boolean {
  return brand === 'all' || v.brand.toLowerCase() === brand;
}

/** A category term (or `all`): the vehicle's category contains it. */
export function matchesCategoryTerm(v: { category: string }, term: CategoryTerm): boolean {
  return term === 'all' || v.category.toLowerCase().includes(term);
}

export function matchesPrice(v: { price: number }, price: PriceFilter): boolean {
  switch (price) {
    case 'under-15000':
      return v.price < PRICE_BAND_LOW;
    case '15000-25000':
      return v.price >= PRICE_BAND_LOW && v.price <= PRICE_BAND_HIGH;
    case 'over-25000':
      return v.price > PRICE_BAND_HIGH;
    default:
      return true;
  }
}

export function matchesSeats(v: { specifications: { seatingCapacity: number } }, seats: SeatsFilter): boolean {
  const n = v.specifications.seatingCapacity;
  return seats === 'all' || (Number(seats) === MOST_SEATS ? n >= MOST_SEATS : n === Number(seats));
}

/** A filter of a yes-or-no fact: `all`, or the value (`yes`) of the carts that have it, or the other value. */
const matchesFact = (has: boolean, filter: string, yes: string) => filter === 'all' || has === (filter === yes);

export function matchesCondition(v: { isNew: boolean }, condition: ConditionFilter): boolean {
  return matchesFact(v.isNew, condition, 'new');
}

export function matchesUse(v: { streetLegal: boolean }, use: UseFilter): boolean {
  return matchesFact(v.streetLegal, use, 'street-legal');
}

// ---------------------------------------------------------------------------------------------
// The category list: the terms and the catalogue's other families

const isCategoryTerm = (value: string): value is CategoryTerm => (CATEGORY_TERMS as readonly string[]).includes(value);

/** "D6 Max" -> "d6-max". */
export function familyValue(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "All Categories", then the five category terms and the families none of them matches, by name. */
export function categoryOptions(categories: readonly string[]): Option[] {
  const [all, ...terms] = optionsOf(CATEGORY_TERMS, CATEGORY_LABELS);
  const families = [...new Set(categories)]
    .filter((category) => !terms.some((t) => matchesCategoryTerm({ category }, t.value)))
    .map((category) => ({ value: familyValue(category), label: category }));
  return [all!, ...[...terms, ...families].sort((a, b) => a.label.localeCompare(b.label))];
}

/** A category value of the list: a term (or `all`) by its "contains" rule, a family by its value. */
export function matchesCategory(v: { category: string }, value: string): boolean {
  return isCategoryTerm(value) ? matchesCategoryTerm(v, value) : familyValue(v.category) === value;
}

// ---------------------------------------------------------------------------------------------
// The orders

type Ordered = { isNew: boolean; brand: string; price: number; name: string };

/** Catalogue order on the inventory: new carts before pre-owned, then by brand, then by price. */
export function compareVehicles(a: Ordered, b: Ordered): number {
  return Number(b.isNew) - Number(a.isNew) || a.brand.localeCompare(b.brand) || a.price - b.price || a.name.localeCompare(b.name);
}

export function sortVehicles<T extends Ordered>(list: readonly T[]): T[] {
  return [...list].sort(compareVehicles);
}

/** A range as miles, the largest number it states: "40 miles" -> 40, "35-45 miles" -> 45; none -> 0 (sorts last). */
export function rangeMiles(range: string): number {
  return Math.max(0, ...(range.match(/\d+(\.\d+)?/g) ?? []).map(Number));
}

type Sortable = Ordered & { specifications: { range: string; seatingCapacity: number } };

const ORDERS: Record<SortKey, (a: Sortable, b: Sortable) => number> = {
  featured: () => 0,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  range: (a, b) => rangeMiles(b.specifications.range) - rangeMiles(a.specifications.range),
  seats: (a, b) => b.specifications.seatingCapacity - a.specifications.seatingCapacity,
};

export function sortVehiclesBy<T extends Sortable>(list: readonly T[], key: SortKey): T[] {
  return [...list].sort((a, b) => ORDERS[key](a, b) || compareVehicles(a, b));
}

// ---------------------------------------------------------------------------------------------
// What a visitor has asked for, and its place in the URL

export interface BrowseState {
  q: string;
  brand: BrandFilter;
  /** `all`, one of the five category terms or a family's value. */
  category: string;
  price: PriceFilter;
  seats: SeatsFilter;
  condition: ConditionFilter;
  use: UseFilter;
  sort: SortKey;
}

export const DEFAULT_BROWSE: BrowseState = {
  q: '',
  brand: 'all',
  category: 'all',
  price: 'all',
  seats: 'all',
  condition: 'all',
  use: 'all',
  sort: 'featured',
};

/** A field of the URL query of a browse state. */
export type BrowseField = keyof BrowseState;
/** The query parameters of a browse state, in URL order (DEFAULT_BROWSE's): search, the folded filters, the sort. */
export const BROWSE_FIELDS = Object.keys(DEFAULT_BROWSE) as BrowseField[];
/** The filters the "Filters" fold holds: all but the search box, which stays in sight, and the sort beside it. */
const FOLDED = BROWSE_FIELDS.slice(1, -1);

type Browsable = Sortable & Searchable & { category: string };

/**
 * The words shoppers type for a filter's value, as a pattern (a word may end in "s") with the filter and its
 * value (none: the number typed). The page passes them to the island: the list lives in search-words.ts.
 */
export type SearchWords = readonly (readonly [pattern: string, field: BrowseField, value?: string])[];

/**
 * A cart the filters and the search keep. The search's words for a filter's value (`words`, from
 * search-words.ts) apply that filter too, by AND with the selects, and are taken out of the search: "used 4
 * seater ranger" is condition pre-owned, 4 seats, and "ranger" in the name or description. The first match
 * of each pattern counts.
 */
export function matchesBrowse(v: Browsable, s: BrowseState, words: SearchWords = []): boolean {
  let q = ` ${s.q.toLowerCase()} `;
  for (const [pattern, field, value] of words) {
    const m = RegExp(`\\b(?:${pattern})s?\\b\\s*`).exec(q);
    if (!m) continue;
    if (!matchesFilters(v, { ...DEFAULT_BROWSE, [field]: value ?? m[1] })) return false;
    q = q.replace(m[0], '');
  }
  return matchesFilters(v, { ...s, q });
}

function matchesFilters(v: Browsable, s: BrowseState): boolean {
  return (
    matchesSearch(v, s.q) &&
    matchesBrand(v, s.brand) &&
    matchesCategory(v, s.category) &&
    matchesPrice(v, s.price) &&
    matchesSeats(v, s.seats) &&
    matchesCondition(v, s.condition) &&
    matchesUse(v, s.use)
  );
}

/** The vehicles that match every filter, in the chosen order. */
export function browseVehicles<T extends Browsable>(vehicles: readonly T[], s: BrowseState, words: SearchWords = []): T[] {
  return sortVehiclesBy(
    vehicles.filter((v) => matchesBrowse(v, s, words)),
    s.sort,
  );
}

const isDefault = (s: BrowseState, field: BrowseField) => (field === 'q' ? !s.q.trim() : s[field] === DEFAULT_BROWSE[field]);

/** How many of the folded filters are set: the count the "Filters" fold shows. */
export function activeFilterCount(s: BrowseState): number {
  return FOLDED.filter((field) => !isDefault(s, field)).length;
}

/** No filter set (the sort may be any). */
export function isUnfiltered(s: BrowseState): boolean {
  return BROWSE_FIELDS.slice(0, -1).every((field) => isDefault(s, field));
}

/** Each select's field and the values of its options: what a URL's query may name. */
export type BrowseValues = Partial<Record<BrowseSelect['name'], readonly string[]>>;

/** The values of the form's selects (`browseSelects`). */
export function browseValues(selects: readonly BrowseSelect[]): BrowseValues {
  return Object.fromEntries(selects.map((s) => [s.name, s.options.map((o) => o.value)]));
}

/**
 * Browse state from a query string (`?brand=Denago&q=city`): each select's field must name one of its values
 * (case and spaces ignored), else it is the select's first; a pasted search is cut at 100 characters. `values`:
 * the form's (`browseValues`), so a URL reads back exactly what the form can show.
 */
export function browseFromQuery(search: string, values: BrowseValues): BrowseState {
  const params = new URLSearchParams(search);
  const state = { ...DEFAULT_BROWSE, q: (params.get('q') ?? '').slice(0, 100) };
  for (const [name, options] of Object.entries(values)) {
    // Each field's values are its select's options (browseValues).
    (state as Record<string, string>)[name] = pickOption(options, params.get(name));
  }
  return state;
}

/**
 * The query string of a browse state, defaults left out: `""` or `"?seats=6&sort=range"`. The parameters of
 * `current` (the URL's query) that are not browse fields stay, after them: a compare list, a campaign's UTM.
 */
export function browseToQuery(s: BrowseState, current: string): string {
  const params = new URLSearchParams();
  for (const field of BROWSE_FIELDS) if (!isDefault(s, field)) params.set(field, s[field]);
  for (const [name, value] of new URLSearchParams(current)) if (!(BROWSE_FIELDS as string[]).includes(name)) params.append(name, value);
  // A comma needs no escaping in a query; a searched "a,b" stays readable.
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

// ---------------------------------------------------------------------------------------------
// The form

/** The filter form's id: the list's Clear All Filters are its reset buttons (`form=`). */
export const FILTER_FORM_ID = 'inventory-filters';

/** One select of the filter form: its URL field, its label and its options, `all` (or the default sort) first. */
export interface BrowseSelect {
  name: Exclude<BrowseField, 'q'>;
  label: string;
  options: Option[];
}

/**
 * The filter form's selects in the order it shows them: the sort (beside the search box), then the folded
 * filters, the category list first (its longest names take a wide row). `categories`: `categoryOptions` of the
 * catalogue.
 */
export function browseSelects(categories: readonly Option[]): BrowseSelect[] {
  return [
    { name: 'sort', label: 'Sort by', options: optionsOf(SORT_VALUES, SORT_LABELS) },
    { name: 'category', label: 'Category', options: [...categories] },
    { name: 'brand', label: 'Brand', options: optionsOf(BRAND_VALUES, BRAND_LABELS) },
    { name: 'price', label: 'Price Range', options: optionsOf(PRICE_VALUES, PRICE_LABELS) },
    { name: 'seats', label: 'Seats', options: optionsOf(SEATS_VALUES, SEATS_LABELS) },
    { name: 'condition', label: 'Condition', options: optionsOf(CONDITION_VALUES, CONDITION_LABELS) },
    { name: 'use', label: 'Street Use', options: optionsOf(USE_VALUES, USE_LABELS) },
  ];
}
