import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import {
  bestApr,
  hasPromotion,
  lowestMonthlyQuote,
  monthlyPayment,
  paymentRates,
  paymentTable,
  paymentTerms,
  type PaymentRates,
} from './payments';

const rates: PaymentRates = { promoApr: 0, promoCarts: 'new', standardApr: 7.99, minMonths: 12, maxMonths: 84, termStep: 12 };

describe('monthlyPayment: amortized, whole dollars rounded up', () => {
  it.each([
    // price, APR %, months, exact installment (computed independently), expected
    [15000, 0, 84, 178.5714, 179],
    [8400, 0, 84, 100.0, 100],
    [9995, 0, 84, 118.9881, 119],
    [7695, 0, 12, 641.25, 642],
    [9995, 7.99, 84, 155.7344, 156],
    [10000, 7.99, 60, 202.7161, 203],
    [6295, 7.99, 84, 98.0839, 99],
    [6295, 7.99, 12, 547.5631, 548],
    [15000, 7.99, 12, 1304.7571, 1305],
    [1200, 12, 12, 106.6185, 107],
  ])('%i at %f%% over %i months (%f) -> $%i', (price, apr, months, _exact, expected) => {
    expect(monthlyPayment(price, apr, months)).toBe(expected);
  });

  it('0% APR is the price divided by the months', () => {
    expect(monthlyPayment(8400, 0, 12)).toBe(700);
  });

  it.each([0, -12, 1.5])('refuses %f months', (months) => {
    expect(() => monthlyPayment(1000, 0, months)).toThrow(RangeError);
  });

  it('refuses a negative APR', () => {
    expect(() => monthlyPayment(1000, -1, 12)).toThrow(RangeError);
  });
});

describe('paymentTerms', () => {
  cases('%o -> %o', paymentTerms, [
    [{ minMonths: 12, maxMonths: 84, termStep: 12 }, [12, 24, 36, 48, 60, 72, 84]],
    [{ minMonths: 24, maxMonths: 60, termStep: 24 }, [24, 48, 60]],
    [{ minMonths: 36, maxMonths: 36, termStep: 12 }, [36]],
  ]);
});

describe('who gets the promotional rate: the carts the terms name', () => {
  const newCart = { id: 'cart-new', isNew: true };
  const usedCart = { id: 'cart-used', isNew: false };
  it.each<[string, PaymentRates['promoCarts'], boolean, boolean]>([
    ['every new cart', 'new', true, false],
    ['every cart', 'all', true, true],
    ['a list of carts', ['cart-used'], false, true],
    ['an empty list', [], false, false],
  ])('%s: new %s, pre-owned %s', (_name, promoCarts, forNew, forUsed) => {
    expect(hasPromotion(newCart, { promoCarts })).toBe(forNew);
    expect(hasPromotion(usedCart, { promoCarts })).toBe(forUsed);
    expect(bestApr(newCart, { ...rates, promoCarts })).toBe(forNew ? 0 : 7.99);
  });

  it('"from" is the best rate over the longest term, and says which', () => {
    expect(lowestMonthlyQuote({ id: 'a', price: 15000, isNew: true }, rates)).toEqual({ amount: 179, apr: 0, months: 84 });
    expect(lowestMonthlyQuote({ id: 'b', price: 6295, isNew: false }, rates)).toEqual({ amount: 99, apr: 7.99, months: 84 });
    expect(lowestMonthlyQuote({ id: 'a', price: 15000, isNew: true }, { ...rates, promoApr: 2.9, maxMonths: 60 })).toEqual({
      amount: monthlyPayment(15000, 2.9, 60),
      apr: 2.9,
      months: 60,
    });
  });
});

describe('paymentTable', () => {
  it('a cart the promotion covers has both rates for every term', () => {
    const rows = paymentTable({ id: 'a', price: 15000, isNew: true }, rates);
    expect(rows.map((r) => r.months)).toEqual([12, 24, 36, 48, 60, 72, 84]);
    expect(rows[0]).toEqual({ months: 12, promo: 1250, standard: 1305 });
    expect(rows.at(-1)).toEqual({ months: 84, promo: 179, standard: monthlyPayment(15000, 7.99, 84) });
  });

  it('a cart it does not cover has the standard rate only', () => {
    const rows = paymentTable({ id: 'b', price: 6295, isNew: false }, rates);
    expect(rows.every((r) => r.promo === undefined)).toBe(true);
    expect(rows.at(-1)).toEqual({ months: 84, standard: 99 });
  });
});

describe("paymentRates: the financing content's terms", () => {
  it('takes the promotion’s rate and carts and keeps the rest', () => {
    expect(paymentRates({ promotion: { apr: 0, carts: 'new' }, standardApr: 7.99, minMonths: 12, maxMonths: 84, termStep: 12 })).toEqual(
      rates,
    );
  });
});
