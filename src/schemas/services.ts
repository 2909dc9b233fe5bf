import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { usd } from './shared';
import { icon, iconCard } from './icons';
import { hero } from './page-parts';

/** How an offer is priced; the label is worded once, in src/lib/services/price.ts. */
export const servicePrice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hourly'), amount: usd }),
  z.object({ kind: z.literal('quote') }),
  z.object({ kind: z.literal('warranty') }),
]);

const services = defineCollection({
  loader: jsonObject('content/services.json'),
  schema: z.object({
    hero,
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
    whyChoose: z.array(iconCard).min(2),
  }),
});

export const serviceCollections = { services };

export type ServicePrice = z.infer<typeof servicePrice>;
