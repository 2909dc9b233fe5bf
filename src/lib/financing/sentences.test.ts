import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import type { PaymentRates } from './payments';
import {
  aprLabel,
  financingPhrases,
  financingSentence,
  monthlyFigure,
  monthlyFromText,
  monthlyTerms,
  monthlyText,
  promotionCartsText,
  termRange,
} from './sentences';

const names = new Map([
  ['denago-ev-city', 'Denago EV City'],
  ['evolution-d5-ranger-4', 'Evolution D5 Ranger 4'],
  ['evolution-forester-4-plus', 'Evolution Forester 4 Plus'],
]);
const rates: PaymentRates = { promoApr: 0, promoCarts: 'new', standardApr: 7.99, minMonths: 12, maxMonths: 84, termStep: 12 };

describe('termRange', () => {
  it.each([
    [12, 84, '12 to 84 months'],
    [24, 60, '24 to 60 months'],
    [36, 36, '36 months'],
  ])('%i-%i -> %s', (minMonths, maxMonths, expected) => {
    expect(termRange({ minMonths, maxMonths })).toBe(expected);
  });
});

describe('aprLabel', () => {
  cases('%s -> %s', aprLabel, [
    [0, '0% APR'],
    [2.9, '2.9% APR'],
    [3.25, '3.25% APR'],
    [4.999, '5% APR'],
  ]);
});

describe('promotionCartsText: who gets the promotional rate, never "select models"', () => {
  it.each<[PaymentRates['promoCarts'], string]>([
    ['new', 'every new cart'],
    ['all', 'every cart'],
    [['denago-ev-city'], 'the Denago EV City'],
    [['denago-ev-city', 'evolution-d5-ranger-4'], 'the Denago EV City and the Evolution D5 Ranger 4'],
    [
      ['evolution-forester-4-plus', 'denago-ev-city', 'evolution-d5-ranger-4'],
      'the Evolution Forester 4 Plus, the Denago EV City and the Evolution D5 Ranger 4',
    ],
  ])('%j -> %s', (carts, text) => {
    expect(promotionCartsText(carts, names)).toBe(text);
  });
  it('refuses a cart the catalogue does not have', () => {
    expect(() => promotionCartsText(['no-such-cart'], names)).toThrow(/no-such-cart/);
  });
});

describe('financingPhrases and financingSentence: built from the terms', () => {
  it.each<[string, PaymentRates, string]>([
    ['today’s terms', rates, 'rates as low as 0% APR on every new cart and terms from 12 to 84 months, subject to credit approval'],
    [
      'a changed rate, term and list',
      { ...rates, promoApr: 2.9, promoCarts: ['denago-ev-city'], minMonths: 24, maxMonths: 60 },
      'rates as low as 2.9% APR on the Denago EV City and terms from 24 to 60 months, subject to credit approval',
    ],
  ])('%s', (_name, r, sentence) => {
    expect(financingSentence(financingPhrases(r, names))).toBe(sentence);
  });
  it('names the standard rate too', () => {
    expect(financingPhrases({ ...rates, standardApr: 6.5 }, names)).toEqual({
      promoApr: '0% APR',
      promoCarts: 'every new cart',
      standardApr: '6.5% APR',
      termRange: '12 to 84 months',
    });
  });
});

describe('monthlyTerms: the APR and term beside a monthly figure', () => {
  cases('%j -> %s', monthlyTerms, [
    [{ apr: 0, months: 84 }, '0% APR, 84 months'],
    [{ apr: 7.99, months: 60 }, '7.99% APR, 60 months'],
  ]);
});

describe('monthlyFigure', () => {
  it('keeps the amount and words its APR and term', () => {
    expect(monthlyFigure({ amount: 179, apr: 2.9, months: 60 })).toEqual({ amount: 179, terms: '2.9% APR, 60 months' });
  });
  it.each([
    [{ amount: 179, terms: '0% APR, 84 months' }, '$179/mo (0% APR, 84 months)'],
    [{ amount: 1245, terms: '7.99% APR, 60 months' }, '$1,245/mo (7.99% APR, 60 months)'],
  ])('words %j as %s, and a card\'s figure with "from"', (figure, text) => {
    expect(monthlyText(figure)).toBe(text);
    expect(monthlyFromText(figure)).toBe(`from ${text}`);
  });
});
