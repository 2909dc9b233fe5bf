/**
 * A short, stable fingerprint of what a vehicle page shows, so that the page can be built as static
 * HTML and the browser only has to tell whether the API's copy would look any different: the build
 * stamps the fingerprint of the record it rendered, the VehicleLive island compares it with the
 * fingerprint of the fresh record and takes over only on a mismatch. Pure, and the same code on both
 * sides, so equal records always give equal fingerprints.
 */
import { stockStatus } from '../stock/status';
import { specificationRows } from './specifications';
import type { Vehicle } from '../../schemas/vehicle';

/**
 * The fields the detail renders, in the order and form it renders them: specification rows in display
 * order (so a reordered specifications object is the same page). Its drawing follows from these fields
 * and its id; its photos are the build's and not in the record, nor are a pre-owned cart's facts (the build shows them; the
 * islands never receive them).
 */
function shown(v: Vehicle): unknown[] {
  return [
    v.name,
    v.brand,
    v.category,
    v.price,
    v.description,
    v.externalUrl,
    v.year,
    v.isNew,
    v.inStock,
    v.streetLegal,
    // The stock status as shown: a built record's is read from inStock and isNew, as an API record states it.
    stockStatus(v),
    v.features,
    specificationRows(v.specifications).map((r) => [r.key, r.value]),
  ];
}

/** FNV-1a (32 bit) over the JSON of the shown fields, in base 36: at most 7 characters. */
export function vehicleFingerprint(v: Vehicle): string {
  const text = JSON.stringify(shown(v));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
