/**
 * What a contact request can be about: the catalogue's vehicles, the rental fleets and plans, the delivery
 * terms and the towns, in the small shape the form island, the /api/contact function and the answer pages
 * share. The build computes it from content (`requestOptions`, written to dist/data/request-options.json
 * and given to the island as props), and the function reads that built file: one source, never a copy.
 */
import type { LatLng } from '../geo/distance';
import { townRentalDelivery, type DeliveryFee, type RentalDeliveryTerms } from '../delivery/rental';
import { isAvailable } from '../inventory/badge';

export interface PlanOption {
  id: string;
  title: string;
  price: number;
}

export interface RequestOptions {
  /** The dealer's time zone (IANA): "today" for a preferred date is the dealer's today. */
  timeZone: string;
  /** The showroom's city, which delivery distances are measured from. */
  showroomCity: string;
  vehicles: { id: string; name: string; price: number }[];
  /** The rate card: each fleet (a kind of rental cart) with its refundable deposit and its plans. */
  fleets: { id: string; title: string; deposit: number; plans: PlanOption[] }[];
  /** The rental delivery rule: free within `freeWithinMiles` of the showroom, then `feePerMile` for each mile beyond. */
  delivery: RentalDeliveryTerms;
  /**
   * Every municipality: `rentals` when it has a town rental page; `delivery` the rental delivery fee to it
   * (`townRentalDelivery`: its straight-line distance from the showroom under the rental delivery rule).
   */
  towns: { id: string; name: string; county: string; rentals: boolean; delivery: DeliveryFee }[];
}

interface Plan {
  id: string;
  title: string;
  price: number;
}

export interface RequestOptionsInput {
  timeZone: string;
  showroom: { city: string; coordinates: LatLng };
  vehicles: readonly { id: string; name: string; price: number; isNew: boolean; inStock: boolean }[];
  /** The rate card (content/rentals.json). */
  rentals: { fleets: readonly { id: string; title: string; deposit: number; plans: readonly Plan[] }[] };
  /** The rental delivery rule (content/delivery.json `rental`). */
  rentalDelivery: RentalDeliveryTerms;
  towns: readonly { id: string; name: string; county: string; offersRentals: boolean; coordinates: LatLng }[];
  /** County id -> its name ("kent-county" -> "Kent County"). */
  countyNames: ReadonlyMap<string, string>;
}

const plan = ({ id, title, price }: Plan): PlanOption => ({ id, title, price });

/** The request options from the content records (only the fields a request needs). */
export function requestOptions(input: RequestOptionsInput): RequestOptions {
  const { rentals, rentalDelivery, showroom } = input;
  return {
    timeZone: input.timeZone,
    showroomCity: showroom.city,
    // A request is about a cart a visitor can buy: a sold cart is neither offered nor accepted.
    vehicles: input.vehicles.filter(isAvailable).map(({ id, name, price }) => ({ id, name, price })),
    fleets: rentals.fleets.map(({ id, title, deposit, plans }) => ({ id, title, deposit, plans: plans.map(plan) })),
    delivery: { feePerMile: rentalDelivery.feePerMile, freeWithinMiles: rentalDelivery.freeWithinMiles },
    towns: input.towns.map((town) => ({
      id: town.id,
      name: town.name,
      county: input.countyNames.get(town.county) ?? town.county,
      rentals: town.offersRentals,
      delivery: townRentalDelivery(town.coordinates, showroom.coordinates, rentalDelivery),
    })),
  };
}
