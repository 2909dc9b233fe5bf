/** The one network call of the contact form. Every failure (HTTP or network) becomes a SubmitOutcome. */
import { CONTACT_ENDPOINT, FALLBACK_ERROR, failureFromBody, IDEMPOTENCY_HEADER, SUBMIT_TIMEOUT_MS, type SubmitOutcome } from './submission';

export async function postContact(body: string, idempotencyKey: string): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body,
      signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, error: FALLBACK_ERROR, fields: {} };
  }
  if (response.ok) {
    // The API (this site's own) names the thank-you page's address, with the reference.
    const { next } = ((await response.json().catch(() => null)) ?? {}) as { next?: unknown };
    return { ok: true, next: typeof next === 'string' ? next : '/' };
  }
  return failureFromBody(await response.json().catch(() => null));
}
