/**
 * Every answer of POST /api/contact, in two forms: JSON for scripts (the form island), and for a browser
 * posting the plain HTML form (no JavaScript) a 303 to /thank-you or a readable page that, once the body
 * was read, shows the form again filled with exactly what was typed: the page the build made for it
 * (src/pages/answers/contact.astro), read from the static assets and filled in
 * (src/lib/contact/answer-page.ts); a plain page of its own when that cannot be read.
 */
import site from '../../content/site.json';
import contactPage from '../../content/contact-page.json';
import { ANSWER_CSP, ANSWER_TEMPLATE_PATH, fillAnswerPage, type Answer } from '../../src/lib/contact/answer-page';
import { plainAnswerPage } from '../../src/lib/contact/plain-answer';
import { thankYouHref } from '../../src/lib/contact/thank-you-link';
import type { RequestDetails } from '../../src/lib/contact/details';
import type { RequestErrors } from '../../src/lib/contact/request';
import { INVALID_FIELDS_ERROR, MESSAGE_MAX } from '../../src/lib/contact/schema';
import { fillPlaceholders, type PlaceholderValues } from '../../src/lib/format/placeholders';
import { staticRoutes } from '../../src/lib/routes';
import { builtAsset } from './built-asset';
import { json, jsonError } from './respond';

export const SUBMIT_FAILED = 'Failed to submit contact form';
/** The error of a body over its format's limit (src/lib/api/body.ts bodyLimit), in bytes. */
export const tooLargeError = (limit: number) => `The request body is larger than ${limit / 1024} KB`;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different message';

const PAGE_SITE = { brandName: site.brandName, phone: site.phone, contactPath: staticRoutes.contact };

/** One way of answering each outcome. */
interface Form {
  /** A stored (or replayed) message: its id, and the details the thank-you page confirms. */
  success(id: number, replayed: boolean, details: RequestDetails): Response;
  failure(
    status: number,
    error: string,
    page: Answer,
    headers?: Record<string, string>,
    fields?: RequestErrors,
  ): Response | Promise<Response>;
}

/** The answer pages' template, as this deployment built it. */
const answerTemplate = builtAsset(ANSWER_TEMPLATE_PATH, (text) => text);

/** The answer page: the built template filled in, or the plain page when the template cannot be read. */
async function answerPage(env: Env, requestUrl: string, answer: Answer): Promise<string> {
  try {
    return fillAnswerPage(await answerTemplate(env, requestUrl), answer);
  } catch (error) {
    console.error('The answer page template could not be read:', error);
    return plainAnswerPage(answer, PAGE_SITE);
  }
}

const jsonForm: Form = {
  // `next`: the thank-you page's address, written here once for both forms (the island goes there as given).
  success: (id, replayed, details) =>
    json({ ok: true, id, next: thankYouHref(id, details) }, 201, replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  failure: (status, error, _page, headers, fields) =>
    fields ? json({ error, fields }, status, headers) : jsonError(status, error, headers),
};

const htmlForm = (env: Env, requestUrl: string): Form => ({
  success: (id, _replayed, details) =>
    new Response(null, { status: 303, headers: { Location: thankYouHref(id, details), 'Cache-Control': 'no-store' } }),
  failure: async (status, _error, page, headers = {}) =>
    new Response(await answerPage(env, requestUrl, page), {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': ANSWER_CSP,
        ...headers,
      },
    }),
});

type AnswerKind = keyof typeof contactPage.answers;
/** An answer page's heading and sentence, as content words them, with its values filled in. */
const words = (kind: AnswerKind, values: PlaceholderValues = {}) => ({
  heading: contactPage.answers[kind].heading,
  intro: fillPlaceholders(contactPage.answers[kind].intro, values),
});

const minutes = (seconds: number) => {
  const n = Math.ceil(seconds / 60);
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/** What was typed: shown again on the answer pages, with the idempotency key the next send should use. */
export interface Typed {
  values: Record<string, string>;
  idempotencyKey: string | null;
}

/** The answers after the body was read: each page shows the form again as typed. */
function typedReplies(form: Form, { values, idempotencyKey }: Typed) {
  // The same fill keeps its key, so sending the corrected form cannot store the message twice.
  const sameFill = idempotencyKey ?? crypto.randomUUID();
  return {
    success: form.success,
    invalid: (problems: RequestErrors) =>
      form.failure(
        400,
        INVALID_FIELDS_ERROR,
        {
          ...words('invalid'),
          problems,
          values,
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
          ...words('storageFailed'),
          values,
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
          ...words('rateLimited', { minutes: minutes(retryAfter) }),
          values,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        },
        { 'Retry-After': String(retryAfter) },
      ),
    // A new key: pressing "Send message" again sends this as a new message.
    keyReused: () =>
      form.failure(422, KEY_REUSED, {
        ...words('alreadySent'),
        values,
        idempotencyKey: crypto.randomUUID(),
      }),
  };
}

/**
 * The answers of one request: HTML for a browser's plain form post (its pages built from the deployment's
 * static files, `env.ASSETS`), JSON for everyone else.
 */
export function contactReplies(html: boolean, env: Env, requestUrl: string) {
  const form = html ? htmlForm(env, requestUrl) : jsonForm;
  return {
    crossSite: (reason: string) => form.failure(403, reason, words('crossSite', { reason })),
    unreadable: (error: string) => form.failure(400, error, words('unreadable', { error })),
    tooLarge: (limit: number) =>
      form.failure(413, tooLargeError(limit), words('tooLarge', { maxCharacters: MESSAGE_MAX.toLocaleString('en-US') })),
    typed: (typed: Typed) => typedReplies(form, typed),
  };
}
