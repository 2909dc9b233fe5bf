import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { sample, usd } from './shared';

/**
 * Which carts an item of the out-the-door estimate applies to: every cart, or only a street-legal LSV (only a
 * vehicle titled by the DMV pays the document fee, the title and the registration; a golf cart is not titled).
 */
const appliesTo = z.enum(['all', 'street-legal']);

const item = {
  /** How the estimate names the item. */
  label: z.string().min(3),
  appliesTo,
  /** What the item pays for, shown under it. */
  note: z.string().min(3),
  sample,
  /** false until someone checks the figure against its source (the launch check lists it until then). */
  confirmed: z.boolean().optional(),
};

/**
 * The items an out-the-door estimate adds to a cart's price (src/lib/buying/out-the-door.ts), each an
 * estimate: freight and prep, the Delaware document fee (a rate of the price), the title and the first
 * year's registration.
 */
export const buyingCostsContent = z.object({
  freightAndPrep: z.object({ ...item, amount: usd }),
  documentFee: z.object({ ...item, rate: z.number().min(0).max(0.2, 'a rate such as 0.0425 for 4.25%') }),
  title: z.object({ ...item, amount: usd }),
  registration: z.object({ ...item, amount: usd }),
});

export type BuyingCosts = z.infer<typeof buyingCostsContent>;

const buyingCosts = defineCollection({ loader: jsonObject('content/buying-costs.json'), schema: buyingCostsContent });

export const buyingCostCollections = { buyingCosts };
