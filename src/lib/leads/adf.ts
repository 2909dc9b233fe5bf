/**
 * The lead as the dealer's CRM takes it: one ADF 1.0 document (Auto-lead Data Format, the XML every dealer CRM
 * reads from the body of a plain-text e-mail), valid against the standard's DTD. It carries:
 * - the message id as the prospect's `<id>` (its source the site's host), so the CRM drops a repeat; a delivery
 *   sent again after an attempt that got no answer says `status="resend"`;
 * - the request date, in the dealer's time zone with its offset;
 * - the cart: year, make, model, stock id, asking price and `status` new or used, and the interest (`test-drive`
 *   or `buy`). A request that names no cart still needs a vehicle (the DTD requires one): its year, make and
 *   model are empty, and the comments say no cart was named;
 * - the customer's name, e-mail and phone, and comments: the request's own lines (./lead-lines.ts), then the
 *   customer's message, quoted, in lines of at most 76 characters;
 * - the vendor (the dealership, its sales contact and showroom) and the provider (the website and its form).
 * Everything is escaped to ASCII (./xml.ts), so the document validates whatever the visitor typed.
 */
import { staticRoutes } from '../routes';
import type { LeadConfig } from './config';
import { adfInterest, type Lead } from './lead';
import { requestLines } from './lead-lines';
import { zonedIso } from './local-time';
import { oneLine, QUOTE_MARK, quoteVisitorText } from './visitor-text';
import { xmlAttr, xmlText } from './xml';

/** The longest line of the comments, so the document keeps short lines whatever its escapes. */
export const COMMENT_WIDTH = 76;

/** A line cut into lines of at most `width` characters, at spaces where it can be. */
export function wrapLine(line: string, width = COMMENT_WIDTH): string[] {
  const chars = Array.from(line);
  if (chars.length <= width) return [line];
  const lines: string[] = [];
  let rest = chars;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > 0 ? space : width;
    lines.push(rest.slice(0, cut).join('').trimEnd());
    rest = rest.slice(space > 0 ? cut + 1 : cut);
  }
  lines.push(rest.join(''));
  return lines;
}

/** The customer's comments: the request's lines, then the message. */
export function adfComments(lead: Lead): string {
  const own = [...(lead.vehicle ? [] : ['Cart: none named']), ...requestLines(lead), 'Message from the customer:'];
  // The message is cut first and quoted after, so every line of it keeps its mark.
  const message = lead.message
    .split(/\r\n?|\n/)
    .flatMap((line) => wrapLine(line, COMMENT_WIDTH - QUOTE_MARK.length))
    .join('\n');
  return [...own.flatMap((line) => wrapLine(line)), ...quoteVisitorText(message)].join('\n');
}

const element = (name: string, value: string | number | null | undefined, attributes = '') =>
  `<${name}${attributes}>${value === null || value === undefined ? '' : xmlText(String(value))}</${name}>`;

/** The site's host name: the source of the prospect's id. */
const hostOf = (siteUrl: string) => new URL(siteUrl).host;

export interface AdfOptions {
  /** The delivery is sent again after an attempt that got no answer: the CRM may already have it. */
  resend?: boolean;
}

/** The ADF document of a sales lead; undefined for a lead that is none (a rental, a service request). */
export function adfDocument(lead: Lead, config: LeadConfig, { resend = false }: AdfOptions = {}): string | undefined {
  const interest = adfInterest(lead);
  if (!interest) return undefined;
  const vehicle = lead.vehicle;
  const price =
    vehicle?.priceUsd === null || vehicle?.priceUsd === undefined
      ? []
      : [`      ${element('price', Math.round(vehicle.priceUsd), ' type="asking" currency="USD"')}`];
  const showroom = config.showroom;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    `  <prospect status="${resend ? 'resend' : 'new'}">`,
    `    ${element('id', lead.id, ` sequence="1" source="${xmlAttr(hostOf(config.siteUrl))}"`)}`,
    `    ${element('requestdate', zonedIso(lead.createdAt, config.timeZone))}`,
    `    <vehicle interest="${interest}" status="${vehicle?.condition === 'used' ? 'used' : 'new'}">`,
    `      ${element('year', vehicle?.year)}`,
    `      ${element('make', vehicle?.make)}`,
    `      ${element('model', vehicle ? (vehicle.model ?? vehicle.name ?? vehicle.id) : null)}`,
    ...(vehicle ? [`      ${element('stock', vehicle.id)}`] : []),
    ...price,
    '    </vehicle>',
    '    <customer>',
    '      <contact>',
    `        ${element('name', oneLine(lead.firstName), ' part="first"')}`,
    `        ${element('name', oneLine(lead.lastName), ' part="last"')}`,
    `        ${element('email', lead.email)}`,
    `        ${element('phone', oneLine(lead.phone), ' type="voice"')}`,
    '      </contact>',
    `      ${element('comments', adfComments(lead))}`,
    '    </customer>',
    '    <vendor>',
    `      ${element('vendorname', config.brandName)}`,
    `      ${element('url', config.siteUrl)}`,
    '      <contact>',
    `        ${element('name', 'Sales', ' part="full"')}`,
    `        ${element('email', config.salesInbox)}`,
    `        ${element('phone', config.phone, ' type="voice"')}`,
    ...(showroom
      ? [
          '        <address>',
          `          ${element('street', showroom.street)}`,
          `          ${element('city', showroom.city)}`,
          `          ${element('regioncode', showroom.region)}`,
          `          ${element('postalcode', showroom.postalCode)}`,
          `          ${element('country', 'US')}`,
          '        </address>',
        ]
      : []),
    '      </contact>',
    '    </vendor>',
    '    <provider>',
    `      ${element('name', `${hostOf(config.siteUrl)} website`, ' part="full"')}`,
    `      ${element('service', 'Website contact form')}`,
    `      ${element('url', `${config.siteUrl}${staticRoutes.contact}`)}`,
    '    </provider>',
    '  </prospect>',
    '</adf>',
    '',
  ].join('\n');
}
