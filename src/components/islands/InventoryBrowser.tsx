import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import EmptyState from '../inventory/EmptyState';
import VehicleGrid from '../inventory/VehicleGrid';
import {
  activeFilterCount,
  browseFromQuery,
  browseToQuery,
  browseVehicles,
  isUnfiltered,
  DEFAULT_BROWSE,
  type BrowseState,
} from '../../lib/inventory/browse';
import { isAvailable } from '../../lib/inventory/badge';
import { LIST_POLICY, inventoryErrorText, listErrorMessage } from '../../lib/inventory/fetch-policy';
import { parseVehicleList } from '../../lib/inventory/parse';
import { sortVehicles } from '../../lib/inventory/sort';
import type { MonthlyFigure } from '../../lib/financing/sentences';
import type { VehicleSummary } from '../../lib/inventory/types';
import { inventoryHeading, inventoryView, type LoadStatus } from '../../lib/inventory/view';
import { getJson, readCache, writeCache } from './inventory/api-client';

interface Props {
  /** The carts on sale as built, in catalogue order: rendered into the HTML, so the page works before and without JS. */
  initialVehicles: VehicleSummary[];
  /** The category list's values (categoryOptions of the built catalogue): a URL's category must be one of them. */
  categories: string[];
  /** The list endpoint, `/api/vehicles`. */
  endpoint: string;
  /** The ETag the endpoint sends for the catalogue `initialVehicles` come from: the island's GET names it. */
  etag: string;
  /** Each cart's lowest monthly payment by id, computed at build time by the payment rule. */
  monthly: Record<string, MonthlyFigure>;
  /**
   * The filter form (`InventoryFilters`, the `filters` slot) as static HTML: the island reads it and keeps
   * it in step with the URL. Optional only as Astro types a slot; the page always fills it.
   */
  filters?: ReactNode;
  /**
   * The built list as static HTML: the card grid of `initialVehicles` (a `VehicleGrid`) or, with no cart
   * built, the skeleton cards (a `SkeletonGrid`). It is shown, never hydrated, while the list is
   * unfiltered in catalogue order and the API agrees with the build, or while the empty list loads, so
   * hydrating the page costs no card at all.
   */
  children?: ReactNode;
}

type Field = HTMLInputElement | HTMLSelectElement;

/**
 * The inventory: filters and sort (kept in the URL query), the list, and a background refresh from the
 * API. The built catalogue stays on screen whatever the API does.
 */
