import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { icon } from './icons';

const heading = z.object({ title: z.string().min(1), intro: z.string().min(1) });

const eco = defineCollection({
  loader: jsonObject('content/eco.json'),
  schema: z.object({
    hero: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), lead: z.string().min(1) }),
    calculator: heading,
    benefits: z
      .array(z.object({ icon, title: z.string().min(1), text: z.string().min(20) }))
      .length(6, 'the page shows exactly six benefit cards'),
    facts: z.array(z.object({ value: z.string().min(1), label: z.string().min(5) })).length(4, 'the page shows exactly four fact cards'),
    cta: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  }),
});

export const ecoCollections = { eco };
