import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { emphasisParts, fillEvery, fillPlaceholders, placeholderParts, unknownPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  cases('%s', fillPlaceholders, [
    ['Golf Carts in {town}, Delaware', { town: 'Lewes' }, 'Golf Carts in Lewes, Delaware'],
    ['free within {radius} miles of {town}', { town: 'Dover', radius: 15 }, 'free within 15 miles of Dover'],
    ['{town} and {town}', { town: 'Camden' }, 'Camden and Camden'],
    ['no placeholder', { town: 'Camden' }, 'no placeholder'],
    ['{county}', { county: 'Sussex County', town: 'x' }, 'Sussex County'],
  ]);

  it.each([
    ['{twon}', { town: 'Lewes' }, /Unknown placeholder \{twon\}.*known: town/],
    ['{radius} miles', {}, /Unknown placeholder \{radius\}/],
  ])('refuses %s', (text, values, message) => {
    expect(() => fillPlaceholders(text, values)).toThrow(message);
  });
});

describe('placeholderParts', () => {
  it.each([
    [
      'Founded in {year}, built on word of mouth',
      [{ text: 'Founded in ' }, { text: '2010', placeholder: 'year' }, { text: ', built on word of mouth' }],
    ],
    ['{year}', [{ text: '2010', placeholder: 'year' }]],
    ['since {year}.', [{ text: 'since ' }, { text: '2010', placeholder: 'year' }, { text: '.' }]],
    ['no value', [{ text: 'no value' }]],
  ])('%s', (text, expected) => {
    expect(placeholderParts(text, { year: 2010 })).toEqual(expected);
  });
});

describe('unknownPlaceholders', () => {
  it.each<[string, string[]]>([
    ['{town} and {county}', []],
    ['{twon} and {county}', ['twon']],
    ['{a}{b}', ['a', 'b']],
    ['plain', []],
  ])('%s', (text, expected) => {
    expect(unknownPlaceholders(text, ['town', 'county'])).toEqual(expected);
  });
});

describe('fillEvery', () => {
  it('fills every string of an object, its lists included, and leaves other values alone', () => {
    const content = { title: 'In {town}', items: ['{town} A', 'B'], count: 3, nested: { on: true, text: '{town}' } };
    expect(fillEvery(content, { town: 'Lewes' })).toEqual({
      title: 'In Lewes',
      items: ['Lewes A', 'B'],
      count: 3,
      nested: { on: true, text: 'Lewes' },
    });
  });

  it('refuses an unknown placeholder anywhere', () => {
    expect(() => fillEvery({ items: ['{twon}'] }, { town: 'Lewes' })).toThrow(/Unknown placeholder \{twon\}/);
  });
});

describe('emphasisParts', () => {
  cases('%s', emphasisParts, [
    [
      'Please allow **up to 24 hours** for a reply.',
      [
        { text: 'Please allow ', strong: false },
        { text: 'up to 24 hours', strong: true },
        { text: ' for a reply.', strong: false },
      ],
    ],
    [
      '**All bold.** Then plain.',
      [
        { text: 'All bold.', strong: true },
        { text: ' Then plain.', strong: false },
      ],
    ],
    ['plain', [{ text: 'plain', strong: false }]],
  ]);
});
