import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { usd } from './shared';
import { icon, iconCard } from './icons';
import { cta, heading, hero, seo, text, withPlaceholders } from './page-parts';

/** How an offer is priced; the label is worded once, in src/lib/services/price.ts. */
export const servicePrice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hourly'), amount: usd }),
  z.object({ kind: z.literal('quote') }),
  z.object({ kind: z.literal('warranty') }),
]);

const services = defineCollection({
  loader: jsonObject('content/services.json'),
  schema: z.object({
    /** The page fills in the hourly labour rate (from the offer priced by the hour). */
    seo: withPlaceholders(seo, ['labourRate']),
    hero: hero.extend({ action: text, callAction: text }),
    /** The page fills in the brands sold and the brands serviced (from the home page's brand cards). */
    offersHeading: withPlaceholders(heading, ['soldBrands', 'servicedBrands']),
    offers: z
      .array(
        z.object({
          id: z.string().min(1),
          icon,
          title: z.string().min(1),
          description: z.string().min(20),
          items: z.array(z.string().min(1)).min(1),
          price: servicePrice,
        }),
      )
      .min(1),
    whyChooseHeading: heading,
    whyChoose: z.array(iconCard).min(2),
    /** The page fills in the showroom's street and city. */
    hours: withPlaceholders(
      z.object({ title: text, hoursTitle: text, bookingTitle: text, bookingText: z.string().min(20), bookingAction: text }),
      ['street', 'city'],
    ),
    cta: cta.extend({ action: text, shopAction: text }),
  }),
});

export const serviceCollections = { services };

export type ServicePrice = z.infer<typeof servicePrice>;
