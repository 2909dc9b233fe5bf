import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { cta, heading, hero } from './page-parts';

/** Icons the eco page can draw (src/components/eco/EcoIcon.astro). */
export const ECO_ICONS = ['zero-emissions', 'energy', 'forest', 'materials', 'climate', 'clean-air'] as const;

const eco = defineCollection({
  loader: jsonObject('content/eco.json'),
  schema: z.object({
    hero,
    calculator: heading,
    benefits: z
      .array(z.object({ icon: z.enum(ECO_ICONS), title: z.string().min(1), text: z.string().min(20) }))
      .length(6, 'the page shows exactly six benefit cards'),
    facts: z.array(z.object({ value: z.string().min(1), label: z.string().min(5) })).length(4, 'the page shows exactly four fact cards'),
    cta,
  }),
});

export const ecoCollections = { eco };
