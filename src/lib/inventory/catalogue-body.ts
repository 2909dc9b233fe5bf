/**
 * The catalogue as the vehicle API serves it: each vehicle record without its photos (those are images the
 * pages build) and with its stock status as built (`status`: available, or sold for a pre-owned cart out of
 * stock; the API merges the desk's live state over it), in catalogue order, as one JSON text. The build writes it (`dist/data/vehicles.json`), the API
 * answers it with a strong ETag of these exact bytes, and the inventory page is built with that ETag, so a
 * conditional request tells whether the API still serves what the page was built from.
 */
import type { Vehicle } from '../../schemas/vehicle';
import { stockStatus } from '../stock/status';

type WithPhotos = Vehicle & { photos?: unknown };

/** A vehicle's API record: the record without its photos, with its stock status. */
export const apiRecord = ({ photos: _photos, ...record }: WithPhotos): Vehicle => ({ ...record, status: stockStatus(record) });

/** The JSON text of the catalogue's API records. */
export const catalogueBody = (vehicles: readonly WithPhotos[]): string => JSON.stringify(vehicles.map(apiRecord));
