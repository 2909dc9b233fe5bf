/** The site's facts from content as it is now, for the fact check of a built site (./facts.test.ts and the planted build). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteFacts } from '../../../src/lib/facts/site-facts';
import type { SiteFacts } from '../../../src/lib/facts/fact-check';
import type { Delivery, Financing, Rentals, Site } from '../../../src/content';

/** The facts of the content in `root` (the project, or a copy of it). */
export function contentFacts(root = '.'): SiteFacts {
  const read = <T>(file: string) => JSON.parse(readFileSync(join(root, 'content', file), 'utf8')) as T;
  const site = read<Site>('site.json');
  const { terms } = read<Financing>('financing.json');
  return siteFacts({
    fleets: read<Rentals>('rentals.json').fleets,
    delivery: read<Delivery>('delivery.json'),
    hours: site.hours,
    customersServed: site.stats.customersServed,
    promoApr: terms.promotion.apr,
    standardApr: terms.standardApr,
  });
}
