import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import EmptyState from '../inventory/EmptyState';
import SkeletonCard from '../inventory/SkeletonCard';
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
import type { VehicleSummary } from '../../lib/inventory/types';
import { SKELETON_COUNT, inventoryHeading, inventoryView, sameCards, type LoadStatus } from '../../lib/inventory/view';
import { getJson, readCache, writeCache } from './inventory/api-client';

interface Props {
  /** The carts on sale as built, in catalogue order: rendered into the HTML, so the page works before and without JS. */
  initialVehicles: VehicleSummary[];
  /** The category list's values (categoryOptions of the built catalogue): a URL's category must be one of them. */
  categories: string[];
  /** The list endpoint, `/api/vehicles`. */
  endpoint: string;
  /** Each cart's lowest monthly payment by id, computed at build time by the payment rule. */
  monthly: Record<string, number>;
  /**
   * The filter form (`InventoryFilters`, the `filters` slot) as static HTML: the island reads it and keeps
   * it in step with the URL. Optional only as Astro types a slot; the page always fills it.
   */
  filters?: ReactNode;
  /**
   * The built catalogue's card grid as static HTML (a `VehicleGrid` of `initialVehicles`). It is
   * shown, never hydrated, while the list is unfiltered in catalogue order and the API agrees with
   * the build, so hydrating the page costs no card at all.
   */
  children?: ReactNode;
}

type Field = HTMLInputElement | HTMLSelectElement;

/**
 * The inventory: filters and sort (kept in the URL query), the list, and a background refresh from the
 * API. The built catalogue stays on screen whatever the API does.
 */
export default function InventoryBrowser({ initialVehicles, categories, endpoint, monthly, filters, children }: Props) {
  const [vehicles, setVehicles] = useState(initialVehicles);
  // Whether `vehicles` still renders exactly the built cards (the static grid in `children`).
  const [asBuilt, setAsBuilt] = useState(true);
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
  const clear = () => apply(DEFAULT_BROWSE, '');

  // The static form: what the visitor types or chooses becomes the state (and the URL); the Filters button folds.
  useEffect(() => {
    const form = root.current!.querySelector('form')!;
    const fold = form.querySelector('#filter-fold')!;
    const toggle = form.querySelector('[aria-controls="filter-fold"]')!;
    const read = () => browseFromQuery(`?${new URLSearchParams(new FormData(form) as unknown as string[][])}`, categories);
    const onInput = (e: Event) => apply(read(), (e.target as Field).name);
    const onToggle = () => toggle.setAttribute('aria-expanded', String(fold.toggleAttribute('data-open')));
    const onSubmit = (e: Event) => e.preventDefault();
    const fromUrl = () => setBrowse(browseFromQuery(window.location.search, categories));
    // A choice made before the island started is still in the form, and wins over the URL.
    const typed = read();
    if (isUnfiltered(typed) && typed.sort === DEFAULT_BROWSE.sort) fromUrl();
    else apply(typed, typed.q ? 'q' : '');
    form.addEventListener('input', onInput);
    form.addEventListener('submit', onSubmit);
    toggle.addEventListener('click', onToggle);
    window.addEventListener('popstate', fromUrl);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('submit', onSubmit);
      toggle.removeEventListener('click', onToggle);
      window.removeEventListener('popstate', fromUrl);
    };
  }, [categories, apply]);

  // The form shows the state (after Back, Forward or Clear All Filters) and the Filters button its count.
  useEffect(() => {
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
      setAsBuilt(sameCards(fresh, initialVehicles));
      setStatus('loaded');
    };
    const cached = readCache(endpoint);
    if (cached !== undefined && parseVehicleList(cached)) {
      load(cached);
      return;
    }
    getJson(endpoint, LIST_POLICY, listErrorMessage)
      .then((raw) => {
        if (!live) return;
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
  }, [endpoint, initialVehicles]);

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
        {view.body === 'skeleton' && (
          <ul className="inv-grid" aria-busy="true" aria-label="Loading vehicles">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <li key={i}>
                <SkeletonCard />
              </li>
            ))}
          </ul>
        )}
        {view.body === 'list' &&
          (children && asBuilt && unfiltered && browse.sort === 'featured' ? children : <VehicleGrid vehicles={shown} monthly={monthly} />)}
        {view.body === 'empty' && <EmptyState total={vehicles.length} onClear={clear} />}
      </div>
    </section>
  );
}
