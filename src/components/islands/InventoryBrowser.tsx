import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { cardPhotos } from '../inventory/card-photos';
// The filter form's own element (it needs no React) comes with the island's script.
import { onBrowse } from '../inventory/inventory-filters';
import VehicleGrid from '../inventory/VehicleGrid';
import { DEFAULT_BROWSE, FILTER_FORM_ID, browseVehicles, isUnfiltered, type SearchWords } from '../../lib/inventory/browse';
import { isAvailable } from '../../lib/inventory/badge';
import { LIST_POLICY, inventoryErrorText, listErrorMessage } from '../../lib/inventory/list-refresh';
import { parseVehicleList } from '../../lib/inventory/parse';
import type { BrowsedCart } from '../../lib/inventory/listing';
import { emptyCountText, inventoryHeading, inventoryView, type LoadStatus } from '../../lib/inventory/view';
import { getJson, readCache, writeCache } from './inventory/api-client';

interface Props {
  /** The carts on sale as built, in catalogue order: rendered into the HTML, so the page works before and without JS. */
  initialVehicles: BrowsedCart[];
  /** The list endpoint, `/api/vehicles`. */
  endpoint: string;
  /** The ETag the endpoint sends for the catalogue `initialVehicles` come from: the island's GET names it. */
  etag: string;
  /** Each cart's lowest monthly payment in words by id, made at build time (`monthlyFromText`). */
  monthly: Record<string, string>;
  /** Each pre-owned cart's condition line by id, made at build time from its facts (`conditionLine`). */
  conditions: Record<string, string>;
  /** What shoppers type for a filter's value (search-words.ts), read by `matchesBrowse`. */
  searchWords: SearchWords;
  /**
   * The filter form (`InventoryFilters`, the `filters` slot) as static HTML, never hydrated: its own element
   * keeps it and the URL in step. Optional only as Astro types a slot; the page always fills it.
   */
  filters?: ReactNode;
  /** What the inventory says when no cart matches (`EmptyState`, the `empty` slot), as static HTML. */
  empty?: ReactNode;
  /**
   * The built list as static HTML: the card grid of `initialVehicles` (a `VehicleGrid`) or, with no cart
   * built, the skeleton cards (a `SkeletonGrid`). It is shown, never hydrated, while the list is
   * unfiltered in catalogue order and the API agrees with the build, or while the empty list loads, so
   * hydrating the page costs no card at all.
   */
  children?: ReactNode;
}

/**
 * The inventory: the list as the URL's filters and sort choose it (its filter form, a slot, puts them there),
 * and a background refresh from the API. The built catalogue stays on screen whatever the API does.
 */
export default function InventoryBrowser({
  initialVehicles,
  endpoint,
  etag,
  monthly,
  conditions,
  searchWords,
  filters,
  empty,
  children,
}: Props) {
  // Still `initialVehicles` itself while the API has sent no other list: the built cards (the static grid in `children`) are current.
  const [vehicles, setVehicles] = useState(initialVehicles);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [error, setError] = useState('');
  // The first render matches the pre-rendered HTML; the URL's state applies right after.
  const [browse, setBrowse] = useState(DEFAULT_BROWSE);

  // The filter form's state (the URL's), from when the island starts (the form's element, defined with this
  // module, has read the URL and a choice made before already) and on each change.
  useEffect(() => onBrowse(setBrowse), []);

  useEffect(() => {
    let live = true;
    const load = (raw: unknown) => {
      const list = parseVehicleList(raw);
      if (!list) throw new Error(listErrorMessage(undefined));
      // The carts a visitor can buy (a sold pre-owned cart is not listed or counted); the list puts them in
      // the chosen order (browseVehicles), catalogue order by default.
      setVehicles(list.filter(isAvailable));
      setStatus('loaded');
    };
    try {
      // A list cached within 5 minutes was sent as differing from the build (a 304 sends none): it is shown as
      // is. No cached list, or one that does not parse, throws: the API is asked.
      load(readCache(endpoint));
      return;
    } catch {
      // The API is asked.
    }
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

  const shown = useMemo(() => browseVehicles(vehicles, browse, searchWords), [vehicles, browse, searchWords]);
  const view = inventoryView(vehicles.length, shown.length, status);

  return (
    <section aria-label="Vehicles" className="inv-browser">
      <div>
        {filters}
        <div className="inv-heading">
          <h2 id="inventory-heading">{inventoryHeading(shown.length)}</h2>
          {/* A reset button of the filter form (the form clears itself and the URL), beside the list or its empty state. */}
          {!isUnfiltered(browse) && (
            <button type="reset" form={FILTER_FORM_ID}>
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
          (children && vehicles === initialVehicles && isUnfiltered(browse) && browse.sort === 'featured' ? (
            children
          ) : (
            <VehicleGrid vehicles={shown} monthly={monthly} conditions={conditions} pictures={cardPhotos()} />
          ))}
        {view.body === 'empty' && (
          <div className="inv-empty">
            {empty}
            <p>{emptyCountText(vehicles.length)}</p>
          </div>
        )}
      </div>
    </section>
  );
}
