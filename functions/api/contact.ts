/**
 * POST /api/contact: validates a contact message and its request details with the form's own rules
 * (src/lib/contact; details against the built catalogue, rentals and towns, ../_lib/request-options.ts),
 * computes a rental request's estimate itself, and stores it all in D1 before saying it was received
 * (answers in ../_lib/contact-replies.ts: JSON, or pages for a plain form post). Nothing a client sends can
 * cause a 500: every failure of the input has its own 4xx answer, and a storage failure is a 503 with
 * nothing stored. A stored message is stored with its deliveries (the CRM's ADF lead for a sales request, the
 * sales inbox's e-mail, the customer's acknowledgement, the webhook when one is set); after every post, due
 * deliveries are sent in the background (../_lib/outbox.ts), right after the answer. A honeypot catch, a
 * rate-limited or refused post stores nothing, so it gets none.
 */
import {
  bodyLimit,
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
import { checkIdempotencyKey, messageFingerprint, retryFingerprint } from '../../src/lib/api/idempotency';
import { answersWithHtml, bodyKind } from '../../src/lib/api/media-type';
import { crossSiteRefusal } from '../../src/lib/api/origin';
import { parseRateLimit } from '../../src/lib/api/rate-limit';
import { contactPageOf, namesDetails, validateRequest } from '../../src/lib/contact/request';
import type { RequestOptions } from '../../src/lib/contact/request-options';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER } from '../../src/lib/contact/schema';
import { CONTACT_PAGE_FIELD } from '../../src/lib/contact/source';
import { deliveryRecipient, leadDestinations, vehicleFacts, type CatalogueVehicle } from '../../src/lib/leads/lead';
import { loadCatalogue } from '../_lib/catalogue';
import { contactReplies } from '../_lib/contact-replies';
import { catchHoneypot, storeMessage, type StoredRequest } from '../_lib/contact-store';
import { leadConfig } from '../_lib/lead-config';
import { webhookUrl } from '../_lib/notify';
import { deliverInBackground } from '../_lib/outbox';
import { loadRequestOptions } from '../_lib/request-options';
import { jsonError, wrongMethod } from '../_lib/respond';

export const ALLOW = ['POST'] as const;
export const UNSUPPORTED_TYPE = 'Unsupported content type: send application/json or application/x-www-form-urlencoded (UTF-8)';

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
  if (context.request.method !== 'POST') return wrongMethod(context.request.method, ALLOW);
  return answerPost(context);
};

/**
 * The cart a request names, as the catalogue describes it now (what its lead says, whatever the catalogue says
 * later). A catalogue that cannot be read never costs the message: it is stored without these facts.
 */
async function cartOf(env: Env, requestUrl: string, vehicleId: string | undefined): Promise<StoredRequest['cart']> {
  if (!vehicleId) return undefined;
  try {
    const record = (await loadCatalogue(env, requestUrl)).byId.get(vehicleId);
    return record && vehicleFacts(JSON.parse(record.body) as CatalogueVehicle);
  } catch (error) {
    console.error('The catalogue could not be read for the cart of a contact request:', error);
    return undefined;
  }
}

