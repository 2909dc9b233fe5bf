/**
 * POST /api/contact: validates a contact message with the form's own rules (src/lib/contact) and stores it in D1
 * before saying it was received. JSON clients (the form island) get JSON; a browser posting the plain
 * HTML form (no JavaScript) gets a 303 to /thank-you, or a readable page with the form filled in again.
 * Nothing a client sends can cause a 500: every failure of the input has its own 4xx answer, and a
 * storage failure is a 503 with nothing stored.
 */
import site from '../../content/site.json';
import {
  CONTACT_BODY_LIMIT,
  CUT_OFF_ERROR,
  cutOff,
  decodeUtf8,
  declaredLength,
  honeypotFilled,
  parseFields,
  readLimited,
  typedValues,
} from '../../src/lib/api/body';
import { addressBucket } from '../../src/lib/api/client-address';
import { nextDecoyId } from '../../src/lib/api/decoy-id';
import { sha256Hex } from '../../src/lib/api/etag';
import { PAGE_CSP, renderContactPage, type ContactPageInput } from '../../src/lib/api/html';
import { checkIdempotencyKey, messageFingerprint, retryFingerprint } from '../../src/lib/api/idempotency';
import { answersWithHtml, bodyKind } from '../../src/lib/api/media-type';
import { crossSiteRefusal } from '../../src/lib/api/origin';
import { parseRateLimit } from '../../src/lib/api/rate-limit';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  INVALID_FIELDS_ERROR,
  MESSAGE_MAX,
  validateContact,
} from '../../src/lib/contact/schema';
import { staticRoutes } from '../../src/lib/routes';
import { catchHoneypot, storeMessage } from '../_lib/contact-store';
import { notifyWebhook } from '../_lib/notify';
import { json, jsonError, wrongMethod } from '../_lib/respond';

export const ALLOW = ['POST'] as const;
export const SUBMIT_FAILED = 'Failed to submit contact form';
export const UNSUPPORTED_TYPE = 'Unsupported content type: send application/json or application/x-www-form-urlencoded (UTF-8)';
export const TOO_LARGE = `The request body is larger than ${CONTACT_BODY_LIMIT / 1024} KB`;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different message';

const PAGE_SITE = { brandName: site.brandName, phone: site.phone, contactPath: staticRoutes.contact };

/** One way of answering each outcome: JSON for scripts, HTML pages and redirects for plain form posts. */
interface Replies {
  success(id: number, replayed: boolean): Response;
  failure(status: number, error: string, page: Omit<ContactPageInput, 'site'>, headers?: Record<string, string>): Response;
}

