import { z } from 'astro/zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date written the one unambiguous way, year-month-day ("2025-01-23"); "01/23/2025" and
 * "23 Jan 2025" are refused rather than guessed. The value becomes a Date at midnight UTC.
 */
export const isoDate = z
  .string({ error: 'must be a date like 2025-01-23 (year-month-day)' })
  .superRefine((text, ctx) => {
    const match = ISO_DATE.exec(text);
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
    if (!match || !date || date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) {
      ctx.addIssue({ code: 'custom', message: `must be a date like 2025-01-23 (year-month-day); found ${JSON.stringify(text)}` });
    }
  })
  .transform((text) => new Date(`${text}T00:00:00Z`))
  // What the file holds is a date (the CMS offers a date picker).
  .meta({ format: 'date' });
