import { describe, expect, it } from 'vitest';
import { categoryOptions, familyValue, matchesCategoryValue } from './categories';

describe('familyValue', () => {
  it.each([
    ['D6 Max', 'd6-max'],
    ['EV City', 'ev-city'],
    ['Classic', 'classic'],
    ['  Carrier  Plus ', 'carrier-plus'],
    ['Golf & Utility', 'golf-utility'],
  ])('%j -> %s', (category, value) => expect(familyValue(category)).toBe(value));
});

describe('categoryOptions: the five category terms plus every family no term matches, by name', () => {
  it.each<[string, string[], string[]]>([
    ['no catalogue', [], ['all', 'forester', 'maverick', 'ranger', 'rover', 'turfman']],
    [
      'families the terms match add nothing',
      ['D5 Ranger', 'EV Rover', 'Forester'],
      ['all', 'forester', 'maverick', 'ranger', 'rover', 'turfman'],
    ],
    [
      'the other families join, sorted by name with the terms',
      ['D6 Max', 'EV City', 'Classic', 'D6 Max', 'D5 Ranger'],
      ['all', 'classic', 'd6-max', 'ev-city', 'forester', 'maverick', 'ranger', 'rover', 'turfman'],
    ],
  ])('%s', (_, categories, values) => {
    expect(categoryOptions(categories).map((o) => o.value)).toEqual(values);
  });

  it('labels a family with its catalogue name and keeps the labels of the five terms', () => {
    const options = categoryOptions(['D6 Max']);
    expect(options[0]).toEqual({ value: 'all', label: 'All Categories' });
    expect(options).toContainEqual({ value: 'd6-max', label: 'D6 Max' });
    expect(options).toContainEqual({ value: 'ranger', label: 'Ranger' });
  });

  it('reaches every family of a catalogue through one of its options', () => {
    const categories = [
      'EV City',
      'EV Nomad',
      'EV Rover',
      'Carrier',
      'Classic',
      'D5 Maverick',
      'D5 Ranger',
      'D6 Max',
      'Forester',
      'Turfman',
    ];
    const options = categoryOptions(categories).slice(1);
    for (const category of categories) {
      expect(
        options.some((o) => matchesCategoryValue({ category }, o.value)),
        category,
      ).toBe(true);
    }
  });
});

describe('matchesCategoryValue: spec terms contain, families equal', () => {
  it.each([
    ['D5 Ranger', 'all', true],
    ['D5 Ranger', 'ranger', true],
    ['D5 RANGER', 'ranger', true],
    ['EV Rover', 'rover', true],
    ['D5 Maverick', 'ranger', false],
    ['D6 Max', 'd6-max', true],
    ['d6 max', 'd6-max', true],
    ['D6 Max XT', 'd6-max', false],
    ['EV City', 'ev-city', true],
    ['EV City', 'city', false],
    ['Classic', 'd6-max', false],
  ])('%s with %s -> %s', (category, value, expected) => {
    expect(matchesCategoryValue({ category }, value)).toBe(expected);
  });
});
