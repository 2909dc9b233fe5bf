import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { glob } from 'astro/loaders';
import { withFileNames } from '../content-loaders';

/** Background artwork keys for the policy hero banner. */
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

const policies = defineCollection({
  loader: withFileNames(glob({ pattern: '*.mdx', base: './content/policies' })),
  schema: z.object({
    title: z.string().min(3),
    description: z.string().min(40),
    effectiveDate: z.coerce.date({ error: 'must be a date like 2025-01-23' }),
    hero: z.enum(policyHeroes),
    summary: z.string().optional(),
    keywords: z.array(z.string()).default([]),
    /** Position in the footer and policy lists. */
    order: z.number().int().nonnegative(),
  }),
});

export const policyCollections = { policies };
