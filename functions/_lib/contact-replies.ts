/**
 * Every answer of POST /api/contact, in two forms: JSON for scripts (the form island), and for a browser
 * posting the plain HTML form (no JavaScript) a 303 to /thank-you or a readable page that, once the body
 * was read, shows the form again filled with exactly what was typed.
 */
import site from '../../content/site.json';
import { PAGE_CSP, renderContactPage, type ContactPageInput } from '../../src/lib/api/html';
import { thankYouHref } from '../../src/lib/contact/thank-you-link';
import type { RequestDetails } from '../../src/lib/contact/details';
import type { RequestErrors } from '../../src/lib/contact/request';
import type { RequestOptions } from '../../src/lib/contact/request-options';
import { INVALID_FIELDS_ERROR, MESSAGE_MAX } from '../../src/lib/contact/schema';
import { staticRoutes } from '../../src/lib/routes';
import { json, jsonError } from './respond';

export const SUBMIT_FAILED = 'Failed to submit contact form';
/** The error of a body over its format's limit (src/lib/api/body.ts bodyLimit), in bytes. */
export const tooLargeError = (limit: number) => `The request body is larger than ${limit / 1024} KB`;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different message';

const PAGE_SITE = { brandName: site.brandName, phone: site.phone, contactPath: staticRoutes.contact };

type Page = Omit<ContactPageInput, 'site'>;

/** One way of answering each outcome. */
interface Form {
  /** A stored (or replayed) message: its id, and the details the thank-you page confirms. */
  success(id: number, replayed: boolean, details: RequestDetails): Response;
  failure(status: number, error: string, page: Page, headers?: Record<string, string>, fields?: RequestErrors): Response;
}

const jsonForm: Form = {
  // `next`: the thank-you page's address, written here once for both forms (the island goes there as given).
  success: (id, replayed, details) =>
    json({ ok: true, id, next: thankYouHref(id, details) }, 201, replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  failure: (status, error, _page, headers, fields) =>
    fields ? json({ error, fields }, status, headers) : jsonError(status, error, headers),
};

const htmlForm: Form = {
  success: (id, _replayed, details) =>
    new Response(null, { status: 303, headers: { Location: thankYouHref(id, details), 'Cache-Control': 'no-store' } }),
  failure: (status, _error, page, headers = {}) =>
    new Response(renderContactPage({ site: PAGE_SITE, ...page }), {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': PAGE_CSP, ...headers },
    }),
};

const minutes = (seconds: number) => {
  const n = Math.ceil(seconds / 60);
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/**
 * What was typed: shown again on the answer pages, with the idempotency key the next send should use and
 * what a request can be about (the lists of the details' choices; without them the details stay as typed,
 * in hidden fields).
 */
export interface Typed {
  values: Record<string, string>;
  idempotencyKey: string | null;
  options?: RequestOptions | undefined;
}

/** The answers after the body was read: each page shows the form again as typed. */
function typedReplies(form: Form, { values, idempotencyKey, options }: Typed) {
  // The same fill keeps its key, so sending the corrected form cannot store the message twice.
  const sameFill = idempotencyKey ?? crypto.randomUUID();
  return {
    success: form.success,
    invalid: (problems: RequestErrors) =>
      form.failure(
        400,
        INVALID_FIELDS_ERROR,
        {
          heading: 'Please check your message',
          intro: 'Some details need a fix before we can send your message. Everything you typed is still in the form below.',
          problems,
          values,
          options,
          idempotencyKey: sameFill,
        },
        {},
        problems,
      ),
    storageFailed: (error: unknown) => {
      console.error('Storing a contact message failed:', error);
      return form.failure(
        503,
        SUBMIT_FAILED,
        {
          heading: 'Your message could not be sent',
          intro: 'Something went wrong on our side and your message was not saved. Please send it again in a moment, or call us.',
          values,
          options,
          idempotencyKey: sameFill,
        },
        { 'Retry-After': '30' },
      );
    },
    rateLimited: (retryAfter: number) =>
      form.failure(
        429,
        `Too many messages. Please try again in ${minutes(retryAfter)} or call ${site.phone.display}.`,
        {
          heading: 'Please wait a few minutes',
          intro: `You have sent several messages in the last few minutes. Please send this one again in about ${minutes(retryAfter)}, or call us.`,
          values,
          options,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        },
        { 'Retry-After': String(retryAfter) },
      ),
    // A new key: pressing "Send message" again sends this as a new message.
    keyReused: () =>
      form.failure(422, KEY_REUSED, {
        heading: 'This form was already sent',
        intro: 'A message was already sent from this form. To send this one as a new message, press "Send message" again.',
        values,
        options,
        idempotencyKey: crypto.randomUUID(),
      }),
  };
}

/** The answers of one request: HTML for a browser's plain form post, JSON for everyone else. */
export function contactReplies(html: boolean) {
  const form = html ? htmlForm : jsonForm;
  return {
    crossSite: (reason: string) =>
      form.failure(403, reason, {
        heading: 'Please send your message from our contact page',
        intro: `${reason}. Nothing was sent: please use the form on our contact page, or call us.`,
      }),
    unreadable: (error: string) =>
      form.failure(400, error, { heading: 'We could not read your message', intro: `${error}. Please go back and send it again.` }),
    tooLarge: (limit: number) =>
      form.failure(413, tooLargeError(limit), {
        heading: 'Your message is too long',
        intro: `Please shorten it to at most ${MESSAGE_MAX.toLocaleString('en-US')} characters and send it again.`,
      }),
    typed: (typed: Typed) => typedReplies(form, typed),
  };
}
