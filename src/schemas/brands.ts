/** The Denago and Evolution brand pages: series cards, model line-ups and page copy. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { distinct, vehicleRef } from './catalogue-refs';
import { block, cta, heading, hero, seo, text, withPlaceholders } from './page-parts';
import { slug, usd } from './shared';

/** A series card. Its "Starting at" price is editorial (decisions.md); its models link to the catalogue. */
const series = z.object({
  id: slug,
  title: text,
  tagline: text,
  description: z.string().min(20),
  features: z.array(text).min(2).max(6),
  /** "Starting at" price in USD, as the spec gives it for the series. */
  startingPrice: usd,
  /** Catalogue vehicle ids, in display order; the card's model count is the length of this list. */
  vehicles: distinct(vehicleRef).min(1),
  /** Body colour of the series illustration. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like "#1f6f3f"'),
  /** The illustration stands on lifted suspension (the off-road series). */
  lifted: z.boolean().default(false),
});

const lineup = heading.extend({ vehicles: distinct(vehicleRef).length(6) });

const denago = defineCollection({
  loader: jsonObject('content/brands/denago.json'),
  schema: z.object({
    seo,
    hero,
    /** Button labels: to the inventory, to a test drive. */
    actions: z.object({ compare: text, testDrive: text }),
    features: heading.extend({ items: z.array(block).min(4).max(8) }),
    series: heading.extend({ items: z.array(series).length(3) }),
    lineup,
    cta,
  }),
});

const evolution = defineCollection({
  loader: jsonObject('content/brands/evolution.json'),
  schema: z.object({
    seo,
    hero,
    /** Button labels: to the inventory, to a quote, to a test drive. */
    actions: z.object({ models: text, quote: text, testDrive: text }),
    intro: z.object({ title: text, body: z.array(z.string().min(20)).min(1), checklist: z.array(text).length(6) }),
    series: heading.extend({ items: z.array(series).length(7) }),
    /** The page fills in the number of featured models. */
    featured: withPlaceholders(lineup, ['featuredCount']),
    whyChoose: heading.extend({ items: z.array(block).length(4) }),
    cta,
  }),
});

export const brandCollections = { denago, evolution };
