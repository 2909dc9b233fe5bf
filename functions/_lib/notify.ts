/**
 * The optional webhook (CONTACT_WEBHOOK_URL, a Slack/Teams/Zapier-style incoming webhook): one JSON POST per stored
 * message, with every field by name and a readable `text`, sent through the lead outbox (./outbox.ts) like the
 * e-mails. Its `Idempotency-Key: contact-message-<id>` lets a receiver drop a repeat; chat services ignore it, so
 * a delivery sent again after an attempt that got no answer also says `repeat: true` and starts its text with
 * "Possible repeat".
 */
import type { Lead } from '../../src/lib/leads/lead';
import { customerName, requestLines } from '../../src/lib/leads/lead-lines';
import { oneLine, quoteVisitorText } from '../../src/lib/leads/visitor-text';
import { INTEREST_LABELS } from '../../src/lib/contact/schema';
import { UTM_FIELDS } from '../../src/lib/contact/source';

/**
 * Chat-webhook escaping (Slack's rules, harmless elsewhere): `<`, `>` and `&` are control characters there,
 * so a visitor could otherwise write `<!channel>` and ping everyone, or disguise a link. The quote marks of the
 * message are added after escaping, so chat services show the message as a quote.
 */
export function chatEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The readable text: who and what (the site's lines), then the visitor's message quoted. */
export function webhookText(lead: Lead, repeat: boolean): string {
  const interest = INTEREST_LABELS[lead.interest] ?? oneLine(lead.interest);
  return [
    ...(repeat ? ['Possible repeat: an earlier delivery of this message got no answer.'] : []),
    chatEscape(
      `New contact message #${lead.id} (${interest}) from ${customerName(lead)} (${oneLine(lead.email)}, ${oneLine(lead.phone)}):`,
    ),
    ...requestLines(lead).map(chatEscape),
    'Message, as typed:',
    ...quoteVisitorText(lead.message).map((line) => `>${chatEscape(line.slice(1))}`),
  ].join('\n');
}

/** The webhook's JSON: every stored field by name, the cart, estimate and source grouped, and a readable `text`. */
export function webhookPayload(lead: Lead, { repeat = false }: { repeat?: boolean } = {}) {
  return {
    event: 'contact_message',
    id: lead.id,
    createdAt: lead.createdAt,
    repeat,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    interest: lead.interest,
    message: lead.message,
    request: lead.request,
    summary: lead.summary,
    vehicleId: lead.vehicle?.id ?? null,
    vehicle: lead.vehicle,
    preferredDate: lead.preferredDate,
    preferredTime: lead.preferredTime,
    rentalFleet: lead.rentalFleet,
    rentalPlan: lead.rentalPlan,
    rentalStart: lead.rentalStart,
    rentalTown: lead.rentalTown,
    estimate: lead.estimate,
    source: { page: lead.sourcePage, ...Object.fromEntries(UTM_FIELDS.map((field) => [field, lead.utm[field] ?? null])) },
    followsId: lead.followsId,
    text: webhookText(lead, repeat),
  };
}

/** The webhook URL when one is set (a blank secret is none). */
export const webhookUrl = (env: Pick<Env, 'CONTACT_WEBHOOK_URL'>): string | undefined => env.CONTACT_WEBHOOK_URL?.trim() || undefined;
