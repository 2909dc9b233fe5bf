/** The financing page: terms, benefits, partner cards and page copy. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { FINANCING_PLACEHOLDERS } from '../lib/financing/sentences';
import { vehicleRef } from './catalogue-refs';
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
  schema: withPlaceholders(
    z.object({
      seo,
      hero,
      /** Button labels: the online application, the contact page. */
      actions: z.object({ apply: text, contact: text }),
      /**
       * Every financing sentence and monthly figure on the site is built from these (src/lib/financing/): copy
       * names them as {promoApr}, {promoCarts}, {standardApr} and {termRange}, never typed.
       */
      terms: z.object({
        minMonths: z.number().int().positive(),
        maxMonths: z.number().int().positive(),
        /** The promotional rate, in percent, and the carts it applies to: "new" (every new cart), "all", or a list of vehicle ids. */
        promotion: z.object({
          apr: z.number().min(0).max(40),
          carts: z.union([z.enum(['new', 'all']), z.array(vehicleRef).min(1)]),
        }),
        /** The example standard rate of payment estimates (and of every cart the promotion does not cover), in percent. */
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
    }),
    FINANCING_PLACEHOLDERS,
  )
    .refine((d) => d.terms.minMonths <= d.terms.maxMonths, { error: 'terms.minMonths must not exceed terms.maxMonths', path: ['terms'] })
    .refine((d) => d.terms.promotion.apr <= d.terms.standardApr, {
      error: 'terms.promotion.apr (the promotional rate) must not exceed terms.standardApr',
      path: ['terms'],
    }),
});

export const financingCollections = { financing };
