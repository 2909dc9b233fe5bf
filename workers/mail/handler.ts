/**
 * The mail Worker's rules, apart from the runtime so they are tested in Node: the exchange the Pages Functions use
 * to hand it a lead e-mail (functions/_lib/mail-transport.ts), and the schedule that keeps the lead outbox moving.
 *
 *   POST /send  Content-Type: message/rfc822, X-Mail-From, X-Rcpt-To, the whole e-mail as the body
 *   202: handed to Cloudflare's mail service. 403: a sender other than the site's. 400: an envelope that is no
 *   address. 413: too large. 422: the mail service refused it for good (a recipient it will not send to, a
 *   message it cannot read). 502: it failed in a way that trying again may help.
 *
 * Only the site's own functions reach it (a service binding; the Worker has no route and no workers.dev address).
 */
import { isMailAddress } from '../../src/lib/leads/mime';

/** The largest e-mail the Worker takes (lead e-mails are a few kilobytes; the message is at most 5,000 characters). */
export const MAIL_MAX_BYTES = 256 * 1024;

/** Hands one e-mail to the mail service (the `send_email` binding in production). */
export type SendRaw = (from: string, to: string, raw: string) => Promise<unknown>;

/** Mail service errors that trying again cannot fix (a recipient or sender it will not take, a message it cannot read). */
const FINAL = /not allowed|not verified|unverified|invalid|could not parse|does not match/i;

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

export async function handleSend(request: Request, send: SendRaw, sender: string): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'POST' || url.pathname !== '/send') return answer(404, { error: 'Not found' });
  const from = request.headers.get('X-Mail-From') ?? '';
  const to = request.headers.get('X-Rcpt-To') ?? '';
  if (!isMailAddress(from) || !isMailAddress(to)) return answer(400, { error: 'X-Mail-From and X-Rcpt-To must be e-mail addresses' });
  if (from.toLowerCase() !== sender.toLowerCase()) return answer(403, { error: `Only ${sender} sends from this Worker` });
  const raw = await request.text();
  if (new TextEncoder().encode(raw).byteLength > MAIL_MAX_BYTES) return answer(413, { error: 'The e-mail is too large' });
  try {
    await send(from, to, raw);
    return answer(202, { ok: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return answer(FINAL.test(message) ? 422 : 502, { error: message });
  }
}

/** The address the schedule calls: the site's /api/notifications (SITE_URL, else the site config's URL). */
export const notificationsUrl = (siteUrl: string): string => new URL('/api/notifications', siteUrl).href;

/** One scheduled run: asks the site to run a delivery pass, with the shared secret. */
export async function runSchedule(siteUrl: string, secret: string | undefined, call: typeof fetch = fetch): Promise<string> {
  if (!secret?.trim()) return 'DELIVERY_SECRET is not set: nothing was called';
  const response = await call(notificationsUrl(siteUrl), { method: 'POST', headers: { Authorization: `Bearer ${secret.trim()}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${notificationsUrl(siteUrl)} answered ${response.status}: ${text.slice(0, 200)}`);
  return text;
}
