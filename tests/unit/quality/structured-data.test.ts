/**
 * Structured data of every built page: each JSON-LD block parses, uses schema.org, carries the fields its
 * type requires (table: src/lib/seo/structured-data-rules.ts), emits no review ratings, and states only
 * prices the page itself shows (decisions: never numbers a visitor cannot see).
 */
import { describe, expect, it } from 'vitest';
import { jsonLdBlocks, visibleText } from '../../support/page-content.ts';
import { formatUsd } from '../../../src/lib/format/usd';
import { structuredDataPrices, structuredDataProblems } from '../../../src/lib/seo/structured-data-rules';
import { html, pages } from './dist';

/** The ways a page may show a price: $12,995, $12,995.00, $85.50, or "free" for 0. */
function shown(price: number, text: string): boolean {
  const cents = `$${price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return text.includes(formatUsd(price)) || text.includes(cents) || (price === 0 && /\bfree\b/i.test(text));
}

const withData = pages.filter((p) => jsonLdBlocks(html(p)).length > 0);

describe('structured data', () => {
  it('is present on the pages that need it (at least the home page)', () => {
    expect(withData.map((p) => p.path)).toContain('/');
  });

  it.each(withData.map((p) => [p.path, p] as const))('%s', (_path, page) => {
    const source = html(page);
    const text = visibleText(source);
    for (const block of jsonLdBlocks(source)) {
      expect(block).not.toBeInstanceOf(Error);
      expect(structuredDataProblems(block)).toEqual([]);
      const hidden = structuredDataPrices(block).filter((price) => !shown(price, text));
      expect(hidden, 'prices in structured data that the page does not show').toEqual([]);
    }
  });
});