async function answerPost(context: EventContext<Env, string, Record<string, unknown>>): Promise<Response> {
  const { request, env } = context;

  const kind = bodyKind(request.headers.get('Content-Type'));
  if (!kind) return jsonError(415, UNSUPPORTED_TYPE);
  const html = answersWithHtml(kind, request.headers.get('Accept'));
  const reply = contactReplies(html);
  const crossSite = crossSiteRefusal(
    { origin: request.headers.get('Origin'), secFetchSite: request.headers.get('Sec-Fetch-Site') },
    request.url,
  );
  if (crossSite) return reply.crossSite(crossSite);

  const contentLength = request.headers.get('Content-Length');
  const sizeLimit = bodyLimit(kind);
  const declared = declaredLength(contentLength, sizeLimit);
  if (declared === 'over') return reply.tooLarge(sizeLimit);
  if (declared === 'invalid') return reply.unreadable('The Content-Length header is not a number');
  const read = await readLimited(request.body, sizeLimit);
  if (!read.ok) return read.reason === 'too-large' ? reply.tooLarge(sizeLimit) : reply.unreadable('The request body could not be read');
  if (cutOff(contentLength, read.bytes.byteLength)) return reply.unreadable(CUT_OFF_ERROR);
  const text = decodeUtf8(read.bytes);
  if (text === null) return reply.unreadable('The request body is not valid UTF-8');
  const parsed = parseFields(kind, text);
  if (!parsed.ok) return reply.unreadable(parsed.error);
  const { fields } = parsed;

  const keyCheck = checkIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER) ?? fields[IDEMPOTENCY_FIELD]);
  if (!keyCheck.ok) return reply.unreadable(keyCheck.error);
  const idempotencyKey = keyCheck.key;
  // What was typed, with the address of the contact page it was sent from (so the form shown again keeps it).
  const contactPage = contactPageOf(fields, request.headers.get('Referer'));
  const typed = { values: { ...typedValues(fields), ...(contactPage ? { [CONTACT_PAGE_FIELD]: contactPage } : {}) }, idempotencyKey };
  const limit = parseRateLimit(env.CONTACT_RATE_LIMIT);
  const nowMs = Date.now();

  // A bot filled the hidden field: nothing of the post is stored, it counts against the client's limit,
  // and it is answered exactly as a post that was stored (or refused) would be.
  if (honeypotFilled(fields[HONEYPOT_FIELD])) {
    const answer = reply.typed(typed);
    let caught;
    try {
      caught = await catchHoneypot(env.DB, { clientKey: await clientKey(request), limit, nowMs });
    } catch (error) {
      return answer.storageFailed(error);
    }
    if (caught.kind === 'rate-limited') return answer.rateLimited(caught.retryAfter);
    lastDecoyId = nextDecoyId(caught.newestId, lastDecoyId);
    return answer.success(lastDecoyId, false, {});
  }

  // What requests can be about: needed to check named details, and to show a plain form post its form
  // again (there only wanted: a failed load leaves that page without the lists, it never fails it).
  const named = namesDetails(fields);
  let options: RequestOptions | undefined;
  let optionsError: unknown;
  if (named || html) {
    try {
      options = await loadRequestOptions(env, request.url);
    } catch (error) {
      optionsError = error;
    }
  }
  const answer = reply.typed({ ...typed, options });
  if (named && !options) return answer.storageFailed(optionsError);
  const result = validateRequest(fields, options, {
    now: new Date(nowMs),
    referer: request.headers.get('Referer'),
    origin: new URL(request.url).origin,
  });
  if (!result.ok) return answer.invalid(result.errors);
  const { message, details } = result.value;

  const stored: StoredRequest = { ...result.value, cart: await cartOf(env, request.url, details.vehicle) };
  const deliveries = leadDestinations({ request: details.request ?? null, interest: message.interest }, webhookUrl(env) !== undefined).map(
    (destination) => ({ destination, recipient: deliveryRecipient(destination, message.email, leadConfig) }),
  );
  let outcome;
  try {
    outcome = await storeMessage(env.DB, {
      request: stored,
      deliveries,
      idempotencyKey,
      requestHash: await messageFingerprint(message, details),
      retryFingerprint: await retryFingerprint(message, details),
      emailKey: message.email.toLowerCase(),
      clientKey: await clientKey(request),
      limit,
      nowMs,
    });
  } catch (error) {
    return answer.storageFailed(error);
  }

  switch (outcome.kind) {
    case 'stored':
      // Its deliveries are due now: a pass sends them after the answer (only a stored message starts one, so a
      // flood of refused or caught posts costs no delivery work).
      deliverInBackground(context);
      return answer.success(outcome.id, false, details);
    case 'replayed':
      return answer.success(outcome.id, true, details);
    case 'key-reused':
      return answer.keyReused();
    case 'rate-limited':
      return answer.rateLimited(outcome.retryAfter);
  }
}
