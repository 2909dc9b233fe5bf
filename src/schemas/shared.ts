import { z } from 'astro/zod';

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, e.g. "little-creek"');
export const usd = z.number({ error: 'must be a number of US dollars, without "$" or quotes' }).nonnegative();
export const coordinates = z.object({
  lat: z.number().min(38).max(40, 'latitude must be inside Delaware (38-40)'),
  lng: z.number().min(-76).max(-74.9, 'longitude must be inside Delaware (-76 to -74.9)'),
});
export const url = z.url({ error: 'must be a full URL starting with https://' });
const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], {
  error: 'must be a day of the week written in full, e.g. "Monday"',
});
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "09:00" or "18:00"');
/**
 * One set of opening hours (src/lib/hours/opening-hours.ts): the days with their hours; a day not listed
 * reads "Closed", or `otherwise` ("Emergency service only").
 */
export const hoursSet = z.object({
  open: z
    .array(
      z
        .object({ days: z.array(weekday).min(1), opens: time, closes: time })
        .refine((p) => p.opens < p.closes, { error: 'must close after it opens', path: ['closes'] }),
    )
    .min(1),
  otherwise: z.string().min(1).optional(),
});
/** Sample content the dealer replaces before launch (a review, a lender, a team member): `npm run check:launch` lists it until the mark is removed. */
export const sample = z.boolean().optional();
