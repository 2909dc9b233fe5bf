/**
 * POST /api/notifications: runs a delivery pass of the dealer notifications now (../_lib/notify.ts) and
 * answers what it did: `{ delivered, failed, pending }` (message ids, and how many messages later passes
 * will still try). It sends only what is due, so calling it often (an uptime monitor every few minutes,
 * or by hand after fixing the webhook) can never send a message twice or faster than its backoff allows.
 * Without CONTACT_WEBHOOK_URL there is nothing to deliver to: 503.
 */
import { deliverPending, pendingCount, webhookUrl } from '../_lib/notify';
import { json, jsonError, wrongMethod } from '../_lib/respond';

export const ALLOW = ['POST'] as const;
export const NO_WEBHOOK = 'No CONTACT_WEBHOOK_URL is set: there is nothing to deliver notifications to';

export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  if (request.method !== 'POST') return wrongMethod(request.method, ALLOW);
  const url = webhookUrl(env);
  if (!url) return jsonError(503, NO_WEBHOOK);
  const nowMs = Date.now();
  const report = await deliverPending(env.DB, url, nowMs);
  return json({ ...report, pending: await pendingCount(env.DB, Date.now()) });
};
