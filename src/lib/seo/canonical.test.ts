import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './canonical';

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://www.example.com', 'https://www.example.com/'],
    ['/inventory', 'https://www.example.com', 'https://www.example.com/inventory'],
    ['/inventory/', 'https://www.example.com/', 'https://www.example.com/inventory'],
    ['/vehicles/denago-ev-city', 'https://x.example', 'https://x.example/vehicles/denago-ev-city'],
    ['/index.html', 'https://www.example.com', 'https://www.example.com/'],
    ['/rentals.html', 'https://www.example.com', 'https://www.example.com/rentals'],
  ])('%s on %s -> %s', (path, site, expected) => {
    expect(absoluteUrl(path, site)).toBe(expected);
  });
});
