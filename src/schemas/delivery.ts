import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { usd } from './shared';

const miles = z.number({ error: 'must be a number of miles' }).positive();

/**
 * The two delivery services, one rule each (src/lib/delivery/): every page, fee and estimate is computed
 * from these values.
 */
export const deliveryContent = z.object({
  /** Rental carts: free within `freeWithinMiles` of the showroom, then `feePerMile` for each mile beyond. */
  rental: z.object({
    freeWithinMiles: miles,
    feePerMile: usd,
    /** Same-day rental delivery: ordered before this time, for the rush fee. */
    sameDayCutoff: z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'must be a time like "2:00 PM"'),
    rushFee: usd,
  }),
  /**
   * Carts bought: on a purchase of `minimumPurchase` or more, free within `freeWithinMiles` of the showroom,
   * then `feePerMile` for each mile beyond; under the minimum, every mile is charged.
   */
  sales: z.object({
    freeWithinMiles: miles,
    minimumPurchase: usd,
    feePerMile: usd,
    /** How soon an in-stock cart arrives after the purchase, e.g. "2-5 business days". */
    inStockArrival: z.string().min(3),
    /** How long a custom order takes, e.g. "2-4 weeks". */
    customOrderArrival: z.string().min(3),
  }),
});

const delivery = defineCollection({ loader: jsonObject('content/delivery.json'), schema: deliveryContent });

export const deliveryCollections = { delivery };
