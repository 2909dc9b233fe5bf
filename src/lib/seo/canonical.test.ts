import { describe } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { absoluteUrl } from './canonical';

describe('absoluteUrl', () => {
  cases('%s on %s -> %s', absoluteUrl, [
    ['/', 'https://www.example.com', 'https://www.example.com/'],
    ['/inventory', 'https://www.example.com', 'https://www.example.com/inventory'],
    ['/inventory/', 'https://www.example.com/', 'https://www.example.com/inventory'],
    ['/vehicles/denago-ev-city', 'https://x.example', 'https://x.example/vehicles/denago-ev-city'],
    ['/index.html', 'https://www.example.com', 'https://www.example.com/'],
    ['/rentals.html', 'https://www.example.com', 'https://www.example.com/rentals'],
  ]);
});
