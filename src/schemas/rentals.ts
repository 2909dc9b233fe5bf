import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { planDays } from '../lib/rentals/plans';
import { iconCard } from './icons';
import { cta, heading, hero, seo, text, withPlaceholders } from './page-parts';
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

/** A fleet's plans, one of them one day long: the other plans' savings are measured against it. */
const plans = z
  .array(plan)
  .min(1)
  .refine((list) => list.some((p) => planDays(p.duration) === 1), {
    error: 'needs a one-day plan (duration "24 hours" or "1 day"): the other plans\' savings are measured against it',
  });

const fleet = z.object({ id: slug, title: z.string(), description: z.string(), deposit: usd, plans });

/**
 * The rate card: every rental price on the site (/rentals, the rental policy, every town rental page, the
 * contact form's plans and estimate, descriptions, structured data) is a plan of a fleet here. Rental
 * delivery is content/delivery.json `rental`.
 */
export const rentalsContent = z.object({
  footnote: z.array(z.string().min(1)).min(1),
  fleets: z.array(fleet).min(1),
});

export type Rentals = z.infer<typeof rentalsContent>;
export type RentalFleet = Rentals['fleets'][number];
export type RentalPlan = z.infer<typeof plan>;

const rentals = defineCollection({ loader: jsonObject('content/rentals.json'), schema: rentalsContent });

/** The copy of /rentals. The page fills in the lowest daily price and the delivery terms. */
const rentalsPage = defineCollection({
  loader: jsonObject('content/rentals-page.json'),
  schema: withPlaceholders(
    z.object({
      seo,
      hero: hero.extend({ plansAction: text, callAction: text }),
      benefits: heading.extend({
        items: z
          .array(iconCard.omit({ id: true }))
          .min(2)
          .max(8),
      }),
      plans: heading.extend({ fleetsLabel: text }),
      cta: cta.extend({ callAction: text, messageAction: text }),
    }),
    ['lowestDaily', 'delivery'],
  ),
});

export const rentalCollections = { rentals, rentalsPage };
