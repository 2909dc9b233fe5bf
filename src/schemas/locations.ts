/**
 * Content of the location pages (county, town sales and town rental pages): the eight town
 * services and the page copy. Copy may use the placeholders {town}, {county}, {radius} and
 * {freeDeliveryMiles}; the pages fill them from the records, and an unknown placeholder fails
 * the build (src/lib/geo/placeholders.ts).
 */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonList, jsonObject } from '../content-loaders';
import { staticRoutes } from '../lib/routes';
import { icon } from './icons';

export const iconText = z.object({ icon, title: z.string().min(1), text: z.string().min(20) });

const routeKeys = Object.keys(staticRoutes) as [keyof typeof staticRoutes, ...(keyof typeof staticRoutes)[]];

const townServices = defineCollection({
  loader: jsonList('content/town-services.json'),
  schema: z.object({
    /** Position on the page (1 first). */
    order: z.number().int().positive(),
    icon,
    title: z.string().min(1),
    description: z.string().min(20),
    /** A key of staticRoutes in src/lib/routes.ts, e.g. "inventory". */
    link: z.enum(routeKeys, { error: `must be one of the site's pages: ${routeKeys.join(', ')}` }),
    linkLabel: z.string().min(1),
  }),
});

const locationPages = defineCollection({
  loader: jsonObject('content/location-pages.json'),
  schema: z.object({
    sales: z.object({
      eyebrow: z.string().min(1),
      heroTitle: z.string().includes('{town}', { error: 'must name the town with {town}' }),
      heroLead: z.string().min(20),
      highlights: z.array(iconText).length(3),
    }),
    rentals: z.object({
      eyebrow: z.string().min(1),
      heroTitle: z.string().includes('{town}', { error: 'must name the town with {town}' }),
      heroLead: z.string().min(20),
      features: z.array(iconText).length(3),
      included: z.array(z.string().min(3)).min(3),
    }),
  }),
});

export const locationCollections = { townServices, locationPages };
