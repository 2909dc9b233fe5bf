/**
 * The similar carts a vehicle page links to, chosen at build time from the catalogue:
 * - never the vehicle itself, and never a sold cart (a visitor cannot buy it);
 * - for a sold cart, the pre-owned carts in stock come first (its visitor came for a pre-owned cart);
 * - ranked by family first (the same category), then by seats (the fewest seats apart), then by price
 *   (the closest price), and last by id, so the same catalogue always gives the same three.
 */
import { isSold } from './badge';

export interface SimilarCandidate {
  id: string;
  category: string;
  price: number;
  isNew: boolean;
  inStock: boolean;
  specifications: { seatingCapacity: number };
}

/** How far a candidate is from the vehicle, compared part by part: (for a sold cart) pre-owned in stock, then family, seats, price. */
function distance(from: SimilarCandidate, to: SimilarCandidate): number[] {
  return [
    isSold(from) && (to.isNew || !to.inStock) ? 1 : 0,
    from.category === to.category ? 0 : 1,
    Math.abs(from.specifications.seatingCapacity - to.specifications.seatingCapacity),
    Math.abs(from.price - to.price),
  ];
}

/** The `count` carts most like `vehicle`, closest first. */
export function similarVehicles<V extends SimilarCandidate>(vehicle: SimilarCandidate, catalogue: readonly V[], count = 3): V[] {
  return catalogue
    .filter((v) => v.id !== vehicle.id && !isSold(v))
    .map((v) => ({ v, d: distance(vehicle, v) }))
    .sort((a, b) => a.d.reduce((order, d, i) => order || d - b.d[i]!, 0) || a.v.id.localeCompare(b.v.id))
    .slice(0, count)
    .map(({ v }) => v);
}
