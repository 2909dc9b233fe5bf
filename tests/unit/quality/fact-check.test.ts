/**
 * The fact check on built pages' markup (fixture HTML shaped like the site's: a plan card, a rate table, an
 * hours list, a stats tile, a description, structured data): the page text is read block by block, so a
 * title, its length and its price in three elements read as one statement and a sentence never runs into
 * the next block; a planted value is reported with the page and both values.
 */
import { describe, expect, it } from 'vitest';
import { describeProblem, factProblems } from '../../../src/lib/facts/fact-check';
import { madeUpDealerFacts } from '../../../src/lib/facts/site-facts.fixture';
import { readableText, structuredData } from './readable-text';

const facts = madeUpDealerFacts;

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body><main>${body}</main></body></html>`;
const check = (path: string, html: string) =>
  factProblems({ path, text: readableText(html), jsonLd: structuredData(html) }, facts).map(describeProblem);

const planCard = (title: string, duration: string, price: string) =>
  `<article data-plan><h4>${title}</h4><p>${duration}</p><p data-price>${price}</p><p>Save 20%</p>` +
  `<ul><li><span>✓</span><span>Free delivery within 8 miles, then <span>$6</span> a mile beyond</span></li></ul></article>`;
const hoursList = (title: string, rows: [string, string][]) =>
  `<div><p>${title}</p><dl>${rows.map(([d, h]) => `<div><dt>${d}</dt><dd>${h}</dd></div>`).join('')}</dl></div>`;
const showroomRows: [string, string][] = [
  ['Tuesday - Saturday', '10 AM - 7 PM'],
  ['Sunday - Monday', 'Closed'],
];
const dealerLd = (hours: object[]) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'AutoDealer', openingHoursSpecification: hours })}</script>`;
const showroomLd = dealerLd([
  {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '10:00',
    closes: '19:00',
  },
]);

describe('a page built like the site’s', () => {
  const good = page(
    planCard('Weekly', '7 days', '$700') +
      '<table><tr><th>Daily <span>24 hours</span></th><td>$100</td><td>$150</td></tr></table>' +
      hoursList('Business hours', showroomRows) +
      hoursList('Service hours', [['Monday - Tuesday', '7:30 AM - 4 PM']]) +
      '<dl><div><dt>Happy customers</dt><dd>2,500+</dd></div></dl>' +
      '<p><strong>Delivery to Camden, 4.2 mi from our showroom: free.</strong> Rental delivery is free within 8 miles of the showroom.</p>' +
      '<p>Rates as low as 1.9% APR on every new cart.</p>',
    `<meta name="description" content="Rent a cart from $100 a day.">${showroomLd}`,
  );

  it('states every fact as content does: nothing to report', () => {
    expect(check('/good', good)).toEqual([]);
  });

  it.each([
    [
      'a plan card’s price',
      good.replace('$700', '$420'),
      '/good: rental price: the page says "Weekly 7 days $420"; content says Weekly $600, $700',
    ],
    [
      'a rate table cell',
      good.replace('<td>$150</td>', '<td>$175</td>'),
      '/good: rental price: the page says "Daily 24 hours $100 $175"; content says Daily $100, $150',
    ],
    [
      'the search snippet',
      good.replace('from $100 a day', 'from $75 a day'),
      '/good: rental price: the page says "$75 a day"; content says a day: $100, $150, $85.72',
    ],
    [
      'a free distance in a paragraph',
      good.replace('Rental delivery is free within 8 miles', 'Rental delivery is free within 25 miles'),
      '/good: free-delivery distance: the page says "Rental delivery is free within 25 miles of the showroom"; content says 8 miles (rental)',
    ],
    [
      'an hours row',
      good.replace('10 AM - 7 PM', '10 AM - 6 PM'),
      '/good: showroom hours: the page says "Tuesday - Saturday 10 AM - 6 PM"; content says Tuesday 10:00-19:00, Wednesday 10:00-19:00, Thursday 10:00-19:00, Friday 10:00-19:00, Saturday 10:00-19:00',
    ],
    [
      'service hours under the business hours’ label',
      good.replace('<p>Service hours</p>', '<p>More hours</p>'),
      '/good: showroom hours: the page says "Monday - Tuesday 7:30 AM - 4 PM"; content says Monday closed, Tuesday 10:00-19:00',
    ],
    ['a stats tile', good.replace('2,500+', '500+'), '/good: customer figure: the page says "customers 500+"; content says 2,500+'],
    [
      'an APR',
      good.replace('1.9% APR', '2.9% APR'),
      '/good: promotional APR: the page says "2.9% APR"; content says 1.9% APR (standard 8.5% APR)',
    ],
    [
      'the structured data’s hours',
      good.replace('"closes":"19:00"', '"closes":"17:00"'),
      '/good: showroom hours: the page says "structured data Tuesday, Wednesday, Thursday, Friday, Saturday 10:00-17:00"; content says Tuesday 10:00-19:00, Wednesday 10:00-19:00, Thursday 10:00-19:00, Friday 10:00-19:00, Saturday 10:00-19:00',
    ],
  ])('reports a planted value in %s, naming the page and both values', (_where, html, message) => {
    expect(check('/good', html)).toEqual([message]);
  });

  it('reads blocks apart: a heading and the next paragraph are two sentences', () => {
    const text = readableText(page('<h2>Free delivery</h2><p>Our shop is within 15 miles of the beach</p>'));
    expect(text).toBe('Free delivery\nOur shop is within 15 miles of the beach');
    expect(check('/p', page('<h2>Free delivery</h2><p>Our shop is within 15 miles of the beach</p>'))).toEqual([]);
  });
});
