import { describe, expect, it } from 'vitest';
import { describeProblem, factProblems, factStatements } from './fact-check';
import { weekHours } from './site-facts';
import { madeUpDealerFacts } from './site-facts.fixture';

const facts = madeUpDealerFacts;

const problems = (text: string, jsonLd: unknown[] = []) =>
  factProblems({ path: '/page', text, jsonLd }, facts).map((p) => [p.fact, p.found]);

describe('siteFacts', () => {
  it('gathers the prices of each plan title over the fleets and every per-day figure', () => {
    expect(facts.plans).toEqual([
      { title: 'Daily', prices: [100, 150] },
      { title: 'Weekly', prices: [600, 700] },
    ]);
    // One-day prices, then each plan's renewal per day (rounded up to the cent): 600 / 7 = 85.72, 700 / 7 = 100.
    expect(facts.perDay).toEqual([100, 150, 100, 85.72, 150, 100]);
  });
  it('reads hours per day, a day without hours closed', () => {
    expect(weekHours({ open: [{ days: ['Monday'], opens: '09:00', closes: '17:00' }] })).toMatchObject({
      Monday: '09:00-17:00',
      Tuesday: 'closed',
      Sunday: 'closed',
    });
  });
});

describe('factProblems: each statement must state content’s value', () => {
  it.each([
    // text, what must pass
    ['the rate card as a card', 'Weekly\n7 days\n$700\nSave 33%'],
    ['a rate table row', 'Weekly 7 days\n$600\n$700'],
    ['a per-day price and a renewal', 'From $100 a day. Renews at $85.72 per day'],
    ['a word that is no plan', 'Monthly rate\nIndoor storage\n$125'],
    ['the rental distance', 'Rental delivery is free within 8 miles of our showroom.'],
    ['the sales distance', 'Free delivery within 20 miles on a cart you buy.'],
    ['either distance when no service is named', 'Free delivery within 20 miles.'],
    ['a distance that is no delivery promise', 'Our shop is within 12 miles of the beach.'],
    ['the showroom hours', 'Business hours\nTuesday - Saturday\n10 AM - 7 PM\nSunday - Monday\nClosed'],
    ['service hours under their label', 'Service hours\nMonday - Tuesday\n7:30 AM - 4 PM'],
    ['delivery hours under their label', 'We deliver on\nSat - Sun 8 AM - 12 PM'],
    ['the customer figure, either way round', '2,500+ happy customers\nHappy customers\n2,500+'],
    ['both APRs', '1.9% APR on new carts, 8.5% APR standard'],
  ])('passes %s', (_name, text) => {
    expect(problems(text)).toEqual([]);
  });

  it.each([
    ['a plan price of its own', 'Weekly $420', 'rental price', 'Weekly $420'],
    ['a wrong price under a plan title', 'Daily\n24 hours\n$75', 'rental price', 'Daily 24 hours $75'],
    ['a per-day price of its own', 'carts from $75 a day', 'rental price', '$75 a day'],
    [
      'a rental distance of its own',
      'Rentals are delivered free within 25 miles.',
      'free-delivery distance',
      'Rentals are delivered free within 25 miles',
    ],
    ['a radius of its own', 'Free delivery radius: within 15 miles', 'free-delivery distance', 'Free delivery radius: within 15 miles'],
    ['other showroom hours', 'Hours\nMon-Fri 9-5', 'showroom hours', 'Mon-Fri 9-5'],
    ['service hours without their label', 'Hours\nMonday - Tuesday 7:30 AM - 4 PM', 'showroom hours', 'Monday - Tuesday 7:30 AM - 4 PM'],
    ['a customer figure of its own', '500+ happy customers', 'customer figure', '500+ happy customers'],
    ['an APR of its own', '0% financing on select models', 'promotional APR', '0% financing'],
  ])('reports %s', (_name, text, fact, found) => {
    expect(problems(text)).toEqual([[fact, found]]);
  });

  it('checks structured data: rental offers by fleet and plan, and the opening hours', () => {
    const offer = (name: string, price: number) => ({ '@type': 'Offer', name, price });
    const hours = (dayOfWeek: string[], opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek,
      opens,
      closes,
    });
    const days = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(
      problems('', [
        { offers: [offer('Big Carts: Weekly rental (7 days)', 700)] },
        { openingHoursSpecification: [hours(days, '10:00', '19:00')] },
      ]),
    ).toEqual([]);
    expect(problems('', [{ offers: [offer('Big Carts: Weekly rental (7 days)', 600)] }])).toEqual([
      ['rental price', 'structured data "Big Carts: Weekly rental (7 days)" at $600'],
    ]);
    expect(
      problems('', [{ openingHoursSpecification: [hours(days.slice(0, 4), '10:00', '19:00'), hours(['Saturday'], '10:00', '17:00')] }]),
    ).toEqual([['showroom hours', 'structured data Saturday 10:00-17:00']]);
    expect(problems('', [{ openingHoursSpecification: [hours(days.slice(0, 4), '10:00', '19:00')] }])).toEqual([
      ['showroom hours', 'structured data without Saturday'],
    ]);
  });
});

describe('describeProblem', () => {
  it('names the page, the value found and content’s value', () => {
    const [problem] = factProblems({ path: '/rentals', text: 'Weekly $420', jsonLd: [] }, facts);
    expect(describeProblem(problem!)).toBe('/rentals: rental price: the page says "Weekly $420"; content says Weekly $600, $700');
  });
  it('finds every statement, right or wrong', () => {
    expect(factStatements({ path: '/p', text: 'Weekly $600\nWeekly $420', jsonLd: [] }, facts).map((s) => s.ok)).toEqual([true, false]);
  });
});
