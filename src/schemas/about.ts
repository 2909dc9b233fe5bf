import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { iconCard } from './icons';
import { orderedList } from './ordered';
import { heading, hero, seo, text, withPlaceholders } from './page-parts';
import { sample } from './shared';

const team = orderedList('content/team.json', {
  name: z.string().min(1),
  role: z.string().min(1),
  bio: z.string().min(20),
  sample,
});

const values = orderedList('content/values.json', iconCard.omit({ id: true }).shape);

/** The copy of /about. The page fills in the brand, the founding year and the number of towns served. */
const aboutPage = defineCollection({
  loader: jsonObject('content/about-page.json'),
  schema: withPlaceholders(
    z.object({
      seo,
      hero: hero.extend({ action: text }),
      story: z.object({ eyebrow: text, title: text, paragraphs: z.array(z.string().min(40)).min(1) }),
      stats: z.object({ title: text, labels: z.object({ years: text, customers: text, municipalities: text }) }),
      values: heading,
      team: heading,
      serviceArea: heading.extend({ mapTitle: text }),
      contact: z.object({ title: text }),
    }),
    ['brandName', 'foundedYear', 'townCount'],
  ),
});

export const aboutCollections = { team, values, aboutPage };
