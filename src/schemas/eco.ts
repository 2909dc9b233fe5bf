import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { icon } from './icons';
import { ECO_FACTS } from '../lib/eco/facts';
import { cta, heading, hero, seo, text, withPlaceholders } from './page-parts';

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
    /** Each card's figure is computed from the calculator (src/lib/eco/facts.ts); the label may name {typicalUse}. */
    facts: z
      .array(z.object({ fact: z.enum(ECO_FACTS), label: withPlaceholders(z.string().min(5), ['typicalUse']) }))
      .length(4, 'the page shows exactly four fact cards'),
    cta: cta.extend({ browseAction: text, contactAction: text }),
  }),
});

export const ecoCollections = { eco };
