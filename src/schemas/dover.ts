/** The Dover landing page (/dover): benefits, service tiles and the surrounding service area. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { distinct, municipalityRef } from './catalogue-refs';

const text = z.string().min(1);
const block = z.object({ title: text, description: z.string().min(10) });

const dover = defineCollection({
  loader: jsonObject('content/dover.json'),
  schema: z.object({
    /** The municipality record the page is about: its coordinates feed the structured data. */
    municipality: municipalityRef,
    /** Free delivery radius around Dover for sales and rentals (spec: 25 miles on the Dover page). */
    freeDeliveryMiles: z.number().positive(),
    hero: z.object({ eyebrow: text, title: text, lead: z.string().min(20) }),
    benefits: z.object({ title: text, intro: z.string().min(10), items: z.array(block).length(4) }),
    services: z.object({ title: text, intro: z.string().min(10), items: z.array(block).length(8) }),
    serviceArea: z.object({ title: text, intro: z.string().min(10), towns: distinct(municipalityRef).length(10) }),
    visit: z.object({ title: text, body: z.string().min(10) }),
  }),
});

export const doverCollections = { dover };
