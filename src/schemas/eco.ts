import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { icon } from './icons';
import { cta, heading, hero, seo, text } from './page-parts';

const eco = defineCollection({
  loader: jsonObject('content/eco.json'),
  schema: z.object({
    seo,
    hero: hero.extend({ calculateAction: text, shopAction: text }),
    calculator: heading,
    benefitsTitle: text,
    benefits: z
      .array(z.object({ icon, title: z.string().min(1), text: z.string().min(20) }))
      .length(6, 'the page shows exactly six benefit cards'),
    factsTitle: text,
    facts: z.array(z.object({ value: z.string().min(1), label: z.string().min(5) })).length(4, 'the page shows exactly four fact cards'),
    cta: cta.extend({ browseAction: text, contactAction: text }),
  }),
});

export const ecoCollections = { eco };