export default function InventoryBrowser({ initialVehicles, categories, endpoint, etag, monthly, filters, children }: Props) {
  // Still `initialVehicles` itself while the API has sent no other list: the built cards (the static grid in `children`) are current.
  const [vehicles, setVehicles] = useState(initialVehicles);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [error, setError] = useState('');
  // The first render matches the pre-rendered HTML; the URL's state applies right after.
  const [browse, setBrowse] = useState(DEFAULT_BROWSE);
  const root = useRef<HTMLElement>(null);
  // The field the visitor changed last: a run of keystrokes in the search box makes one history entry.
  const lastField = useRef('');

  const apply = useCallback((next: BrowseState, field: string) => {
    setBrowse(next);
    const push = !(field === 'q' && lastField.current === 'q');
    window.history[push ? 'pushState' : 'replaceState'](null, '', browseToQuery(next, window.location.search) || window.location.pathname);
    lastField.current = field;
  }, []);
  const clear = () => apply({ ...DEFAULT_BROWSE }, '');

  // The static form: what the visitor types or chooses becomes the state (and the URL). (Its Filters button
  // folds without the island: client:inventory.)
  useEffect(() => {
    const form = root.current!.querySelector('form')!;
    const read = () => browseFromQuery(`?${new URLSearchParams(new FormData(form) as unknown as string[][])}`, categories);
    const onInput = (e: Event) => apply(read(), (e.target as Field).name);
    const onSubmit = (e: Event) => e.preventDefault();
    const fromUrl = () => setBrowse(browseFromQuery(window.location.search, categories));
    // A choice made before the island started is still in the form, and wins over the URL.
    const typed = read();
    if (isUnfiltered(typed) && typed.sort === DEFAULT_BROWSE.sort) fromUrl();
    else apply(typed, typed.q ? 'q' : '');
    form.addEventListener('input', onInput);
    form.addEventListener('submit', onSubmit);
    window.addEventListener('popstate', fromUrl);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', fromUrl);
    };
  }, [categories, apply]);

  // The form shows the state (after Back, Forward or Clear All Filters) and the Filters button its count.
  // Not the first state (DEFAULT_BROWSE itself; Clear All Filters applies a copy): the form then holds what the
  // page was built with, or what the visitor chose before the island started, which the effect above has just
  // read; writing the default state over it would wipe a choice or a key typed while the island starts.
  useEffect(() => {
    if (browse === DEFAULT_BROWSE) return;
    const form = root.current!.querySelector('form')!;
    for (const [name, value] of Object.entries(browse)) {
      const field = form.elements.namedItem(name) as Field | null;
      if (field && field.value !== value) field.value = value;
    }
    const count = activeFilterCount(browse);
    const badge = form.querySelector<HTMLElement>('.filter-count')!;
    badge.textContent = count ? String(count) : '';
    badge.nextElementSibling!.textContent = count ? ` (${count} active)` : '';
  }, [browse]);

  useEffect(() => {
    let live = true;
    const load = (raw: unknown) => {
      const list = parseVehicleList(raw);
      if (!list) throw new Error(listErrorMessage(undefined));
      // The carts a visitor can buy (a sold pre-owned cart is not listed or counted), in catalogue order.
      const fresh = sortVehicles(list.filter(isAvailable));
      setVehicles(fresh);
      setStatus('loaded');
    };
    const cached = readCache(endpoint);
    if (cached !== undefined && parseVehicleList(cached)) {
      load(cached);
      return;
    }
    // A list cached within 5 minutes was sent as differing from the build (a 304 sends none): it is shown as is.
    // The GET names the build's ETag: a 304 says the built list is current, and the static grid stays.
    getJson(endpoint, LIST_POLICY, listErrorMessage, etag)
      .then((raw) => {
        if (!live) return;
        if (raw === undefined) return setStatus('loaded');
        load(raw);
        writeCache(endpoint, raw);
      })
      .catch((e: unknown) => {
        if (!live) return;
        setError(inventoryErrorText(e instanceof Error ? e.message : listErrorMessage(undefined)));
        setStatus('error');
      });
    return () => {
      live = false;
    };
  }, [endpoint, etag]);

  const shown = useMemo(() => browseVehicles(vehicles, browse), [vehicles, browse]);
  const view = inventoryView(vehicles.length, shown.length, status);
  const unfiltered = isUnfiltered(browse);

  return (
    <section ref={root} aria-label="Vehicles" className="inv-browser">
      <div>
        {filters}
        <div className="inv-heading">
          <h2 id="inventory-heading">{inventoryHeading(shown.length)}</h2>
          {!unfiltered && view.body === 'list' && (
            <button type="button" onClick={clear}>
              Clear All Filters
            </button>
          )}
        </div>
        <p className="sr-only" role="status">
          {status === 'loading' && vehicles.length === 0 ? 'Loading vehicles' : `Showing ${shown.length} of ${vehicles.length} vehicles`}
        </p>
        {view.showError && (
          <p role="alert" className="inv-error">
            {error}
          </p>
        )}
        {view.body === 'skeleton' && children}
        {view.body === 'list' &&
          (children && vehicles === initialVehicles && unfiltered && browse.sort === 'featured' ? (
            children
          ) : (
            <VehicleGrid vehicles={shown} monthly={monthly} />
          ))}
        {view.body === 'empty' && <EmptyState total={vehicles.length} onClear={clear} />}
      </div>
    </section>
  );
}
