/**
 * The policies state the content's own values, each in one block with the words it belongs to: every
 * rental fleet's deposit and plan prices, the delivery fee and free radius, the rush fee and its cutoff,
 * the delivery hours, the number of Kent County towns, the financing terms and the dealer's contact
 * details. (The figures only a policy's text states, such as a late fee, are the editor's to change:
 * `npm run check:spec` compares them with the specification.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatUsd } from '../../../src/lib/format/usd';
import { policyPath } from '../../../src/lib/routes';
import { textBlocks, statesFigure } from '../../support/page-blocks.ts';
import { answerFor } from '../../support/served.ts';
import { DIST } from './dist';

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const rentals = read<{
  delivery: { feePerMile: number; freeWithinMiles: number; rushFee: number; sameDayCutoff: string };
  footnote: string[];
  fleets: { id: string; title: string; deposit: number; plans: { title: string; price: number }[] }[];
}>('content/rentals.json');
const site = read<{ email: string; phone: { display: string }; siteUrl: string; hours: { delivery?: { days: string; hours: string }[] } }>(
  'content/site.json',
);
const financing = read<{ terms: { aprFrom: number; minMonths: number; maxMonths: number } }>('content/financing.json');
const towns = read<{ county: string; draft?: boolean }[]>('content/municipalities.json').filter((t) => !t.draft);

type Figure = [figure: string, near?: string];

const FROM_CONTENT: Record<string, Figure[]> = {
  'rental-policy': [
    ...rentals.fleets.map((f): Figure => [formatUsd(f.deposit), f.id === 'utility' ? 'Utility' : f.id]),
    ...rentals.fleets.flatMap((f) => f.plans.map((p): Figure => [formatUsd(p.price), p.title])),
    [`${formatUsd(rentals.delivery.feePerMile)} per mile`, 'delivery'],
    [`${formatNumber(rentals.delivery.freeWithinMiles)} miles`, 'free'],
    ...rentals.footnote.map((line): Figure => [line]),
  ],
  'delivery-policy': [
    [`${formatUsd(rentals.delivery.feePerMile)} per mile`, 'Extended zone'],
    [`${towns.filter((t) => t.county === 'kent-county').length} Kent County municipalities`],
    [`before ${rentals.delivery.sameDayCutoff}`, `${formatUsd(rentals.delivery.rushFee)} rush fee`],
    ...(site.hours.delivery ?? []).map((row): Figure => [row.hours, row.days]),
  ],
  'terms-of-service': [
    [`${financing.terms.aprFrom}% APR`, 'credit approval'],
    [`${financing.terms.minMonths} to ${financing.terms.maxMonths} months`, 'credit approval'],
  ],
  'ethics-policy': [
    [site.email, 'E-mail'],
    [site.phone.display, 'Phone'],
    [new URL(site.siteUrl).host, 'Website'],
  ],
  'staffing-report': [[site.email, 'E-mail']],
};

describe.each(Object.entries(FROM_CONTENT))('%s', (id, figures) => {
  const answer = answerFor(policyPath({ id }), DIST);
  const blocks = answer.kind === 'file' ? textBlocks(readFileSync(answer.file, 'utf8')) : [];

  it('is built', () => expect(answer.kind).toBe('file'));

  it.each(figures.map(([figure, near]) => [figure, near ?? '']))('states "%s" next to "%s"', (figure, near) => {
    expect(statesFigure(blocks, figure, near || undefined), blocks.join('\n')).toBe(true);
  });
});
