/**
 * The contact message: one zod schema shared by the form island and the /api/contact function
 * (spec section 5: rules and messages).
 */
import { z } from 'zod';

export * from './fields';
import { INTERESTS, MESSAGE_MAX } from './fields';

// A missing or non-string field gets the field's own message, never zod's generic "expected string".
export const contactSchema = z.object({
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name must be at most 100 characters'),
  lastName: z
    .string({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Last name must be at most 100 characters'),
  email: z.string({ error: 'Invalid email address' }).trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address')),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(10, 'Phone number is required')
    .max(40, 'Phone number must be at most 40 characters'),
  interest: z.enum(INTERESTS, { error: 'Please choose a valid inquiry type' }).default('sales'),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

/** Field -> first error message, for inline form errors and the API's 400 answer. */
export function fieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}
