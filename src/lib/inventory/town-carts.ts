/**
 * The three carts a town sales page shows, chosen for what carts mostly do in that town (its `cartUse` in
 * content/municipalities.json, which its local paragraph tells): each use asks for three kinds of cart, and
 * each kind is the lowest-priced cart for sale that fits it. A kind the catalogue lacks, or one already
 * chosen, is filled by the next lowest-priced cart for sale, so a page shows three while the catalogue has
 * them. A town without a use gets a pre-owned cart, a street-legal LSV and a new golf cart. Each comes with
 * its price delivered to the town (the sales delivery rule on its own price).
 */
import { salesDeliveryFee, type SalesDeliveryTerms } from '../delivery/sales';
import { isAvailable } from './badge';

/** What carts mostly do in a town: beach resort rides, gear to the river or bay, a family's rides, small streets, farm work, businesses and events. */
export const CART_USES = ['beach', 'waterfront', 'family', 'compact', 'farm', 'business'] as const;
export type CartUse = (typeof CART_USES)[number];

export interface TownCart {
  id: string;
  price: number;
  isNew: boolean;
  inStock: boolean;
  streetLegal: boolean;
  seats: number;
  payloadLbs: number;
  allWheelDrive: boolean;
}

/** Why a cart is on a town's page: the kind of cart it was chosen as. */
export const CART_KINDS = [
  'preOwned',
  'streetLegal',
  'streetLegalSix',
  'newGolfCart',
  'sixSeats',
  'mostSeats',
  'twoSeats',
  'hauler',
  'workCart',
  'allWheel',
] as const;
export type CartKind = (typeof CART_KINDS)[number];

/** A kind: which carts fit it, and how the fitting carts rank (lowest price first unless it says otherwise). */
const kinds: Record<CartKind, { fits: (v: TownCart) => boolean; rank?: (a: TownCart, b: TownCart) => number }> = {
  preOwned: { fits: (v) => !v.isNew },
  streetLegal: { fits: (v) => v.streetLegal },
  streetLegalSix: { fits: (v) => v.streetLegal && v.seats >= 6 },
  newGolfCart: { fits: (v) => v.isNew && !v.streetLegal && v.seats >= 4 },
  sixSeats: { fits: (v) => !v.streetLegal && v.seats === 6 },
  mostSeats: { fits: () => true, rank: (a, b) => b.seats - a.seats },
  twoSeats: { fits: (v) => v.isNew && v.seats <= 2 && v.payloadLbs < 800 },
  hauler: { fits: () => true, rank: (a, b) => b.payloadLbs - a.payloadLbs },
  workCart: { fits: (v) => v.isNew && v.seats <= 2 && v.payloadLbs >= 800 },
  allWheel: { fits: (v) => v.allWheelDrive && v.seats >= 4 },
};

/** The kinds of cart each use asks for, in the order the page shows them. */
export const CART_KINDS_BY_USE: Record<CartUse | 'any', readonly [CartKind, CartKind, CartKind]> = {
  beach: ['streetLegalSix', 'streetLegal', 'sixSeats'],
  waterfront: ['allWheel', 'preOwned', 'workCart'],
  family: ['sixSeats', 'newGolfCart', 'preOwned'],
  compact: ['twoSeats', 'streetLegal', 'newGolfCart'],
  farm: ['hauler', 'workCart', 'allWheel'],
  business: ['mostSeats', 'hauler', 'streetLegal'],
  any: ['preOwned', 'streetLegal', 'newGolfCart'],
};

const byPrice = (a: TownCart, b: TownCart) => a.price - b.price || a.id.localeCompare(b.id);

/** Up to `count` carts for sale for a town's use, each with the kind it was chosen as (undefined: filled in by price). */
export function townCarts<V extends TownCart>(
  catalogue: readonly V[],
  use: CartUse | undefined,
  count = 3,
): { cart: V; kind: CartKind | undefined }[] {
  const forSale = catalogue.filter(isAvailable).sort(byPrice);
  const chosen: { cart: V; kind: CartKind | undefined }[] = [];
  const taken = (v: V) => chosen.some((c) => c.cart === v);
  for (const kind of CART_KINDS_BY_USE[use ?? 'any']) {
    const { fits, rank } = kinds[kind];
    const cart = forSale.filter((v) => fits(v) && !taken(v)).sort((a, b) => (rank ? rank(a, b) : 0) || byPrice(a, b))[0];
    if (cart) chosen.push({ cart, kind });
  }
  for (const cart of forSale) if (!taken(cart)) chosen.push({ cart, kind: undefined });
  return chosen.slice(0, count);
}

/** What the rule reads of a catalogue vehicle: its seats, its payload in pounds ("800 lbs") and whether all four wheels drive. */
export function townCartTraits(specifications: { seatingCapacity: number; payload: string; driveType?: string | undefined }): {
  seats: number;
  payloadLbs: number;
  allWheelDrive: boolean;
} {
  const pounds = /([\d,]+)\s*lbs?\b/i.exec(specifications.payload);
  return {
    seats: specifications.seatingCapacity,
    payloadLbs: pounds ? Number(pounds[1]!.replace(/,/g, '')) : 0,
    allWheelDrive: /all[- ]wheel|awd|4x4|four[- ]wheel/i.test(specifications.driveType ?? ''),
  };
}

/** A cart's price delivered to a place `miles` from the showroom: the price and the delivery fee on it. */
export function deliveredPrice(price: number, miles: number, terms: SalesDeliveryTerms): { fee: number; total: number } {
  const { fee } = salesDeliveryFee(miles, price, terms);
  return { fee, total: price + fee };
}
