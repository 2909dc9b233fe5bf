/** The Denago and Evolution brand pages: series cards, model line-ups and page copy. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { distinct, seriesCategory, vehicleRef } from './catalogue-refs';
import { block, cta, heading, hero, seo, text, withPlaceholders } from './page-parts';
import { slug } from './shared';

/**
 * A series card. Its models are the brand's new catalogue vehicles whose category is the series title;
 * its "Starting at" price and model count are computed from them (src/lib/brands/series.ts).
 */
const series = z.object({
  id: slug,
  title: text,
  tagline: text,
  description: z.string().min(20),
  features: z.array(text).min(2).max(6),
  /** Body colour of the series illustration. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like "#1f6f3f"'),
  /** The illustration stands on lifted suspension (the off-road series). */
  lifted: z.boolean().default(false),
});
/** A series card of one brand: its title is the catalogue category of its vehicles, e.g. "D5 Ranger". */
const seriesOf = (brand: string) => series.extend({ title: seriesCategory(brand) });

const lineup = heading.extend({ vehicles: distinct(vehicleRef).min(1) });

const denago = defineCollection({
  loader: jsonObject('content/brands/denago.json'),
  schema: z.object({
    seo,
    hero,
    /** Button labels: to the inventory, to a test drive. */
    actions: z.object({ compare: text, testDrive: text }),
    features: heading.extend({ items: z.array(block).min(4).max(8) }),
    series: heading.extend({ items: z.array(seriesOf('Denago')).min(1) }),
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
    series: heading.extend({ items: z.array(seriesOf('Evolution')).min(1) }),
    /** The page fills in the number of featured models. */
    featured: withPlaceholders(lineup, ['featuredCount']),
    whyChoose: heading.extend({ items: z.array(block).length(4) }),
    cta,
  }),
});

export const brandCollections = { denago, evolution };
