import { describe, expect, it } from 'vitest';
import { directionsUrl } from './links';

describe('directionsUrl', () => {
  it.each([
    ['Dover, DE', 'https://www.google.com/maps/dir/?api=1&destination=Dover%2C%20DE'],
    [
      '1450 N DuPont Highway, Dover, DE 19901',
      'https://www.google.com/maps/dir/?api=1&destination=1450%20N%20DuPont%20Highway%2C%20Dover%2C%20DE%2019901',
    ],
    ['A & B', 'https://www.google.com/maps/dir/?api=1&destination=A%20%26%20B'],
  ])('%s', (query, expected) => {
    expect(directionsUrl(query)).toBe(expected);
  });
});
