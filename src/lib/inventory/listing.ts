/**
 * What the inventory lists: the carts a visitor can buy (a sold pre-owned cart leaves the list and its
 * count), each as the list needs it (its card, the filters and the sort: first image, badge, price, seats and
 * range, street use, a pre-owned cart's facts), without features and links.
 */
import type { Vehicle } from '../../schemas/vehicle';
import { isAvailable } from './badge';

/** The fields of a vehicle the list needs. status: the live stock status of an API record (a built record has
 * none: it is read from inStock and isNew). */
const SUMMARY_FIELDS = [
  'id',
  'name',
  'brand',
  'category',
  'price',
  'description',
  'inStock',
  'isNew',
  'year',
  'specifications',
  'status',
  'streetLegal',
] as const satisfies readonly (keyof Vehicle)[];

/** A vehicle as the inventory lists it. */
export type VehicleSummary = Pick<Vehicle, (typeof SUMMARY_FIELDS)[number]>;

/** The fields of a vehicle the list needs, and no other. */
export function toSummary(v: VehicleSummary): VehicleSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, v[field]])) as VehicleSummary;
}

/** The carts the inventory lists, each as a summary, in the order given. */
export function listedVehicles(all: readonly VehicleSummary[]): VehicleSummary[] {
  return all.filter(isAvailable).map(toSummary);
}

/**
 * The specifications the inventory's list reads: seats and range (a card shows them, the seats filter and
 * the range sort go by them) and the battery type (the search finds "lithium" in it).
 */
const BROWSED_SPECIFICATIONS = ['seatingCapacity', 'range', 'batteryType'] as const;

/** A cart as the inventory's list reads it: its summary with only the specifications the list uses, and no year. */
export type BrowsedCart = Omit<VehicleSummary, 'year' | 'specifications'> & {
  specifications: Pick<VehicleSummary['specifications'], (typeof BROWSED_SPECIFICATIONS)[number]>;
};

/**
 * What the page gives the inventory's island of a listed cart (`BrowsedCart`): the island ships what the list
 * reads, not the whole summary. A fact the cart does not have (a built cart's live status) is left out.
 */
export function browsedCart({ year: _year, specifications, ...rest }: VehicleSummary): BrowsedCart {
  const picked = Object.fromEntries(BROWSED_SPECIFICATIONS.map((key) => [key, specifications[key]]));
  const cart = { ...rest, specifications: picked as BrowsedCart['specifications'] };
  return Object.fromEntries(Object.entries(cart).filter(([, value]) => value !== undefined)) as BrowsedCart;
}

/**
 * How much of its description a card shows, cut at a sentence or a word by `excerpt`: a whole first sentence
 * of the catalogue's, about four lines on a phone.
 */
export const CARD_TEXT_MAX = 160;
