/**
 * The three e-mails of a lead, as Mail values (./mime.ts renders them), each built from the stored fields only:
 * - to the CRM: the ADF document (./adf.ts) as the whole plain-text body;
 * - to the sales inbox: every detail in readable lines (the request, the cart with its link, the rental
 *   estimate, source and UTM) with the customer's message quoted; Reply-To is the customer, and the subject says
 *   what was asked and by whom;
 * - to the customer: what they asked for and about which cart or plan, when to expect an answer and the phone
 *   number. It is made of the site's own words and lists only (the request's labels, the dealer's promise and
 *   hours): never the visitor's message, and a first name only when it reads as one, so the form cannot be used
 *   to send someone else a text of one's choosing. Reply-To is the sales inbox.
 * Every e-mail of a message has its own fixed Message-ID and the request's time as its date, so an attempt sent
 * again is the same e-mail, which mail programs show once.
 */
import { INTEREST_LABELS } from '../contact/fields';
import { REQUEST_LABELS } from '../contact/details';
import { formatUsd } from '../format/usd';
import { vehiclePath } from '../routes';
import { adfDocument } from './adf';
import type { LeadConfig } from './config';
import type { Destination, Lead } from './lead';
import { customerName, estimateLine, preferredWhen, requestLines } from './lead-lines';
import { readableDate, readableTime } from './local-time';
import type { Mail } from './mime';
import { oneLine, QUOTE_MARK, quoteVisitorText } from './visitor-text';

/** The Message-ID of one e-mail of a message: `contact-42.sales@<the sender's domain>`. */
export function leadMessageId(lead: Pick<Lead, 'id'>, destination: Destination, config: LeadConfig): string {
  return `contact-${lead.id}.${destination}@${config.sender.address.slice(config.sender.address.lastIndexOf('@') + 1)}`;
}

/** What was asked, in a few words: "Test drive", "Quote and availability", or the interest of a plain message. */
export function requestTitle(lead: Pick<Lead, 'request' | 'interest'>): string {
  return lead.request ? REQUEST_LABELS[lead.request] : (INTEREST_LABELS[lead.interest] ?? 'Message');
}

/** The cart a lead names, in a few words: "Evolution D5 Maverick 4 Plus". */
const cartName = (lead: Lead) => (lead.vehicle ? (lead.vehicle.name ?? lead.vehicle.id) : undefined);

