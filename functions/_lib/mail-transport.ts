/**
 * How a lead e-mail leaves: one small HTTP exchange, the same whoever answers it.
 *   POST /send  Content-Type: message/rfc822, X-Mail-From: <sender>, X-Rcpt-To: <recipient>, the whole e-mail as
 *   the body. 2xx: accepted. 408, 429, 5xx: not sent, try again. Any other 4xx: refused for good (an address the
 *   mail service will not take).
 * In production the functions reach the mail Worker (workers/mail/, which holds Cloudflare's `send_email` binding
 * that Pages Functions cannot have) through the `MAILER` service binding. Locally, `npm start` runs a mail sink
 * (scripts/mail-sink.mjs) that writes each e-mail as an .eml file, and gives its address as MAIL_SINK_URL, which
 * wins when set. Without either, e-mails wait (pending) until one is configured.
 */

export interface Envelope {
  from: string;
  to: string;
}

export interface MailTransport {
  /** What answers (for errors): "the mail sink" or "the mail Worker". */
  name: string;
  send(envelope: Envelope, raw: string, signal: AbortSignal): Promise<Response>;
}

const request = (envelope: Envelope, raw: string, signal: AbortSignal): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'message/rfc822', 'X-Mail-From': envelope.from, 'X-Rcpt-To': envelope.to },
  body: raw,
  signal,
});

/** The transport this deployment has, or undefined when it has none. */
export function mailTransport(env: Pick<Env, 'MAILER' | 'MAIL_SINK_URL'>): MailTransport | undefined {
  const sink = env.MAIL_SINK_URL?.trim();
  if (sink) {
    const url = new URL('/send', sink).href;
    return { name: 'the mail sink', send: (envelope, raw, signal) => fetch(url, request(envelope, raw, signal)) };
  }
  const mailer = env.MAILER;
  if (mailer)
    return {
      name: 'the mail Worker',
      send: (envelope, raw, signal) => mailer.fetch('https://mailer/send', request(envelope, raw, signal)),
    };
  return undefined;
}
