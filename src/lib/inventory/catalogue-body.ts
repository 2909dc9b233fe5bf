/**
 * The catalogue as the vehicle API serves it: each vehicle record without its photos (those are images the
 * pages build), in catalogue order, as one JSON text. The build writes it (`dist/data/vehicles.json`), the API
 * answers it with a strong ETag of these exact bytes, and the inventory page is built with that ETag, so a
 * conditional request tells whether the API still serves what the page was built from.
 */
import type { Vehicle } from '../../schemas/vehicle';

type WithPhotos = Vehicle & { photos?: unknown };

/** A vehicle's API record: the record without its photos. */
export const apiRecord = ({ photos: _photos, ...record }: WithPhotos): Vehicle => record;

/** The JSON text of the catalogue's API records. */
export const catalogueBody = (vehicles: readonly WithPhotos[]): string => JSON.stringify(vehicles.map(apiRecord));
