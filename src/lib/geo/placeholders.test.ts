import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  it.each([
    ['Golf Carts in {town}, Delaware', { town: 'Lewes' }, 'Golf Carts in Lewes, Delaware'],
    ['free within {radius} miles of {town}', { town: 'Dover', radius: 15 }, 'free within 15 miles of Dover'],
    ['{town} and {town}', { town: 'Camden' }, 'Camden and Camden'],
    ['no placeholder', { town: 'Camden' }, 'no placeholder'],
    ['{county}', { county: 'Sussex County', town: 'x' }, 'Sussex County'],
  ])('%s', (text, values, expected) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });

  it.each([
    ['{twon}', { town: 'Lewes' }, /Unknown placeholder \{twon\}.*known: town/],
    ['{radius} miles', {}, /Unknown placeholder \{radius\}/],
  ])('refuses %s', (text, values, message) => {
    expect(() => fillPlaceholders(text, values)).toThrow(message);
  });
});
