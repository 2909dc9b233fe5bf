/**
 * Optional notification of the dealer after a message is stored: a JSON POST to CONTACT_WEBHOOK_URL
 * (a Slack/Teams/Zapier-style incoming webhook: the `text` field is a readable summary). It runs after the
 * answer (context.waitUntil) and only ever after the message is safely in D1, so a slow or failing webhook
 * can neither delay nor lose the message; `notified_at` records delivery, and `npm run messages` shows
 * messages still waiting for one.
 */
import { INTEREST_LABELS, type ContactMessage } from '../../src/lib/contact/schema';
import { markNotified } from './contact-store';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Chat-webhook escaping (Slack's rules, harmless elsewhere): `<`, `>` and `&` are control characters there,
 * so a visitor could otherwise write `<!channel>` and ping everyone, or disguise a link.
 */
export function chatEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function webhookPayload(id: number, createdAt: string, m: ContactMessage) {
  const summary = `New contact message #${id} (${INTEREST_LABELS[m.interest]}) from ${m.firstName} ${m.lastName} (${m.email}, ${m.phone}):\n${m.message}`;
  return { event: 'contact_message', id, createdAt, ...m, text: chatEscape(summary) };
}

export async function notifyWebhook(db: D1Database, url: string, id: number, createdAt: string, message: ContactMessage): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(webhookPayload(id, createdAt, message)),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
    await markNotified(db, id, Date.now());
    return true;
  } catch (error) {
    console.error(`Contact message ${id} is stored, but the webhook notification failed:`, error);
    return false;
  }
}
