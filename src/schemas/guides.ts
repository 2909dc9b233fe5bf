import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { mdxFolder } from '../content-loaders';
import { pageTitle } from './content-checks';
import { isoDate } from './dates';
import { policyHeroes, policyTags } from './policies';

/**
 * A guide: an MDX text editors own (content/guides/), written with the policies' tags. Each fact it states
 * is listed in its frontmatter with its source and the date someone last checked it there; the page shows
 * them. `confirmed: false` keeps the guide on the launch check's list until someone has checked every fact.
 */
const guides = defineCollection({
  loader: mdxFolder('content/guides', policyTags),
  schema: z.object({
    title: pageTitle(z.string().min(3)),
    description: z.string().min(40, 'must be at least 40 characters (it becomes the search-result snippet)'),
    summary: z.string().min(3),
    hero: z.enum(policyHeroes, { error: `must be one of: ${policyHeroes.join(', ')}` }),
    keywords: z.array(z.string()).default([]),
    facts: z
      .array(
        z.object({
          fact: z.string().min(10),
          source: z.string().min(3),
          lastChecked: isoDate,
        }),
      )
      .min(1),
    confirmed: z.boolean(),
  }),
});

export const guideCollections = { guides };
