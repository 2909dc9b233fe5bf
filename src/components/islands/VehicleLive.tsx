import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import VehicleDetail from '../vehicle/VehicleDetail';
import VehicleNotFound from '../vehicle/VehicleNotFound';
import type { DealerContact } from '../vehicle/types';
import { vehicleEndpoint, VEHICLES_ENDPOINT } from '../../lib/inventory/endpoints';
import { DETAIL_POLICY, isVehicleGone } from '../../lib/inventory/vehicle-refresh';
import { vehicleFingerprint } from '../../lib/inventory/fingerprint';
import { parseVehicle, parseVehicleList } from '../../lib/inventory/parse';
import { getJson, readCache, writeCache } from './inventory/api-client';
import { carryFocus } from './vehicle/carry-focus';
import { BUILT_VIEW } from '../vehicle/built-view';
import type { Vehicle } from '../../schemas/vehicle';

interface Props extends DealerContact {
  /** The id of the vehicle as built. Absent on the not-found page, where the id comes from the address. */
  vehicleId?: string | undefined;
  /** `vehicleFingerprint` of the vehicle as built: fresh data that matches it changes nothing on screen. */
  fingerprint?: string | undefined;
  /** The document title once a built vehicle turns out to be gone. */
  notFoundTitle?: string | undefined;
}

type State = { kind: 'static' } | { kind: 'loaded'; vehicle: Vehicle } | { kind: 'not-found' };

/** The last path segment of `/vehicles/{id}`, when there is one (`/vehicle/{id}` is a 301 to it). */
function idFromPath(pathname: string): string | undefined {
  const match = /^\/vehicles\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** A fresh copy from this tab's earlier visits: the vehicle itself, or the inventory's list. */
function cachedVehicle(id: string): Vehicle | undefined {
  const one = parseVehicle(readCache(vehicleEndpoint(id)));
  if (one) return one;
  return parseVehicleList(readCache(VEHICLES_ENDPOINT))?.find((v) => v.id === id);
}

/**
 * What replaces the built view, if anything: the fresh record (this tab's copy, else the API's) when
 * its fingerprint differs from the built one; Vehicle Not Found when the API's 404 says the vehicle is
 * gone, or when there is no built vehicle and no record comes. Undefined keeps the built view (a
 * failing API never takes a built page away).
 */
async function freshView(vehicleId: string | undefined, fingerprint: string | undefined): Promise<State | undefined> {
  const id = vehicleId ?? idFromPath(window.location.pathname);
  if (!id) return { kind: 'not-found' };
  const changed = (vehicle: Vehicle): State | undefined =>
    vehicleFingerprint(vehicle) === fingerprint ? undefined : { kind: 'loaded', vehicle };
  const cached = cachedVehicle(id);
  if (cached) return changed(cached);
  const path = vehicleEndpoint(id);
  try {
    const raw = await getJson(path, DETAIL_POLICY, () => 'Vehicle not found');
    const fresh = parseVehicle(raw);
    if (fresh) {
      writeCache(path, raw);
      return changed(fresh);
    }
    return vehicleId ? undefined : { kind: 'not-found' };
  } catch (e) {
    return isVehicleGone(e) || !vehicleId ? { kind: 'not-found' } : undefined;
  }
}

/**
 * Keeps a vehicle page fresh from `GET /api/vehicles/{id}` (one retry) in the background.
 *
 * What the visitor first sees is static HTML beside the island (#vehicle-static and the other built
 * parts), and the island renders nothing. On a built vehicle page it takes over only when the fresh record's fingerprint
 * differs from the built one, or the API's own 404 says the vehicle is gone: it renders the fresh
 * detail (or Vehicle Not Found), and the page's CSS hides the built one. A failing API leaves the built page
 * alone. With no built vehicle (an id the build did not know) the static view is placeholders, which
 * the API's answer replaces in any case.
 */
export default function VehicleLive({ vehicleId, fingerprint, phone, financingUrl, notFoundTitle }: Props) {
  const [state, setState] = useState<State>({ kind: 'static' });
  const view = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void freshView(vehicleId, fingerprint).then((next) => {
      if (live && next) setState(next);
    });
    return () => {
      live = false;
    };
  }, [vehicleId, fingerprint]);

  // The fresh view hides the built one (fresh-view.css) from its first paint. Focus inside the built view
  // moves to its counterpart in the fresh one, before the browser paints, instead of falling to <body>.
  const tookOver = state.kind !== 'static';
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (tookOver && focused?.closest(BUILT_VIEW) && view.current) carryFocus(focused, view.current);
  }, [tookOver]);

  useEffect(() => {
    if (state.kind === 'not-found' && notFoundTitle) document.title = notFoundTitle;
  }, [state.kind, notFoundTitle]);

  // An empty fragment rather than null: Astro's React renderer tells a React component by the element
  // it returns, and a null answer makes its dev-server probe log a false "Invalid hook call".
  if (state.kind === 'static') return <></>;
  // `display: contents`: a handle for focus that adds no box to the layout.
  return (
    <div ref={view} className="contents" data-vehicle-fresh="">
      {state.kind === 'not-found' ? (
        <VehicleNotFound />
      ) : (
        <VehicleDetail vehicle={state.vehicle} phone={phone} financingUrl={financingUrl} />
      )}
    </div>
  );
}
