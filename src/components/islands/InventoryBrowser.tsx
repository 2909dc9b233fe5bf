import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import EmptyState from '../inventory/EmptyState';
import InventoryFilters from '../inventory/InventoryFilters';
import SkeletonCard from '../inventory/SkeletonCard';
import VehicleGrid from '../inventory/VehicleGrid';
import { LIST_POLICY, inventoryErrorText, listErrorMessage } from '../../lib/inventory/fetch-policy';
import {
  DEFAULT_FILTERS,
  filterVehicles,
  filtersFromQuery,
  filtersToQuery,
  isDefaultFilters,
  type FilterState,
} from '../../lib/inventory/filters';
import { parseVehicleList } from '../../lib/inventory/parse';
import { sortVehicles } from '../../lib/inventory/sort';
import { toSummary, type VehicleSummary } from '../../lib/inventory/types';
import { SKELETON_COUNT, inventoryHeading, inventoryView, sameCards, type LoadStatus } from '../../lib/inventory/view';
import { getJson, readCache, writeCache } from './inventory/api-client';

interface Props {
  /** The catalogue as built: rendered into the HTML, so the page works before and without JS. */
  initialVehicles: VehicleSummary[];
  /** The list endpoint, `/api/vehicles`. */
  endpoint: string;
  /**
   * The built catalogue's card grid as static HTML (a `VehicleGrid` of `initialVehicles`). It is
   * shown, never hydrated, while the list is unfiltered and the API agrees with the build, so
   * hydrating the page costs no card at all.
   */
  children?: ReactNode;
}

/**
 * The inventory: filters (kept in the URL query), the list, and a background refresh from the
 * API. The built catalogue stays on screen whatever the API does.
 */
export default function InventoryBrowser({ initialVehicles, endpoint, children }: Props) {
  const [vehicles, setVehicles] = useState(() => sortVehicles(initialVehicles));
  // Whether `vehicles` still renders exactly the built cards (the static grid in `children`).
  const [asBuilt, setAsBuilt] = useState(true);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [error, setError] = useState('');
  // The first render matches the pre-rendered HTML; the URL's filters apply right after.
  const [filters, setFilters] = useState<FilterState>(DEFAULT_FILTERS);
  const lastField = useRef<keyof FilterState | null>(null);

  useEffect(() => {
    const fromUrl = () => setFilters(filtersFromQuery(window.location.search));
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, []);

  useEffect(() => {
    let live = true;
    const apply = (raw: unknown) => {
      const list = parseVehicleList(raw);
      if (!list) throw new Error(listErrorMessage(undefined));
      const fresh = sortVehicles(list.map(toSummary));
      setVehicles(fresh);
      setAsBuilt(sameCards(fresh, sortVehicles(initialVehicles)));
      setStatus('loaded');
    };
    const cached = readCache(endpoint);
    if (cached !== undefined && parseVehicleList(cached)) {
      apply(cached);
      return;
    }
    getJson(endpoint, LIST_POLICY, listErrorMessage)
      .then((raw) => {
        if (!live) return;
        apply(raw);
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

  const onChange = useCallback((next: FilterState, field: keyof FilterState | null) => {
    setFilters(next);
    const url = `${window.location.pathname}${filtersToQuery(next)}${window.location.hash}`;
    // One history entry per choice; a run of keystrokes in the search box makes one entry.
    const typing = field === 'q' && lastField.current === 'q';
    window.history[typing ? 'replaceState' : 'pushState'](null, '', url);
    lastField.current = field;
  }, []);

  const clear = useCallback(() => onChange(DEFAULT_FILTERS, null), [onChange]);
  const shown = useMemo(() => filterVehicles(vehicles, filters), [vehicles, filters]);
  const view = inventoryView(vehicles.length, shown.length, status);

  return (
    <section aria-label="Vehicles" className="bg-brand-50/60 py-10 sm:py-14">
      <div className="mx-auto max-w-7xl space-y-8 px-4 lg:px-6">
        <InventoryFilters filters={filters} onChange={onChange} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="inventory-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {inventoryHeading(shown.length)}
          </h2>
          {!isDefaultFilters(filters) && view.body === 'list' && (
            <button
              type="button"
              onClick={clear}
              className="min-h-11 font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Clear All Filters
            </button>
          )}
        </div>
        <p className="sr-only" role="status">
          {status === 'loading' && vehicles.length === 0 ? 'Loading vehicles' : `Showing ${shown.length} of ${vehicles.length} vehicles`}
        </p>
        {view.showError && (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
            {error}
          </p>
        )}
        {view.body === 'skeleton' && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading vehicles">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <li key={i}>
                <SkeletonCard />
              </li>
            ))}
          </ul>
        )}
        {view.body === 'list' && (children && asBuilt && isDefaultFilters(filters) ? children : <VehicleGrid vehicles={shown} />)}
        {view.body === 'empty' && <EmptyState total={vehicles.length} onClear={clear} />}
      </div>
    </section>
  );
}
