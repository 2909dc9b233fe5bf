/**
 * POST /api/notifications: runs a delivery pass of the lead outbox now (../_lib/outbox.ts) and answers what it did:
 * `{ sent, failed, pending }` (`<message id>:<destination>` of each attempt, and how many deliveries later passes
 * will still try). Pages Functions have no schedule of their own: the mail Worker (workers/mail/), which this site
 * deploys anyway for its `send_email` binding, calls this every minute, so deliveries that wait for a retry go
 * out with no visitor traffic at all. It sends only what is due, so calling it often can never send a delivery
 * twice or faster than its backoff allows.
 *
 * It answers only a caller that knows the secret: `Authorization: Bearer <DELIVERY_SECRET>` (a Pages secret, the
 * same as the Worker's). A browser cannot add that header to a form post from another site, and without it the
 * answer is a bare 401 that says nothing about messages. Without DELIVERY_SECRET set it does not exist (404).
 */
import { timingSafeEqualText } from '../../src/lib/api/secret';
import { deliverWithEnv, pendingCount } from '../_lib/outbox';
import { json, jsonError, wrongMethod } from '../_lib/respond';

export const ALLOW = ['POST'] as const;
export const UNAUTHORIZED = 'This endpoint needs the delivery secret';

export const onRequest: PagesFunction<Env> = async ({ request, env }) => {
  const secret = env.DELIVERY_SECRET?.trim();
  if (!secret) return jsonError(404, 'Not found');
  if (request.method !== 'POST') return wrongMethod(request.method, ALLOW);
  const given = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
  if (!(await timingSafeEqualText(given, secret))) return jsonError(401, UNAUTHORIZED, { 'WWW-Authenticate': 'Bearer' });
  const report = await deliverWithEnv(env);
  return json({ ...report, pending: await pendingCount(env.DB) });
};
