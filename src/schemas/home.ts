import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { distinct, vehicleRef } from './catalogue-refs';
import { iconCard } from './icons';
import { orderedList } from './ordered';
import { FINANCING_PLACEHOLDERS } from '../lib/financing/sentences';
import { heading, hero, seo, text, withPlaceholders } from './page-parts';
import { sample } from './shared';

/** The home page's copy; financing wording names the financing terms ({promoApr} on {promoCarts}). */
const home = defineCollection({
  loader: jsonObject('content/home.json'),
  schema: withPlaceholders(
    z.object({
      seo,
      /** The hero, with the inventory search a phone's first screen shows: its label, hint and button. */
      hero: hero.extend({ search: z.object({ label: text, placeholder: text, action: text }) }),
      /** The accessible name of the why-choose cards under the hero. */
      whyChooseLabel: text,
      whyChoose: z.array(iconCard).min(3).max(6),
      brands: heading.extend({
        items: z
          .array(
            z.object({
              id: z.string().min(1),
              name: z.string().min(1),
              tagline: z.string().min(1),
              description: z.string().min(10),
              /** The brand page this card links to, for the brands the dealer sells. */
              route: z.enum(['denago', 'evolution']).optional(),
            }),
          )
          .min(2),
      }),
      featured: heading.extend({
        vehicleIds: distinct(vehicleRef).min(1).max(6),
        /** The button under the cards, to the whole inventory. */
        action: text,
      }),
      about: z.object({ title: z.string().min(1), text: z.string().min(40) }),
      serviceArea: heading.extend({ mapTitle: text, linkLabel: text }),
      faqTitle: z.string().min(1),
      reviewsTitle: z.string().min(1),
      contact: heading.extend({ action: text }),
    }),
    FINANCING_PLACEHOLDERS,
  ),
});

/** Sample reviews the dealer replaces with real ones. Never emitted as Review structured data. */
const reviews = orderedList('content/reviews.json', {
  author: z.string().min(1),
  location: z.string().min(1),
  headline: z.string().min(1),
  reviewBody: z.string().min(20),
  rating: z.number().int().min(1).max(5, 'must be a whole number of stars from 1 to 5'),
  datePublished: z.iso.date({ error: 'must be a date like 2025-07-14' }),
  sample,
});

const faq = orderedList('content/faq.json', {
  question: z.string().min(5).endsWith('?', 'must end with a question mark'),
  /** May name the financing terms: {termRange}, {promoApr} on {promoCarts}. */
  answer: withPlaceholders(z.string().min(20), FINANCING_PLACEHOLDERS),
  /** A page of the site that answers more (a path such as "/guides/street-legal-golf-carts"), shown after the answer. */
  link: z
    .object({
      href: z.string().regex(/^\/[^\s]*$/, 'must be a path of this site, starting with "/"'),
      label: z.string().min(3),
    })
    .optional(),
});

export const homeCollections = { home, reviews, faq };
