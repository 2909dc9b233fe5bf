import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { planDays } from '../lib/rentals/plans';
import { slug, usd } from './shared';

/** A plan's "Save x%" and "Renews at $y per day" are computed from its price and duration (src/lib/rentals/plans.ts). */
const plan = z.object({
  id: slug,
  title: z.string().min(1),
  /** The plan's length, in whole days: "24 hours", "1 day", "3 days". */
  duration: z.string().refine((d) => planDays(d) !== undefined, {
    error: 'must be a whole number of days, like "24 hours", "1 day" or "7 days"',
  }),
  price: usd,
  badge: z.literal('RECOMMENDED').optional(),
  description: z.string().min(10),
});

/** A list of plans, one of them one day long: the other plans' savings are measured against it. */
const plans = z
  .array(plan)
  .min(1)
  .refine((list) => list.some((p) => planDays(p.duration) === 1), {
    error: 'needs a one-day plan (duration "24 hours" or "1 day"): the other plans\' savings are measured against it',
  });

const rentals = defineCollection({
  loader: jsonObject('content/rentals.json'),
  schema: z.object({
    delivery: z.object({
      feePerMile: usd,
      freeWithinMiles: z.number().positive(),
      /** Same-day rental delivery: ordered before this time, for the rush fee. */
      sameDayCutoff: z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'must be a time like "2:00 PM"'),
      rushFee: usd,
    }),
    footnote: z.array(z.string().min(1)).min(1),
    fleets: z.array(z.object({ id: slug, title: z.string(), description: z.string(), deposit: usd, plans })).min(1),
    townPlans: z.object({ freeDeliveryMiles: z.number().positive(), plans }),
  }),
});

export const rentalCollections = { rentals };
