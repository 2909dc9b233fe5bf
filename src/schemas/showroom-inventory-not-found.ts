/** The copy of pages whose area has no content of its own: the showroom, the inventory and the not-found page. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { FINANCING_PLACEHOLDERS } from '../lib/financing/sentences';
import { jsonObject } from '../content-loaders';
import { iconCard } from './icons';
import { cta, heading, hero, link, seo, text, withPlaceholders } from './page-parts';

/** /showroom. The page fills in the brand and the showroom's street and city. */
const showroomPage = defineCollection({
  loader: jsonObject('content/showroom-page.json'),
  schema: withPlaceholders(
    z.object({
      seo,
      hero: hero.extend({ action: text }),
      locations: heading,
      services: heading.extend({
        items: z
          .array(iconCard.omit({ id: true }))
          .min(2)
          .max(8),
        action: text,
      }),
      areas: heading.extend({ mapTitle: text }),
      cta: cta.extend({ action: text }),
    }),
    ['brandName', 'street', 'city', ...FINANCING_PLACEHOLDERS],
  ),
});

/** /inventory. The page fills in the number of vehicles and the brands of the catalogue. */
const inventoryPage = defineCollection({
  loader: jsonObject('content/inventory-page.json'),
  schema: withPlaceholders(z.object({ seo, hero }), ['count', 'brands']),
});

/** The site's not-found pages (/404, and /vehicles/404 for a vehicle id the build did not make): not indexed, no canonical. */
const notFoundPage = defineCollection({
  loader: jsonObject('content/not-found-page.json'),
  schema: z.object({
    seo,
    /** The search snippet of the vehicle not-found page. */
    vehicleSeo: seo,
    title: text,
    lead: z.string().min(20),
    links: z.array(link).min(1),
    callPrompt: text,
  }),
});

export const showroomInventoryNotFoundCollections = { showroomPage, inventoryPage, notFoundPage };
