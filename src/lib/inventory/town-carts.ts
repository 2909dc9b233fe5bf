/**
 * The three carts a town sales page shows, one for each kind of buyer, each at its lowest price among the
 * carts for sale: a pre-owned cart in stock, a street-legal LSV, a new golf cart. A kind the catalogue lacks
 * is filled by the next lowest-priced cart for sale, so a page shows three while the catalogue has them. Each
 * comes with its price delivered to the town (the sales delivery rule on its own price).
 */
import { salesDeliveryFee, type SalesDeliveryTerms } from '../delivery/sales';
import { isAvailable } from './badge';

interface TownCart {
  id: string;
  price: number;
  isNew: boolean;
  inStock: boolean;
  streetLegal: boolean;
}

const cheapest = <V extends TownCart>(list: readonly V[]) => [...list].sort((a, b) => a.price - b.price || a.id.localeCompare(b.id))[0];

/** Up to `count` carts for sale: the cheapest pre-owned, the cheapest LSV, the cheapest new golf cart, then the next cheapest. */
export function townCarts<V extends TownCart>(catalogue: readonly V[], count = 3): V[] {
  const forSale = catalogue.filter(isAvailable);
  const picks = [
    cheapest(forSale.filter((v) => !v.isNew)),
    cheapest(forSale.filter((v) => v.streetLegal)),
    cheapest(forSale.filter((v) => v.isNew && !v.streetLegal)),
  ].filter((v): v is V => v !== undefined);
  const chosen = [...new Set(picks)];
  const rest = [...forSale].sort((a, b) => a.price - b.price || a.id.localeCompare(b.id)).filter((v) => !chosen.includes(v));
  return [...chosen, ...rest].slice(0, count);
}

/** A cart's price delivered to a place `miles` from the showroom: the price and the delivery fee on it. */
export function deliveredPrice(price: number, miles: number, terms: SalesDeliveryTerms): { fee: number; total: number } {
  const { fee } = salesDeliveryFee(miles, price, terms);
  return { fee, total: price + fee };
}
