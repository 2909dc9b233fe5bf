import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { glob } from 'astro/loaders';
import { withFileNames } from '../content-loaders';
import { slug } from './shared';

/** Background artwork keys for the policy hero banner (drawn in src/components/policy/PolicyArt.astro). */
export const policyHeroes = [
  'terms',
  'returns',
  'delivery',
  'rental',
  'ethics',
  'storage',
  'publishing',
  'feedback',
  'corrections',
  'diversity',
  'staffing',
  'privacy',
] as const;

/** Fields a policy with its own text must have; a `sameAs` pointer borrows them from its target. */
const REQUIRED_WITHOUT_SAME_AS = ['description', 'effectiveDate', 'hero'] as const;

const policies = defineCollection({
  loader: withFileNames(glob({ pattern: '*.mdx', base: './content/policies' })),
  schema: z
    .object({
      title: z.string().min(3),
      /**
       * A second address for another policy's text, e.g. terms-conditions.mdx has
       * `sameAs: terms-of-service`: the page renders that policy, with a canonical link to it.
       */
      sameAs: slug.optional(),
      description: z.string().min(40, 'must be at least 40 characters (it becomes the search-result snippet)').optional(),
      effectiveDate: z.coerce.date({ error: 'must be a date like 2025-01-23' }).optional(),
      hero: z.enum(policyHeroes, { error: `must be one of: ${policyHeroes.join(', ')}` }).optional(),
      summary: z.string().optional(),
      keywords: z.array(z.string()).default([]),
      /** Position in the footer and policy lists. */
      order: z.number({ error: 'must be a whole number (position in the footer list)' }).int().nonnegative(),
    })
    .superRefine((data, ctx) => {
      if (data.sameAs) return;
      for (const key of REQUIRED_WITHOUT_SAME_AS) {
        if (data[key] === undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required (or set "sameAs" to show another policy\'s text)' });
        }
      }
    }),
});

export const policyCollections = { policies };
