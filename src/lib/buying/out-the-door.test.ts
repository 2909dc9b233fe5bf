import { describe, expect, it } from 'vitest';
import type { BuyingCosts } from '../../schemas/buying-costs';
import { outTheDoor, ratePercent } from './out-the-door';

const costs: BuyingCosts = {
  freightAndPrep: { label: 'Freight and prep', amount: 500, appliesTo: 'all', note: 'n' },
  documentFee: { label: 'Document fee', rate: 0.05, appliesTo: 'street-legal', note: 'n' },
  title: { label: 'Title', amount: 30, appliesTo: 'street-legal', note: 'n' },
  registration: { label: 'Registration', amount: 40, appliesTo: 'street-legal', note: 'n' },
};

const sum = (price: number, streetLegal: boolean, c = costs) => {
  const { lines, total } = outTheDoor({ price, streetLegal }, c);
  return [lines.map((l) => [l.label, l.amount]), total];
};

describe('outTheDoor: price + freight and prep + (an LSV) document fee + title + registration', () => {
  it.each<[string, number, boolean, BuyingCosts, [string, number][], number]>([
    [
      'an LSV pays every item',
      10000,
      true,
      costs,
      [
        ['Price', 10000],
        ['Freight and prep', 500],
        ['Document fee', 500],
        ['Title', 30],
        ['Registration', 40],
      ],
      11070,
    ],
    [
      'a golf cart is not titled: price and freight only',
      10000,
      false,
      costs,
      [
        ['Price', 10000],
        ['Freight and prep', 500],
      ],
      10500,
    ],
    [
      'the document fee is rounded to the dollar',
      6995,
      true,
      { ...costs, documentFee: { ...costs.documentFee, rate: 0.0425 } },
      [
        ['Price', 6995],
        ['Freight and prep', 500],
        ['Document fee', 297],
        ['Title', 30],
        ['Registration', 40],
      ],
      7862,
    ],
    [
      'an item content applies to every cart counts for a golf cart too',
      8000,
      false,
      { ...costs, title: { ...costs.title, appliesTo: 'all' } },
      [
        ['Price', 8000],
        ['Freight and prep', 500],
        ['Title', 30],
      ],
      8530,
    ],
  ])('%s', (_name, price, streetLegal, c, lines, total) => {
    expect(sum(price, streetLegal, c)).toEqual([lines, total]);
  });

  it('the total is the sum of its lines', () => {
    for (const price of [0, 1, 4999, 15000, 17995]) {
      const { lines, total } = outTheDoor({ price, streetLegal: true }, costs);
      expect(total).toBe(lines.reduce((s, l) => s + l.amount, 0));
    }
  });
});

describe('ratePercent', () => {
  it.each([
    [0.0425, '4.25%'],
    [0.05, '5%'],
    [0.04125, '4.125%'],
  ])('%s -> %s', (rate, text) => expect(ratePercent(rate)).toBe(text));
});
