/** The financing page: terms, benefits, partner cards and page copy. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { block, cta, heading, hero, seo, text, withPlaceholders } from './page-parts';
import { sample, slug, url } from './shared';

/**
 * Where a partner card's button goes: an external application (new tab), the dealer's own
 * application (site.financingUrl, kept in one place), or a call to the dealer's phone.
 */
const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('external'), url }),
  z.object({ type: z.literal('dealer-application') }),
  z.object({ type: z.literal('phone') }),
]);

const partner = z.object({
  id: slug,
  title: text,
  subtitle: text,
  description: z.string().min(20),
  buttonText: text,
  action,
  /** Two or three letters for the card's monogram badge (no partner logos are licensed). */
  monogram: z.string().regex(/^[A-Z0-9&]{1,3}$/, 'must be 1-3 capital letters or digits'),
  sample,
});

const financing = defineCollection({
  loader: jsonObject('content/financing.json'),
  schema: z
    .object({
      /** The page fills in the term range and the lowest rate from `terms`. */
      seo: withPlaceholders(seo, ['termRange', 'aprFrom']),
      hero,
      /** Button labels: the online application, the contact page. */
      actions: z.object({ apply: text, contact: text }),
      terms: z.object({
        minMonths: z.number().int().positive(),
        maxMonths: z.number().int().positive(),
        /** Lowest advertised rate, in percent: the promotional rate of new carts. */
        aprFrom: z.number().min(0).max(40),
        /** The example standard rate of payment estimates (and of every pre-owned cart), in percent. */
        standardApr: z.number().min(0).max(40),
        /** The step between the terms of a vehicle's payment table, in months. */
        termStep: z.number().int().positive(),
      }),
      /** The vehicle pages' payment table: its heading and the assumptions printed under it. */
      payments: z.object({ title: text, assumptions: z.array(text).min(1) }),
      /** Small print under the headline numbers, and a third headline tile. */
      highlights: z.object({ rateNote: text, termNote: text, extra: z.object({ label: text, value: text, note: text }) }),
      benefits: heading.extend({ items: z.array(block).length(6) }),
      partners: heading.extend({ items: z.array(partner).length(8) }),
      whyChoose: heading.extend({ items: z.array(block).min(3).max(6) }),
      cta,
      /** The small print; must say that financing is subject to credit approval. */
      footnote: z.string().regex(/subject to credit approval/i, 'must say "subject to credit approval"'),
    })
    .refine((d) => d.terms.minMonths <= d.terms.maxMonths, { error: 'terms.minMonths must not exceed terms.maxMonths', path: ['terms'] })
    .refine((d) => d.terms.aprFrom <= d.terms.standardApr, {
      error: 'terms.aprFrom (the promotional rate) must not exceed terms.standardApr',
      path: ['terms'],
    }),
});

export const financingCollections = { financing };
