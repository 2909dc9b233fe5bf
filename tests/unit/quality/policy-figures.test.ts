/**
 * The policies state the content's own values, each in one block with the words it belongs to: every
 * rental fleet's deposit and plan prices, both delivery rules (free radius, fee per mile, minimum purchase,
 * arrival times), the rush fee and its cutoff, the delivery hours, the financing terms and the dealer's contact
 * details. (The figures only a policy's text states, such as a late fee, are the editor's to change:
 * `npm run check:spec` compares them with the specification.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatUsd } from '../../../src/lib/format/usd';
import { hoursRows } from '../../../src/lib/hours/opening-hours';
import { policyPath } from '../../../src/lib/routes';
import { textBlocks, statesFigure } from '../../support/page-blocks.ts';
import { answerFor } from '../../support/served.ts';
import { delivery, financingWords, rentals, site } from '../../e2e/support/content';
import { DIST } from './dist';

type Figure = [figure: string, near?: string];

const FROM_CONTENT: Record<string, Figure[]> = {
  'rental-policy': [
    ...rentals.fleets.map((f): Figure => [formatUsd(f.deposit), f.id === 'utility' ? 'Utility' : f.id]),
    ...rentals.fleets.flatMap((f) => f.plans.map((p): Figure => [formatUsd(p.price), p.title])),
    [`${formatUsd(delivery.rental.feePerMile)} for each mile beyond ${delivery.rental.freeWithinMiles}`, 'delivery'],
    [`${formatNumber(delivery.rental.freeWithinMiles)} miles`, 'free'],
    ...rentals.footnote.map((line): Figure => [line]),
  ],
  'delivery-policy': [
    [`${formatUsd(delivery.sales.minimumPurchase)} or more`, `Within ${delivery.sales.freeWithinMiles} miles`],
    [
      `${formatUsd(delivery.sales.feePerMile)} for each mile beyond ${delivery.sales.freeWithinMiles}`,
      formatUsd(delivery.sales.minimumPurchase),
    ],
    [`less than ${formatUsd(delivery.sales.minimumPurchase)}`, `${formatUsd(delivery.sales.feePerMile)} for every mile`],
    [`Within ${delivery.rental.freeWithinMiles} miles`, 'rental cart'],
    [`${formatUsd(delivery.rental.feePerMile)} for each mile beyond ${delivery.rental.freeWithinMiles}`, 'rental cart'],
    [delivery.sales.inStockArrival, 'In-stock'],
    [delivery.sales.customOrderArrival, 'Custom orders'],
    [`before ${delivery.rental.sameDayCutoff}`, `${formatUsd(delivery.rental.rushFee)} rush fee`],
    ...hoursRows(site.hours.delivery).map((row): Figure => [row.hours, row.days]),
  ],
  'terms-of-service': [
    [financingWords.promoApr, 'credit approval'],
    [financingWords.termRange, 'credit approval'],
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
