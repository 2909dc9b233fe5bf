import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { jsonObject } from '../content-loaders';
import { hero, link, seo, text, withPlaceholders } from './page-parts';

/** One answer page's words: its heading and the sentence under it, which may name the listed values. */
const answer = (placeholders: readonly string[]) => z.object({ heading: text, intro: withPlaceholders(z.string().min(10), placeholders) });

const contactPage = defineCollection({
  loader: jsonObject('content/contact-page.json'),
  schema: z.object({
    seo,
    /** `formAction`: the hero's link down to the form. */
    hero: hero.extend({ emailAction: text, formAction: text }),
    /**
     * `noScript`: what the form cannot do without JavaScript (shown only then); `details`: the words of the
     * request details' box (its summary before anything is chosen, the lead-in of what it is about, the
     * clear button, and the estimate's label and note).
     */
    form: z.object({
      title: z.string().min(1),
      intro: z.string().min(1),
      noScript: z.string().min(20),
      details: z.object({ add: text, about: text, clear: text, estimate: text, estimateNote: text }),
    }),
    serviceArea: z.string().min(1),
    /** The reply promise, on /thank-you and under every policy: up to maxHours, typically typicalHours during business hours. */
    response: z.object({
      maxHours: z.number().int().positive(),
      typicalHours: z.string().regex(/^\d+-\d+$/, 'must be a range of hours such as "2-6"'),
    }),
    /** /thank-you (not indexed). Its description may name the reply promise: {maxHours}, {typicalHours}. */
    thankYou: z.object({
      seo: withPlaceholders(seo, ['maxHours', 'typicalHours']),
      title: z.string().min(1),
      lead: z.string().min(1),
      /** The page fills in {maxHours} and {typicalHours} from `response`; **text** is shown bold. */
      promise: withPlaceholders(z.string().min(20), ['maxHours', 'typicalHours']),
      /** The heading of what a sent request's address confirms (its reference, what it was about). */
      sentTitle: text,
      nextStepsTitle: text,
      reachUs: z.object({ title: text, callTitle: text, callText: text, locationsTitle: text }),
      explore: z.object({ title: text, links: z.array(link).min(1) }),
    }),
    nextSteps: z.array(z.object({ title: z.string().min(1), text: z.string().min(10) })).length(3, 'the page shows three steps'),
    /**
     * The pages a form sent without JavaScript gets back when the message was not stored, each a heading and
     * the sentence under it (the form follows, filled as typed). The placeholders the answer fills in: the
     * wait {minutes}, the refusal's {reason}, the reading {error}, the message's {maxCharacters}.
     */
    answers: z.object({
      invalid: answer([]),
      storageFailed: answer([]),
      rateLimited: answer(['minutes']),
      alreadySent: answer([]),
      crossSite: answer(['reason']),
      unreadable: answer(['error']),
      tooLarge: answer(['maxCharacters']),
    }),
  }),
});

export const contactPageCollections = { contactPage };
