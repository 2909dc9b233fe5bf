import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { mdxFolder } from '../content-loaders';
import { countyRef, policyRef, rentalFleetRef, rentalPlanRef } from './catalogue-refs';
import { pageTitle } from './content-checks';
import { isoDate } from './dates';

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

const none = z.strictObject({});
const optionalTitle = z.strictObject({ title: z.string().min(1).optional() });
const hoursKinds = ['showroom', 'service', 'delivery'] as const;
/** The two delivery services of content/delivery.json. */
const deliveryService = z.strictObject({ service: z.enum(['rental', 'sales']) });

/**
 * The tags a policy's text may use, each with the attributes it takes (the components are in
 * src/components/policy/mdx/ and mapped by src/components/policy/mdx-components.ts). A tag that
 * names other content (a fleet, a policy, a county) is checked like any other reference.
 */
export const policyTags = {
  Brand: none,
  Callout: optionalTitle,
  ContactBlock: optionalTitle,
  DeliveryFee: deliveryService,
  DeliveryTime: z.strictObject({ order: z.enum(['in-stock', 'custom']) }),
  Deposit: z.strictObject({ fleet: rentalFleetRef }),
  Email: none,
  FinancingTerms: none,
  FoundedYear: none,
  FreeDeliveryMiles: deliveryService,
  FreeDeliveryMinimum: none,
  Hours: z.strictObject({ kind: z.enum(hoursKinds) }),
  Phone: none,
  PolicyLink: z.strictObject({ to: policyRef }),
  RentalFootnote: none,
  RentalPrice: z.strictObject({ fleet: z.string(), plan: z.string() }).pipe(rentalPlanRef),
  RentalRates: none,
  RushFee: none,
  SameDayCutoff: none,
  ServedCounties: none,
  TownCount: z.strictObject({ county: countyRef }),
  Website: none,
};
export type PolicyTag = keyof typeof policyTags;

/** Fields a policy with its own text must have; a `sameAs` pointer borrows them from its target. */
const REQUIRED_WITHOUT_SAME_AS = ['description', 'effectiveDate', 'hero', 'footer'] as const;

const policies = defineCollection({
  loader: mdxFolder('content/policies', policyTags),
  schema: z
    .object({
      title: pageTitle(z.string().min(3)),
      /**
       * A second address for another policy's text, e.g. terms-conditions.mdx has
       * `sameAs: terms-of-service`: the page renders that policy, with a canonical link to it.
       */
      sameAs: policyRef.optional(),
      description: z.string().min(40, 'must be at least 40 characters (it becomes the search-result snippet)').optional(),
      effectiveDate: isoDate.optional(),
      hero: z.enum(policyHeroes, { error: `must be one of: ${policyHeroes.join(', ')}` }).optional(),
      summary: z.string().optional(),
      keywords: z.array(z.string()).default([]),
      /**
       * The footer group: `customer` for the terms of a purchase, a rental or a visit (returns, delivery,
       * privacy, …), listed first; `company` for how the company itself works (publishing, ethics, …), in a
       * group under its name.
       */
      footer: z
        .enum(['customer', 'company'], { error: 'must be "customer" (listed first) or "company" (under the company name)' })
        .optional(),
      /** Position in the footer and policy lists. */
      order: z.number({ error: 'must be a whole number (position in the footer list)' }).int().nonnegative(),
      /** A policy being prepared: left out of the published site (its page, the footer, the sitemap). */
      draft: z.boolean().optional(),
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
