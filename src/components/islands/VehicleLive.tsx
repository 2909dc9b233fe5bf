import { useEffect, useState } from 'react';
import VehicleDetail from '../vehicle/VehicleDetail';
import VehicleNotFound from '../vehicle/VehicleNotFound';
import VehicleSkeleton from '../vehicle/VehicleSkeleton';
import type { DealerContact } from '../vehicle/types';
import { vehicleEndpoint, VEHICLES_ENDPOINT } from '../../lib/inventory/endpoints';
import { DETAIL_POLICY, isVehicleGone } from '../../lib/inventory/fetch-policy';
import { parseVehicle, parseVehicleList } from '../../lib/inventory/parse';
import type { VehicleRecord } from '../../lib/inventory/types';
import { getJson, readCache, writeCache } from './inventory/api-client';

interface Props extends DealerContact {
  /** The vehicle as built. Absent on the not-found page, where the id comes from the address. */
  vehicle?: VehicleRecord | undefined;
  /** The document title once a built vehicle turns out to be gone. */
  notFoundTitle?: string | undefined;
}

type State = { kind: 'loading' } | { kind: 'loaded'; vehicle: VehicleRecord } | { kind: 'not-found' };

/** The last path segment of `/vehicles/{id}` or `/vehicle/{id}`, when there is one. */
function idFromPath(pathname: string): string | undefined {
  const match = /^\/vehicles?\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** A fresh copy from this tab's earlier visits: the vehicle itself, or the inventory's list. */
function cachedVehicle(id: string): VehicleRecord | undefined {
  const one = parseVehicle(readCache(vehicleEndpoint(id)));
  if (one) return one;
  return parseVehicleList(readCache(VEHICLES_ENDPOINT))?.find((v) => v.id === id);
}

/**
 * The vehicle page body, refreshed from `GET /api/vehicles/{id}` (one retry) in the background.
 * A built vehicle stays on screen if the API fails; only the API's own 404 means it is gone. With no
 * built vehicle (an id the build did not know) it shows placeholders until the API answers.
 */
export default function VehicleLive({ vehicle, phone, financingUrl, notFoundTitle }: Props) {
  const [state, setState] = useState<State>(vehicle ? { kind: 'loaded', vehicle } : { kind: 'loading' });

  useEffect(() => {
    const id = vehicle?.id ?? idFromPath(window.location.pathname);
    if (!id) {
      setState({ kind: 'not-found' });
      return;
    }
    const cached = cachedVehicle(id);
    if (cached) {
      setState({ kind: 'loaded', vehicle: cached });
      return;
    }
    let live = true;
    const path = vehicleEndpoint(id);
    getJson(path, DETAIL_POLICY, () => 'Vehicle not found')
      .then((raw) => {
        const fresh = parseVehicle(raw);
        if (!live) return;
        if (fresh) {
          writeCache(path, raw);
          setState({ kind: 'loaded', vehicle: fresh });
        } else if (!vehicle) setState({ kind: 'not-found' });
      })
      .catch((e: unknown) => {
        if (!live) return;
        if (isVehicleGone(e) || !vehicle) setState({ kind: 'not-found' });
      });
    return () => {
      live = false;
    };
  }, [vehicle]);

  useEffect(() => {
    if (state.kind === 'not-found' && notFoundTitle) document.title = notFoundTitle;
  }, [state.kind, notFoundTitle]);

  if (state.kind === 'loading') return <VehicleSkeleton />;
  if (state.kind === 'not-found') return <VehicleNotFound />;
  return <VehicleDetail vehicle={state.vehicle} phone={phone} financingUrl={financingUrl} />;
}
