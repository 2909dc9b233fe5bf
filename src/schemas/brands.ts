/** The Denago and Evolution brand pages: series cards, model line-ups and page copy. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { distinct, seriesCategory, vehicleRef } from './catalogue-refs';
import { slug } from './shared';

const text = z.string().min(1);
const hero = z.object({ eyebrow: text, title: text, lead: z.string().min(20) });
const block = z.object({ title: text, description: z.string().min(10) });

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

const lineup = z.object({ title: text, intro: z.string().min(10), vehicles: distinct(vehicleRef).min(1) });
const cta = z.object({ title: text, body: z.string().min(10) });

const denago = defineCollection({
  loader: jsonObject('content/brands/denago.json'),
  schema: z.object({
    hero,
    features: z.object({ title: text, intro: z.string().min(10), items: z.array(block).min(4).max(8) }),
    series: z.object({ title: text, intro: z.string().min(10), items: z.array(seriesOf('Denago')).min(1) }),
    lineup,
    cta,
  }),
});

const evolution = defineCollection({
  loader: jsonObject('content/brands/evolution.json'),
  schema: z.object({
    hero,
    intro: z.object({ title: text, body: z.array(z.string().min(20)).min(1), checklist: z.array(text).length(6) }),
    series: z.object({ title: text, intro: z.string().min(10), items: z.array(seriesOf('Evolution')).min(1) }),
    featured: lineup,
    whyChoose: z.object({ title: text, intro: z.string().min(10), items: z.array(block).length(4) }),
    cta,
  }),
});

export const brandCollections = { denago, evolution };