/** A name cut to `max` characters (with an ellipsis), for a subject line. */
function shortName(name: string, max = 60): string {
  const chars = Array.from(name);
  return chars.length <= max
    ? name
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The staff e-mail's subject: what was asked, about what, by whom: "Test drive: Cart One, from Ann Lee (#42)". */
export function staffSubject(lead: Lead): string {
  const cart = cartName(lead);
  return `${requestTitle(lead)}${cart ? `: ${cart}` : ''}, from ${shortName(customerName(lead)) || 'a visitor'} (#${lead.id})`;
}

/** The cart's line in the staff e-mail: name, condition, price and its page. */
function cartLine(lead: Lead, config: LeadConfig): string | undefined {
  const vehicle = lead.vehicle;
  if (!vehicle) return undefined;
  const facts = [
    vehicle.condition === 'used' ? 'pre-owned' : vehicle.condition,
    vehicle.priceUsd === null ? '' : formatUsd(vehicle.priceUsd),
  ]
    .filter(Boolean)
    .join(', ');
  return `Cart: ${vehicle.name ?? vehicle.id}${facts ? ` (${facts})` : ''} ${config.siteUrl}${vehiclePath({ id: vehicle.id })}`;
}

/** The readable lead for the sales inbox. */
export function staffMail(lead: Lead, config: LeadConfig): Mail {
  const name = customerName(lead);
  const cart = cartLine(lead, config);
  const text = [
    `New request #${lead.id} from the website: ${requestTitle(lead)}, from ${name}.`,
    `Received ${readableTime(lead.createdAt, config.timeZone)}. Reply to this e-mail to answer ${name} directly.`,
    '',
    'Customer',
    `  Name: ${name}`,
    `  E-mail: ${lead.email}`,
    `  Phone: ${oneLine(lead.phone)}`,
    `  Interested in: ${INTEREST_LABELS[lead.interest] ?? oneLine(lead.interest)}`,
    '',
    'Request',
    // What the form showed ("About: …") says it best; a message without one says what it was.
    ...(lead.summary ? [] : [`  Request: ${requestTitle(lead)}`]),
    ...(cart ? [`  ${cart}`] : []),
    ...requestLines(lead).map((line) => `  ${line}`),
    '',
    `Message from the customer, as typed (every line of it starts with "${QUOTE_MARK.trim()}"):`,
    ...quoteVisitorText(lead.message),
    '',
  ].join('\n');
  return {
    from: config.sender,
    to: { name: `${config.brandName} sales`, address: config.salesInbox },
    replyTo: { name, address: lead.email },
    subject: staffSubject(lead),
    date: new Date(lead.createdAt),
    messageId: leadMessageId(lead, 'sales', config),
    text,
  };
}

/** The CRM's e-mail: the ADF document is its whole body. Undefined for a lead that is no ADF lead. */
export function crmMail(lead: Lead, config: LeadConfig, options: { resend?: boolean } = {}): Mail | undefined {
  const document = adfDocument(lead, config, options);
  if (document === undefined) return undefined;
  const cart = cartName(lead);
  return {
    from: config.sender,
    to: { address: config.crmAddress },
    subject: `ADF lead #${lead.id}: ${requestTitle(lead)}${cart ? `, ${cart}` : ''}`,
    date: new Date(lead.createdAt),
    messageId: leadMessageId(lead, 'crm', config),
    text: document,
  };
}

/** A first name fit to greet someone with: letters (any script) and the marks names use, at most 30 characters. */
export function greetingName(firstName: string): string | undefined {
  const name = firstName.trim();
  return Array.from(name).length <= 30 && /^\p{L}[\p{L}\p{M} .'’-]*$/u.test(name) ? name : undefined;
}

/** What the customer asked for, in the site's own words (never the visitor's message). */
function askedFor(lead: Lead): string[] {
  const lines = [lead.summary ? `  ${oneLine(lead.summary)}` : `  ${requestTitle(lead)}`];
  const when = preferredWhen(lead);
  if (when) lines.push(`  Preferred: ${when}`);
  if (lead.rentalStart) lines.push(`  Rental start: ${readableDate(lead.rentalStart)}`);
  if (lead.estimate) lines.push(`  Rental estimate (not a quote): ${estimateLine(lead.estimate)}`);
  return lines;
}

/** The customer's acknowledgement. */
export function customerMail(lead: Lead, config: LeadConfig): Mail {
  const first = greetingName(lead.firstName);
  const asked = lead.request ? `${REQUEST_LABELS[lead.request].toLowerCase()} request` : 'message';
  const text = [
    first ? `Hello ${first},` : 'Hello,',
    '',
    `Thank you for contacting ${config.brandName}. We received your ${asked}:`,
    '',
    ...askedFor(lead),
    '',
    config.responsePromise,
    '',
    `Need an answer sooner? Call us at ${config.phone}.`,
    ...config.hours.map((row) => `  ${row.days}: ${row.hours}`),
    '',
    `Your request number is ${lead.id}. To add or correct something, reply to this e-mail.`,
    '',
    config.brandName,
    config.siteUrl,
    '',
  ].join('\n');
  return {
    from: config.sender,
    to: { address: lead.email },
    replyTo: { name: config.brandName, address: config.salesInbox },
    subject: `We received your ${asked} (${config.brandName})`,
    date: new Date(lead.createdAt),
    messageId: leadMessageId(lead, 'customer', config),
    text,
  };
}
