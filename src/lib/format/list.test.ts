import { describe, expect, it } from 'vitest';
import { andList } from './list';

describe('andList', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['Denago'], 'Denago'],
    [['Denago', 'Evolution'], 'Denago and Evolution'],
    [['Kent', 'New Castle', 'Sussex'], 'Kent, New Castle and Sussex'],
  ])('%j -> %s', (names, expected) => {
    expect(andList(names)).toBe(expected);
  });
});
