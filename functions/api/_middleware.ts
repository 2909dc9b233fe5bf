/**
 * Runs around every /api/* function (and only those: static pages never start a worker). Adds the
 * security headers that `_headers` cannot add to Functions responses, drops bodies on HEAD, and turns
 * an unexpected exception (a bug, never a client's input) into a JSON answer instead of an HTML one.
 * It also keeps lead deliveries moving: after any other API request (the vehicle data pages fetch, say), at most
 * once a minute per isolate, it runs a delivery pass in the background (a contact post runs its own, ./contact.ts;
 * the mail Worker's schedule calls ./notifications.ts every minute).
 */
import { deliverInBackground } from '../_lib/outbox';
import { API_HEADERS, jsonError } from '../_lib/respond';

/** The least time between two background passes started by this isolate's other API requests. */
export const SWEEP_INTERVAL_MS = 60_000;
let lastSweepMs = -Infinity;

export const onRequest: PagesFunction<Env> = async (context) => {
  let response: Response;
  try {
    response = await context.next();
  } catch (error) {
    console.error('Unhandled error in', new URL(context.request.url).pathname, error);
    response = jsonError(500, 'Internal error');
  }
  const nowMs = Date.now();
  const path = new URL(context.request.url).pathname;
  if (path !== '/api/contact' && path !== '/api/notifications' && nowMs - lastSweepMs >= SWEEP_INTERVAL_MS) {
    lastSweepMs = nowMs;
    deliverInBackground(context);
  }
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(API_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  const body = context.request.method === 'HEAD' ? null : response.body;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
};
