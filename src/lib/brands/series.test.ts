import { describe, expect, it } from 'vitest';
import { seriesModels, seriesSummary, type CatalogueVehicle } from './series';

const car = (name: string, category: string, price: number, isNew = true, brand = 'Evolution'): CatalogueVehicle => ({
  name,
  brand,
  category,
  price,
  isNew,
});

describe('seriesModels', () => {
  const catalogue = [
    car('Evolution D6 Max GT6', 'D6 Max', 17995),
    car('Evolution D6 Max XT4', 'D6 Max', 15595),
    car('Evolution D6 Max GT4', 'D6 Max', 13595),
    car('Pre-owned 2023 Evolution D6 Max GT4', 'D6 Max', 9995, false),
    car('Evolution Classic 4 Plus', 'Classic', 6995),
    car('Evolution Classic 4 Pro', 'Classic', 6995),
    car('Denago EV Max', 'D6 Max', 5000, true, 'Denago'),
  ];

  it.each([
    ['D6 Max', ['Evolution D6 Max GT4', 'Evolution D6 Max XT4', 'Evolution D6 Max GT6']],
    ['Classic', ['Evolution Classic 4 Plus', 'Evolution Classic 4 Pro']],
    ['Carrier', []],
  ])('%s: the brand’s new models of the category, cheapest first, then by name', (category, names) => {
    expect(seriesModels(catalogue, 'Evolution', category).map((v) => v.name)).toEqual(names);
  });
});

describe('seriesSummary', () => {
  it.each([
    [[7695, 9595, 11195, 11595], { startingPrice: 7695, modelCount: 4 }],
    [[15000], { startingPrice: 15000, modelCount: 1 }],
    [[9995, 6995], { startingPrice: 6995, modelCount: 2 }],
  ])('%j -> %j', (prices, summary) => {
    expect(seriesSummary(prices.map((price) => ({ price })))).toEqual(summary);
  });

  it('is undefined for a series without models', () => {
    expect(seriesSummary([])).toBeUndefined();
  });
});
