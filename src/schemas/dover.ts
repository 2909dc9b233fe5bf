/** The Dover landing page (/dover): benefits, service tiles and the surrounding service area. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { distinct, municipalityRef } from './catalogue-refs';
import { areaService, block, cta, heading, hero, seo, text, withPlaceholders } from './page-parts';

const DELIVERY_PLACEHOLDERS = ['town', 'salesFreeMiles', 'minimumPurchase', 'rentalFreeMiles'];

const dover = defineCollection({
  loader: jsonObject('content/dover.json'),
  schema: z.object({
    /** The municipality record the page is about: the structured data serves it at its coordinates. */
    municipality: municipalityRef,
    /** The page fills in the town's name and the free delivery distances (content/delivery.json). */
    seo: withPlaceholders(seo, DELIVERY_PLACEHOLDERS),
    /** What the dealer offers in Dover and its service-area towns, as structured data names it. */
    service: withPlaceholders(areaService, ['town']),
    hero,
    /** Button labels: to the inventory, to the town's rental page. */
    actions: withPlaceholders(z.object({ inventory: text, rentals: text }), ['town']),
    /** The band under the hero: both delivery rules, from content/delivery.json. */
    deliveryNote: withPlaceholders(text, DELIVERY_PLACEHOLDERS),
    benefits: heading.extend({ items: z.array(block).length(4) }),
    services: heading.extend({ items: z.array(block).length(8) }),
    serviceArea: heading.extend({ towns: distinct(municipalityRef).length(10) }),
    visit: cta,
  }),
});

export const doverCollections = { dover };
