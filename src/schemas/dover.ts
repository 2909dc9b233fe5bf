/** The Dover landing page (/dover): benefits, service tiles and the surrounding service area. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { distinct, municipalityRef } from './catalogue-refs';
import { areaService, block, cta, heading, hero, seo, text, withPlaceholders } from './page-parts';

const dover = defineCollection({
  loader: jsonObject('content/dover.json'),
  schema: z.object({
    /** The municipality record the page is about: the structured data serves it at its coordinates. */
    municipality: municipalityRef,
    /** Free delivery radius around Dover for sales and rentals (25 miles on the Dover page). */
    freeDeliveryMiles: z.number().positive(),
    /** The page fills in the town's name and the free delivery radius. */
    seo: withPlaceholders(seo, ['town', 'freeDeliveryMiles']),
    /** What the dealer offers in Dover and its service-area towns, as structured data names it. */
    service: withPlaceholders(areaService, ['town']),
    hero,
    /** Button labels: to the inventory, to the town's rental page. */
    actions: withPlaceholders(z.object({ inventory: text, rentals: text }), ['town']),
    deliveryNote: withPlaceholders(text, ['town', 'freeDeliveryMiles']),
    benefits: heading.extend({ items: z.array(block).length(4) }),
    services: heading.extend({ items: z.array(block).length(8) }),
    serviceArea: heading.extend({ towns: distinct(municipalityRef).length(10) }),
    visit: cta,
  }),
});

export const doverCollections = { dover };
