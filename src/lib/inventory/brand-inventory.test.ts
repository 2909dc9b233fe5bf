import { describe, expect, it } from 'vitest';
import { brandInventoryPath } from './brand-inventory';
import { browseFromQuery, browseSelects, browseValues, categoryOptions } from './browse';

const VALUES = browseValues(browseSelects(categoryOptions([])));

describe('brandInventoryPath: the inventory filtered to a brand', () => {
  it.each([
    ['Denago', '/inventory?brand=denago', 'denago'],
    ['Evolution', '/inventory?brand=evolution', 'evolution'],
    ['Club Car', '/inventory', 'all'],
  ])('%s -> %s', (brand, path, filter) => {
    expect(brandInventoryPath(brand)).toBe(path);
    expect(browseFromQuery(new URL(path, 'https://x').search, VALUES).brand).toBe(filter);
  });
});
