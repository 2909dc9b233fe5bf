/**
 * The site's own lines about a lead, the same in every view (the listing, the webhook's text, the staff e-mail,
 * the CRM's comments): what it is about, the preferred date and time, the rental start and estimate (called an
 * estimate, never a quote), where it came from, and the earlier message it follows. Every value in them is one
 * line (the callers neutralize it), and the visitor's message is never among them: views add it quoted
 * (./visitor-text.ts).
 */
import { formatUsdCents } from '../format/usd-cents';
import type { Lead } from './lead';
import { readableDate } from './local-time';
import { oneLine } from './visitor-text';

const TIME_OF_DAY: Record<string, string> = { morning: 'morning', afternoon: 'afternoon' };

/** The preferred date and time of day: "Sat, Nov 28, 2026, morning". */
export function preferredWhen(lead: Pick<Lead, 'preferredDate' | 'preferredTime'>): string | undefined {
  const parts = [
    lead.preferredDate ? readableDate(lead.preferredDate) : '',
    lead.preferredTime ? (TIME_OF_DAY[lead.preferredTime] ?? lead.preferredTime) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/** The rental estimate in one line: plan + delivery (miles) + refundable deposit = total. */
export function estimateLine(estimate: NonNullable<Lead['estimate']>): string {
  const delivery = estimate.deliveryUsd === 0 ? 'free delivery' : `delivery ${formatUsdCents(estimate.deliveryUsd)}`;
  return `plan ${formatUsdCents(estimate.planUsd)} + ${delivery} (${estimate.miles} mi) + refundable deposit ${formatUsdCents(estimate.depositUsd)} = ${formatUsdCents(estimate.totalUsd)}`;
}

/** Where the request came from: the site page and the campaign's UTM parameters. */
export function sourceLine(lead: Pick<Lead, 'sourcePage' | 'utm'>): string | undefined {
  const parts = [lead.sourcePage ?? '', ...Object.entries(lead.utm).map(([key, value]) => `${key}=${value}`)].filter(Boolean);
  return parts.length ? parts.join('  ') : undefined;
}

/** The lead's request lines, each "Label: value", values on one line. None for a plain message. */
export function requestLines(lead: Lead): string[] {
  const lines: [string, string | undefined][] = [
    ['About', lead.summary ?? undefined],
    ['Preferred', preferredWhen(lead)],
    ['Rental start', lead.rentalStart ? readableDate(lead.rentalStart) : undefined],
    ['Rental estimate (not a quote)', lead.estimate ? estimateLine(lead.estimate) : undefined],
    ['From', sourceLine(lead)],
    [
      'Follows',
      lead.followsId === null ? undefined : `message #${lead.followsId} from the same e-mail address (sent again within 10 minutes)`,
    ],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== undefined).map(([label, value]) => `${label}: ${oneLine(value)}`);
}

/** The customer's name on one line. */
export const customerName = (lead: Pick<Lead, 'firstName' | 'lastName'>): string => oneLine(`${lead.firstName} ${lead.lastName}`.trim());
