import { z } from 'astro/zod';

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, e.g. "little-creek"');
export const usd = z.number({ error: 'must be a number of US dollars, without "$" or quotes' }).nonnegative();
export const coordinates = z.object({
  lat: z.number().min(38).max(40, 'latitude must be inside Delaware (38-40)'),
  lng: z.number().min(-76).max(-74.9, 'longitude must be inside Delaware (-76 to -74.9)'),
});
export const url = z.url({ error: 'must be a full URL starting with https://' });
export const hoursRow = z.object({ days: z.string().min(1), hours: z.string().min(1) });
/** Sample content the dealer replaces before launch (a review, a lender, a team member): `npm run check:launch` lists it until the mark is removed. */
export const sample = z.boolean().optional();
