/**
 * What the inventory lists: the carts a visitor can buy (a sold pre-owned cart leaves the list and its
 * count), each as the list needs it (its card, the filters and the sort: first image, badge, price, seats and
 * range, street use, a pre-owned cart's facts), without features and links.
 */
import type { Vehicle } from '../../schemas/vehicle';
import { isAvailable } from './badge';

/** A vehicle as the inventory lists it. */
export type VehicleSummary = Pick<
  Vehicle,
  | 'id'
  | 'name'
  | 'brand'
  | 'category'
  | 'price'
  | 'description'
  | 'inStock'
  | 'isNew'
  | 'year'
  | 'specifications'
  | 'status'
  | 'streetLegal'
>;

/** The fields of a vehicle the list needs. */
export function toSummary(v: VehicleSummary): VehicleSummary {
  const { id, name, brand, category, price, description, inStock, isNew, year, specifications, status, streetLegal } = v;
  // status: the live stock status of an API record (a built record has none: it is read from inStock and isNew).
  return {
    id,
    name,
    brand,
    category,
    price,
    description,
    inStock,
    isNew,
    year,
    specifications,
    status,
    streetLegal,
  };
}

/** The carts the inventory lists, each as a summary, in the order given. */
export function listedVehicles(all: readonly VehicleSummary[]): VehicleSummary[] {
  return all.filter(isAvailable).map(toSummary);
}

/**
 * How much of its description a card shows, cut at a sentence or a word by `excerpt`: a whole first sentence
 * of the catalogue's, about four lines on a phone.
 */
export const CARD_TEXT_MAX = 160;
