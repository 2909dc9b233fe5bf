import { describe, expect, it } from 'vitest';
import { countyShortName, sentenceList } from './list';

describe('sentenceList', () => {
  it.each([
    [[], ''],
    [['Kent'], 'Kent'],
    [['Kent', 'Sussex'], 'Kent and Sussex'],
    [['Kent', 'New Castle', 'Sussex'], 'Kent, New Castle and Sussex'],
    [['Club Car', 'EZ-GO', 'Tomberlin', 'Swift EV'], 'Club Car, EZ-GO, Tomberlin and Swift EV'],
  ])('%j -> %j', (items, expected) => {
    expect(sentenceList(items)).toBe(expected);
  });
});

describe('countyShortName', () => {
  it.each([
    ['Kent County', 'Kent'],
    ['New Castle County', 'New Castle'],
    ['Sussex', 'Sussex'],
    ['County Line County', 'County Line'],
  ])('%j -> %j', (name, expected) => {
    expect(countyShortName(name)).toBe(expected);
  });
});