const jsonReplies: Replies = {
  success: (id, replayed) => json({ ok: true, id }, 201, replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  failure: (status, error, _page, headers) => jsonError(status, error, headers),
};

const htmlReplies: Replies = {
  success: () => new Response(null, { status: 303, headers: { Location: staticRoutes.thankYou, 'Cache-Control': 'no-store' } }),
  failure: (status, _error, page, headers = {}) =>
    new Response(renderContactPage({ site: PAGE_SITE, ...page }), {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': PAGE_CSP, ...headers },
    }),
};

/**
 * Rate-limit key of the client: a hash of the bucket of its address as Cloudflare reports it (one address
 * however written, one IPv6 /64), never stored raw.
 */
function clientKey(request: Request): Promise<string> {
  return sha256Hex(`contact-rate-limit:${addressBucket(request.headers.get('CF-Connecting-IP'))}`);
}

/** The last decoy id this isolate answered a honeypot catch with (decoys only ever grow). */
let lastDecoyId = 0;

export const onRequest: PagesFunction<Env> = async (context) => {
  const { request, env } = context;
  if (request.method !== 'POST') return wrongMethod(request.method, ALLOW);

  const kind = bodyKind(request.headers.get('Content-Type'));
  if (!kind) return jsonError(415, UNSUPPORTED_TYPE);
  const reply = answersWithHtml(kind, request.headers.get('Accept')) ? htmlReplies : jsonReplies;
  const crossSite = crossSiteRefusal(
    { origin: request.headers.get('Origin'), secFetchSite: request.headers.get('Sec-Fetch-Site') },
    request.url,
  );
  if (crossSite)
    return reply.failure(403, crossSite, {
      heading: 'Please send your message from our contact page',
      intro: `${crossSite}. Nothing was sent: please use the form on our contact page, or call us.`,
    });
  const unreadable = (error: string) =>
    reply.failure(400, error, { heading: 'We could not read your message', intro: `${error}. Please go back and send it again.` });
  const tooLarge = () =>
    reply.failure(413, TOO_LARGE, {
      heading: 'Your message is too long',
      intro: `Please shorten it to at most ${MESSAGE_MAX.toLocaleString('en-US')} characters and send it again.`,
    });

  const declared = declaredLength(request.headers.get('Content-Length'), CONTACT_BODY_LIMIT);
  if (declared === 'over') return tooLarge();
  if (declared === 'invalid') return unreadable('The Content-Length header is not a number');
  const read = await readLimited(request.body, CONTACT_BODY_LIMIT);
  if (!read.ok) return read.reason === 'too-large' ? tooLarge() : unreadable('The request body could not be read');
  if (cutOff(request.headers.get('Content-Length'), read.bytes.byteLength)) return unreadable(CUT_OFF_ERROR);
  const text = decodeUtf8(read.bytes);
  if (text === null) return unreadable('The request body is not valid UTF-8');
  const parsed = parseFields(kind, text);
  if (!parsed.ok) return unreadable(parsed.error);
  const { fields } = parsed;
  const values = typedValues(fields);

  const keyCheck = checkIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER) ?? fields[IDEMPOTENCY_FIELD]);
  if (!keyCheck.ok) return unreadable(keyCheck.error);
  const idempotencyKey = keyCheck.key;
  const nowMs = Date.now();

  const limit = parseRateLimit(env.CONTACT_RATE_LIMIT);
  const storageFailed = (error: unknown) => {
    console.error('Storing a contact message failed:', error);
    return reply.failure(
      503,
      SUBMIT_FAILED,
      {
        heading: 'Your message could not be sent',
        intro: 'Something went wrong on our side and your message was not saved. Please send it again in a moment, or call us.',
        values,
        idempotencyKey: idempotencyKey ?? crypto.randomUUID(),
      },
      { 'Retry-After': '30' },
    );
  };
  const rateLimited = (retryAfter: number) => {
    const minutes = Math.ceil(retryAfter / 60);
    return reply.failure(
      429,
      `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or call ${site.phone.display}.`,
      {
        heading: 'Please wait a few minutes',
        intro: `You have sent several messages in the last few minutes. Please send this one again in about ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
        values,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
      { 'Retry-After': String(retryAfter) },
    );
  };

  // A bot filled the hidden field: nothing of the post is stored, it counts against the client's limit,
  // and it is answered exactly as a post that was stored (or refused) would be.
  if (honeypotFilled(fields[HONEYPOT_FIELD])) {
    let caught;
    try {
      caught = await catchHoneypot(env.DB, { clientKey: await clientKey(request), limit, nowMs });
    } catch (error) {
      return storageFailed(error);
    }
    if (caught.kind === 'rate-limited') return rateLimited(caught.retryAfter);
    lastDecoyId = nextDecoyId(caught.newestId, lastDecoyId);
    return reply.success(lastDecoyId, false);
  }

  const result = validateContact(fields);
  if (!result.ok) {
    const problems = result.errors;
    if (reply === jsonReplies) return json({ error: INVALID_FIELDS_ERROR, fields: problems }, 400);
    return reply.failure(400, INVALID_FIELDS_ERROR, {
      heading: 'Please check your message',
      intro: 'Some details need a fix before we can send your message. Everything you typed is still in the form below.',
      problems,
      values,
      idempotencyKey: idempotencyKey ?? crypto.randomUUID(),
    });
  }
  const message = result.value;

  let outcome;
  try {
    outcome = await storeMessage(env.DB, {
      message,
      idempotencyKey,
      requestHash: await messageFingerprint(message),
      retryFingerprint: await retryFingerprint(message),
      clientKey: await clientKey(request),
      limit,
      nowMs,
    });
  } catch (error) {
    return storageFailed(error);
  }

  switch (outcome.kind) {
    case 'stored': {
      const webhook = env.CONTACT_WEBHOOK_URL?.trim();
      if (webhook) context.waitUntil(notifyWebhook(env.DB, webhook, outcome.id, outcome.createdAt, message));
      return reply.success(outcome.id, false);
    }
    case 'replayed':
      return reply.success(outcome.id, true);
    case 'key-reused':
      return reply.failure(422, KEY_REUSED, {
        heading: 'This form was already sent',
        intro: 'A message was already sent from this form. To send this one as a new message, press "Send message" again.',
        values,
        idempotencyKey: crypto.randomUUID(),
      });
    case 'rate-limited':
      return rateLimited(outcome.retryAfter);
  }
};
